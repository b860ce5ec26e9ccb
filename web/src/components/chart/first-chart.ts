/**
 * The performance mark set when the page's first chart is drawn, plain SVG or Plotly (once per
 * page load): the results bench reads it as the time from navigation start to the first chart.
 */
export const FIRST_CHART_MARK = 'results:first-chart';

/** The mark set when the page's first Plotly chart (an interactive one) is drawn. */
export const FIRST_PLOT_MARK = 'results:first-plot';

/** Sets a performance mark the first time only (later charts leave it where it is). */
export function markOnce(name: string): void {
  if (performance.getEntriesByName(name, 'mark').length === 0) performance.mark(name);
}

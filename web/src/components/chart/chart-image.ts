import Plotly from 'plotly.js-basic-dist-min';
import type { ChartLayout, ChartTrace } from './chart-types.ts';
import { PLOT_CONFIG, withHouseStyle } from './plotly-layout.ts';

/**
 * A chart drawn off screen and returned as a PNG data URL (for the PDF report). Imported lazily:
 * it shares the Plotly chunk with the on-screen charts.
 */
export async function chartImage(
  data: readonly ChartTrace[],
  layout: ChartLayout,
  size: { width: number; height: number },
): Promise<string> {
  const element = document.createElement('div');
  element.style.position = 'fixed';
  element.style.left = '-10000px';
  element.style.top = '0';
  element.style.width = `${size.width}px`;
  document.body.append(element);
  try {
    await Plotly.newPlot(
      element,
      data as object[],
      { ...withHouseStyle(layout, { height: size.height, cursor: null, empty: null }), width: size.width },
      { ...PLOT_CONFIG, responsive: false, staticPlot: true },
    );
    return await Plotly.toImage(element, { format: 'png', width: size.width, height: size.height, scale: 2 });
  } finally {
    Plotly.purge(element);
    element.remove();
  }
}

import { useEffect, useRef } from 'react';
import Plotly from 'plotly.js-dist-min';
import { CHART_COLOURS, type ChartProps } from './chart-types.ts';

/** The Plotly side of Chart: only this module imports plotly, so it lives in its own chunk. */
export default function PlotlyChart({ label, traces, xTitle, yTitle, emptyText, height = 320 }: ChartProps) {
  const plot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = plot.current;
    if (!element) return;
    const data = traces.map((trace, index) => ({
      type: 'scatter',
      mode: 'lines',
      ...trace,
      line: { color: CHART_COLOURS[index % CHART_COLOURS.length], width: 2, ...trace.line },
    }));
    const layout = {
      height,
      margin: { l: 56, r: 16, t: 16, b: 48 },
      paper_bgcolor: 'rgba(0,0,0,0)',
      plot_bgcolor: '#ffffff',
      font: { family: 'system-ui, sans-serif', color: '#1e1b2e' },
      xaxis: {
        title: { text: xTitle ?? '' },
        gridcolor: '#eeeaf7',
        zeroline: false,
        showticklabels: traces.length > 0,
      },
      yaxis: {
        title: { text: yTitle ?? '' },
        gridcolor: '#eeeaf7',
        zeroline: false,
        showticklabels: traces.length > 0,
      },
      showlegend: traces.length > 1,
      annotations:
        traces.length === 0 && emptyText
          ? [
              {
                text: emptyText,
                showarrow: false,
                xref: 'paper',
                yref: 'paper',
                x: 0.5,
                y: 0.5,
                font: { size: 16, color: '#57536b' },
              },
            ]
          : [],
    };
    void Plotly.react(element, data, layout, { displaylogo: false, responsive: true });
    return () => Plotly.purge(element);
  }, [traces, xTitle, yTitle, emptyText, height]);

  return (
    <figure className="ap-chart" style={{ margin: 0 }}>
      <figcaption className="ap-visually-hidden">{label}</figcaption>
      <div ref={plot} aria-hidden="true" data-testid="plotly-chart" />
    </figure>
  );
}

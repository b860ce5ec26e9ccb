import type { ChartLayout, ChartShape } from './chart-types.ts';
import { FONT, GRID, INK, MUTED } from './chart-style.ts';

/** The cursor: a vertical line over every subplot at x. */
export function cursorShape(x: number): ChartShape {
  return {
    type: 'line',
    xref: 'x',
    yref: 'paper',
    x0: x,
    x1: x,
    y0: 0,
    y1: 1,
    line: { color: INK, width: 2 },
    layer: 'above',
  };
}

/** The app's chart look over a screen's layout: system fonts, quiet grid, room for the axis titles. */
export function withHouseStyle(
  layout: ChartLayout,
  options: { height: number; cursor: number | null | undefined; empty: string | null },
): object {
  // Tick labels stand off their axis so the two zeros at the origin do not touch.
  const axis = {
    gridcolor: GRID,
    zeroline: false,
    automargin: true,
    fixedrange: true,
    ticklabelstandoff: 6,
  };
  const shapes = [...(layout.shapes ?? [])];
  if (options.cursor !== null && options.cursor !== undefined) shapes.push(cursorShape(options.cursor));
  return {
    ...layout,
    height: layout.height ?? options.height,
    margin: { l: 56, r: 16, t: 16, b: 48, ...layout.margin },
    paper_bgcolor: 'rgba(0,0,0,0)',
    plot_bgcolor: '#ffffff',
    font: { family: FONT, color: INK, size: 13 },
    xaxis: { ...axis, ...layout.xaxis },
    yaxis: { ...axis, ...layout.yaxis },
    ...(layout.yaxis2 ? { yaxis2: { ...axis, ...layout.yaxis2 } } : {}),
    ...(layout.yaxis3 ? { yaxis3: { ...axis, ...layout.yaxis3 } } : {}),
    hoverlabel: { font: { family: FONT } },
    legend: { orientation: 'h', x: 0, y: -0.18, ...layout.legend },
    shapes,
    annotations: options.empty
      ? [
          ...(layout.annotations ?? []),
          {
            text: options.empty,
            showarrow: false,
            xref: 'paper',
            yref: 'paper',
            x: 0.5,
            y: 0.5,
            font: { size: 16, color: MUTED },
          },
        ]
      : (layout.annotations ?? []),
  };
}

export const PLOT_CONFIG = { displaylogo: false, responsive: true, displayModeBar: false } as const;

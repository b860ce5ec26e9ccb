export interface ChartTrace {
  type?: 'scatter' | 'bar';
  mode?: 'lines' | 'markers' | 'lines+markers';
  name?: string;
  x: readonly (number | string)[];
  y: readonly number[];
  line?: { color?: string; width?: number };
  marker?: { color?: string | readonly string[] };
}

export interface ChartProps {
  /** What the chart shows, for screen readers (the plot itself is not readable by them). */
  label: string;
  traces: readonly ChartTrace[];
  xTitle?: string;
  yTitle?: string;
  /** Written across an empty chart. */
  emptyText?: string;
  height?: number;
}

/** Chart colours for up to 8 videos (spec section 9), in the brand's palette. */
export const CHART_COLOURS = [
  '#6d28d9',
  '#fb7185',
  '#0ea5e9',
  '#f59e0b',
  '#10b981',
  '#8b5cf6',
  '#ef4444',
  '#64748b',
] as const;

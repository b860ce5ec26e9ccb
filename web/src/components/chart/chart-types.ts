/**
 * The Plotly vocabulary the app's charts use, typed (plotly.js ships no types). Only what the
 * screens need: lines with bands, bars with error whiskers, one cursor line.
 */

export interface ErrorBars {
  type: 'data';
  symmetric: false;
  array: readonly (number | null)[];
  arrayminus: readonly (number | null)[];
  color?: string;
  thickness?: number;
  width?: number;
  visible?: boolean;
}

export interface ChartTrace {
  type?: 'scatter' | 'bar';
  mode?: 'lines' | 'markers' | 'lines+markers' | 'text' | 'markers+text' | 'lines+markers+text' | 'none';
  name?: string;
  x: readonly (number | string | null)[];
  y: readonly (number | string | null)[];
  orientation?: 'h' | 'v';
  xaxis?: string;
  yaxis?: string;
  line?: {
    color?: string;
    width?: number;
    dash?: 'solid' | 'dot' | 'dash';
    shape?: 'linear' | 'hv' | 'spline';
  };
  marker?: {
    color?: string | readonly string[];
    size?: number;
    symbol?: string;
    line?: { color?: string; width?: number };
  };
  fill?: 'none' | 'tonexty' | 'toself' | 'tozeroy';
  fillcolor?: string;
  error_x?: ErrorBars;
  error_y?: ErrorBars;
  text?: readonly string[] | string;
  textposition?: 'auto' | 'inside' | 'outside' | 'none' | 'top center' | 'middle right' | 'bottom center';
  textfont?: { color?: string; size?: number };
  cliponaxis?: boolean;
  hoverinfo?: 'skip' | 'none' | 'x+y' | 'text' | 'x+y+name';
  hovertemplate?: string;
  showlegend?: boolean;
  legendgroup?: string;
  connectgaps?: boolean;
}

export interface AxisLayout {
  title?: { text: string; standoff?: number };
  range?: readonly [number, number];
  domain?: readonly [number, number];
  anchor?: string;
  matches?: string;
  showticklabels?: boolean;
  ticksuffix?: string;
  tickformat?: string;
  dtick?: number;
  automargin?: boolean;
  zeroline?: boolean;
  zerolinecolor?: string;
  gridcolor?: string;
  fixedrange?: boolean;
  autorange?: 'reversed' | boolean;
  type?: 'linear' | 'category';
}

export interface ChartShape {
  type: 'line' | 'rect';
  xref: string;
  yref: string;
  x0: number | string;
  x1: number | string;
  y0: number | string;
  y1: number | string;
  line?: { color?: string; width?: number; dash?: 'solid' | 'dot' | 'dash' };
  fillcolor?: string;
  opacity?: number;
  layer?: 'above' | 'below';
}

export interface ChartAnnotation {
  text: string;
  xref: string;
  yref: string;
  x: number | string;
  y: number | string;
  showarrow?: boolean;
  xanchor?: 'left' | 'center' | 'right' | 'auto';
  yanchor?: 'top' | 'middle' | 'bottom' | 'auto';
  font?: { size?: number; color?: string };
  align?: 'left' | 'center' | 'right';
}

export interface ChartLayout {
  height?: number;
  margin?: { l?: number; r?: number; t?: number; b?: number };
  xaxis?: AxisLayout;
  yaxis?: AxisLayout;
  yaxis2?: AxisLayout;
  yaxis3?: AxisLayout;
  showlegend?: boolean;
  legend?: {
    orientation?: 'h' | 'v';
    x?: number;
    y?: number;
    xanchor?: 'left' | 'center' | 'right';
    yanchor?: 'top' | 'bottom';
  };
  barmode?: 'group' | 'overlay';
  bargap?: number;
  shapes?: ChartShape[];
  annotations?: ChartAnnotation[];
  hovermode?: 'x unified' | 'closest' | false;
}

export interface ChartProps {
  /** What the chart shows, for screen readers (the plot itself is hidden from them: give a table beside it). */
  label: string;
  data: readonly ChartTrace[];
  layout?: ChartLayout;
  height?: number;
  /** A vertical cursor line at this x (e.g. the playing video's second), across all subplots. */
  cursor?: number | null;
  /** Called with the x clicked on the plot (e.g. to seek a video to that second). */
  onPick?: (x: number) => void;
  /** Written across a chart with no data. */
  emptyText?: string;
}

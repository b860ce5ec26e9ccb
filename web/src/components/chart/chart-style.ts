/** The look every chart shares, Plotly's and the plain SVG ones: system fonts, ink, a quiet grid. */
export const FONT = `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif`;
export const INK = '#1e1b2e';
export const MUTED = '#57536b';
export const GRID = '#eeeaf7';
export const AXIS = '#c9c4d9';

import sharp from 'sharp';
import { valenceScore, type AssetAnalysis, type Series } from '@adpulse/shared/analysis/index';

/** The report's curves on one 0-100 scale, in the results screens' colours. */
export const REPORT_CURVES = [
  {
    key: 'attention',
    colour: '#0072B2',
    series: (asset: AssetAnalysis) => asset.attention.curve,
    scale: (v: number) => v,
  },
  {
    key: 'engagement',
    colour: '#D55E00',
    series: (asset: AssetAnalysis) => asset.emotion_data.video_data.engagement,
    scale: (v: number) => v * 100,
  },
  {
    key: 'valence',
    colour: '#009E73',
    series: (asset: AssetAnalysis) => asset.emotion_data.video_data.valence,
    scale: valenceScore,
  },
] as const;

export const CURVES_IMAGE = { width: 960, height: 360 };

type Point = [number, number];

/** Runs of consecutive measured seconds: a second nobody was measured in is a gap, never a zero. */
function runs(
  series: Series,
  pick: (index: number) => number | null,
  x: (t: number) => number,
  y: (v: number) => number,
): Point[][] {
  const out: Point[][] = [];
  let current: Point[] = [];
  series.t.forEach((t, index) => {
    const value = pick(index);
    if (value === null) {
      if (current.length) out.push(current);
      current = [];
    } else current.push([x(t + 0.5), y(value)]);
  });
  if (current.length) out.push(current);
  return out;
}

const path = (points: Point[]) =>
  points.map(([px, py], i) => `${i ? 'L' : 'M'}${px.toFixed(1)},${py.toFixed(1)}`).join('');

/**
 * An asset's per-second curves (attention, engagement, valence on 0-100) with their 95% bands and
 * grid lines at 0, 25, 50, 75 and 100, as a PNG drawn from SVG by sharp. It holds no text (a
 * Lambda has no fonts): the report prints the axes and legend beside it.
 */
export async function curvesImage(asset: AssetAnalysis): Promise<Buffer> {
  const { width, height } = CURVES_IMAGE;
  const duration = Math.max(1, asset.duration, ...asset.attention.curve.t.map((t) => t + 1));
  const x = (t: number) => (t / duration) * width;
  const y = (v: number) => height - (Math.min(100, Math.max(0, v)) / 100) * height;
  const grid = [0, 25, 50, 75, 100]
    .map((v) => `<line x1="0" x2="${width}" y1="${y(v)}" y2="${y(v)}" stroke="#d9dde3" stroke-width="2"/>`)
    .join('');
  const curves = REPORT_CURVES.map((curve) => {
    const series = curve.series(asset);
    const at = (values: (number | null)[]) => (index: number) => {
      const value = values[index];
      return value === null || value === undefined ? null : curve.scale(value);
    };
    const edge = (values: (number | null)[]) => (index: number) =>
      series.low[index] === null || series.high[index] === null ? null : at(values)(index);
    const highs = runs(series, edge(series.high), x, y);
    const lows = runs(series, edge(series.low), x, y);
    const bandPaths = highs
      .map((high, i) => {
        const low = lows[i] ?? [];
        return `<path d="${path([...high, ...[...low].reverse()])}Z" fill="${curve.colour}" fill-opacity="0.18"/>`;
      })
      .join('');
    const lines = runs(series, at(series.value), x, y)
      .map((points) =>
        points.length === 1
          ? `<circle cx="${points[0]![0]}" cy="${points[0]![1]}" r="4" fill="${curve.colour}"/>`
          : `<path d="${path(points)}" fill="none" stroke="${curve.colour}" stroke-width="4" stroke-linejoin="round"/>`,
      )
      .join('');
    return bandPaths + lines;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#ffffff"/>${grid}${curves}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

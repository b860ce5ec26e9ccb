import { HEATMAP_CLEAR_BELOW, HEATMAP_RAMP, type GazeCluster } from '@adpulse/shared/analysis/index';

/**
 * Pixel work for the saliency images, on raw RGB buffers (sharp decodes the frames and encodes the
 * PNGs): density upsampling, the heatmap colour ramp, the fog, and the gazeplot's discs, lines and
 * numbers. Numbers are drawn as strokes, not with a font: a Lambda has no fonts installed.
 */

export interface Raster {
  width: number;
  height: number;
  /** RGB, row-major. */
  pixels: Buffer;
}

/**
 * Density of a grid map at every output pixel (bilinear between cell centres), as levels 0-255 of
 * the highest density: the colour and fog ramps are then table lookups.
 */
export function upsample(
  density: Float32Array,
  gridWidth: number,
  gridHeight: number,
  width: number,
  height: number,
): Uint8Array {
  let highest = 0;
  for (let k = 0; k < density.length; k++) highest = Math.max(highest, density[k] as number);
  const out = new Uint8Array(width * height);
  if (highest <= 0) return out;
  const scale = 255 / highest;
  // Column interpolation, computed once per image.
  const x0s = new Int32Array(width);
  const x1s = new Int32Array(width);
  const fxs = new Float64Array(width);
  for (let x = 0; x < width; x++) {
    const gx = Math.min(gridWidth - 1, Math.max(0, ((x + 0.5) * gridWidth) / width - 0.5));
    x0s[x] = Math.floor(gx);
    x1s[x] = Math.min(gridWidth - 1, (x0s[x] as number) + 1);
    fxs[x] = gx - (x0s[x] as number);
  }
  const top = new Float64Array(width);
  const bottom = new Float64Array(width);
  let row0 = -1;
  for (let y = 0; y < height; y++) {
    const gy = Math.min(gridHeight - 1, Math.max(0, ((y + 0.5) * gridHeight) / height - 0.5));
    const y0 = Math.floor(gy);
    const y1 = Math.min(gridHeight - 1, y0 + 1);
    const fy = gy - y0;
    if (y0 !== row0) {
      row0 = y0;
      for (let x = 0; x < width; x++) {
        const a = x0s[x] as number;
        const b = x1s[x] as number;
        const f = fxs[x] as number;
        top[x] =
          (density[y0 * gridWidth + a] as number) * (1 - f) + (density[y0 * gridWidth + b] as number) * f;
        bottom[x] =
          (density[y1 * gridWidth + a] as number) * (1 - f) + (density[y1 * gridWidth + b] as number) * f;
      }
    }
    const row = y * width;
    for (let x = 0; x < width; x++) {
      out[row + x] = ((top[x] as number) * (1 - fy) + (bottom[x] as number) * fy) * scale + 0.5;
    }
  }
  return out;
}

/** Blue, cyan, green, yellow, red: 256 entries of RGB. */
const RAMP = (() => {
  const stops = HEATMAP_RAMP;
  const ramp = new Uint8Array(256 * 3);
  for (let i = 0; i < 256; i++) {
    const v = i / 255;
    let k = 0;
    while (k < stops.length - 2 && v > stops[k + 1]![0]) k++;
    const [a, ar, ag, ab] = stops[k]!;
    const [b, br, bg, bb] = stops[k + 1]!;
    const f = (v - a) / (b - a);
    ramp[i * 3] = Math.round(ar + (br - ar) * f);
    ramp[i * 3 + 1] = Math.round(ag + (bg - ag) * f);
    ramp[i * 3 + 2] = Math.round(ab + (bb - ab) * f);
  }
  return ramp;
})();

/** Per density level: the frame's weight and the colour added (heatmap), the light kept (fogmap). */
const HEAT_KEEP = new Float32Array(256);
const HEAT_ADD = new Float32Array(256 * 3);
const FOG_LIGHT = new Float32Array(256);
for (let level = 0; level < 256; level++) {
  const d = level / 255;
  const alpha = d < HEATMAP_CLEAR_BELOW ? 0 : Math.min(0.7, 0.15 + 0.6 * d);
  HEAT_KEEP[level] = 1 - alpha;
  for (let c = 0; c < 3; c++) HEAT_ADD[level * 3 + c] = (RAMP[level * 3 + c] as number) * alpha;
  FOG_LIGHT[level] = 0.08 + 0.92 * Math.min(1, Math.sqrt(d / 0.5));
}

/** Heatmap: the colour ramp over the frame, opaque where gaze is dense, clear where there is none. */
export function heatmap(frame: Raster, levels: Uint8Array): Buffer {
  const out = Buffer.allocUnsafe(frame.pixels.length);
  const pixels = frame.pixels;
  for (let p = 0, k = 0; p < levels.length; p++, k += 3) {
    const level = levels[p] as number;
    const keep = HEAT_KEEP[level] as number;
    const add = level * 3;
    out[k] = ((pixels[k] as number) * keep + (HEAT_ADD[add] as number)) | 0;
    out[k + 1] = ((pixels[k + 1] as number) * keep + (HEAT_ADD[add + 1] as number)) | 0;
    out[k + 2] = ((pixels[k + 2] as number) * keep + (HEAT_ADD[add + 2] as number)) | 0;
  }
  return out;
}

/** Fogmap: the frame darkened where density is low, clear where people looked. */
export function fogmap(frame: Raster, levels: Uint8Array): Buffer {
  const out = Buffer.allocUnsafe(frame.pixels.length);
  const pixels = frame.pixels;
  for (let p = 0, k = 0; p < levels.length; p++, k += 3) {
    const light = FOG_LIGHT[levels[p] as number] as number;
    out[k] = ((pixels[k] as number) * light) | 0;
    out[k + 1] = ((pixels[k + 1] as number) * light) | 0;
    out[k + 2] = ((pixels[k + 2] as number) * light) | 0;
  }
  return out;
}

/** Seven-segment strokes of the digits 0-9, on a 0..1 x 0..2 box: a-g as line segments. */
const SEGMENTS: Record<string, [number, number, number, number]> = {
  a: [0, 0, 1, 0],
  b: [1, 0, 1, 1],
  c: [1, 1, 1, 2],
  d: [0, 2, 1, 2],
  e: [0, 1, 0, 2],
  f: [0, 0, 0, 1],
  g: [0, 1, 1, 1],
};
const DIGITS = ['abcdef', 'bc', 'abged', 'abgcd', 'fgbc', 'afgcd', 'afgedc', 'abc', 'abcdefg', 'abcdfg'];

function blendPixel(
  out: Buffer,
  width: number,
  x: number,
  y: number,
  rgb: [number, number, number],
  alpha: number,
): void {
  const k = (y * width + x) * 3;
  out[k] = (out[k] as number) * (1 - alpha) + rgb[0] * alpha;
  out[k + 1] = (out[k + 1] as number) * (1 - alpha) + rgb[1] * alpha;
  out[k + 2] = (out[k + 2] as number) * (1 - alpha) + rgb[2] * alpha;
}

/** An anti-aliased thick segment. */
function stroke(
  out: Buffer,
  width: number,
  height: number,
  from: [number, number],
  to: [number, number],
  thickness: number,
  rgb: [number, number, number],
  opacity = 1,
): void {
  const half = thickness / 2;
  const minX = Math.max(0, Math.floor(Math.min(from[0], to[0]) - half - 1));
  const maxX = Math.min(width - 1, Math.ceil(Math.max(from[0], to[0]) + half + 1));
  const minY = Math.max(0, Math.floor(Math.min(from[1], to[1]) - half - 1));
  const maxY = Math.min(height - 1, Math.ceil(Math.max(from[1], to[1]) + half + 1));
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const length2 = dx * dx + dy * dy || 1;
  for (let y = minY; y <= maxY; y++) {
    for (let x = minX; x <= maxX; x++) {
      const t = Math.max(0, Math.min(1, ((x + 0.5 - from[0]) * dx + (y + 0.5 - from[1]) * dy) / length2));
      const distance = Math.hypot(x + 0.5 - (from[0] + t * dx), y + 0.5 - (from[1] + t * dy));
      const coverage = Math.max(0, Math.min(1, half + 0.5 - distance));
      if (coverage > 0) blendPixel(out, width, x, y, rgb, coverage * opacity);
    }
  }
}

function disc(
  out: Buffer,
  width: number,
  height: number,
  cx: number,
  cy: number,
  radius: number,
  rgb: [number, number, number],
  opacity: number,
): void {
  const minX = Math.max(0, Math.floor(cx - radius - 1));
  const maxX = Math.min(width - 1, Math.ceil(cx + radius + 1));
  const minY = Math.max(0, Math.floor(cy - radius - 1));
  const maxY = Math.min(height - 1, Math.ceil(cy + radius + 1));
  for (let y = minY; y <= maxY; y++) {
    for (let x = minX; x <= maxX; x++) {
      const coverage = Math.max(0, Math.min(1, radius + 0.5 - Math.hypot(x + 0.5 - cx, y + 0.5 - cy)));
      if (coverage > 0) blendPixel(out, width, x, y, rgb, coverage * opacity);
    }
  }
}

function digit(
  out: Buffer,
  width: number,
  height: number,
  value: number,
  cx: number,
  cy: number,
  size: number,
): void {
  const segments = DIGITS[value % 10] ?? '';
  const w = size * 0.5;
  const h = size;
  const left = cx - w / 2;
  const top = cy - h / 2;
  for (const name of segments) {
    const [x0, y0, x1, y1] = SEGMENTS[name] as [number, number, number, number];
    stroke(
      out,
      width,
      height,
      [left + x0 * w, top + (y0 * h) / 2],
      [left + x1 * w, top + (y1 * h) / 2],
      Math.max(1.5, size / 7),
      [255, 255, 255],
    );
  }
}

const CLUSTER_COLOUR: [number, number, number] = [213, 94, 0];

/** Gazeplot: the frame dimmed, fixation clusters as discs sized by dwell, joined and numbered in visit order. */
export function gazeplot(frame: Raster, clusters: GazeCluster[]): Buffer {
  const { width, height } = frame;
  const out = Buffer.allocUnsafe(frame.pixels.length);
  for (let k = 0; k < out.length; k++) out[k] = ((frame.pixels[k] as number) * 0.7) | 0;
  const ordered = [...clusters].sort((a, b) => a.order - b.order);
  const unit = Math.min(width, height);
  const centre = (cluster: GazeCluster): [number, number] => [cluster.x * width, cluster.y * height];
  for (let k = 1; k < ordered.length; k++) {
    stroke(
      out,
      width,
      height,
      centre(ordered[k - 1]!),
      centre(ordered[k]!),
      Math.max(1.5, unit / 160),
      [255, 255, 255],
      0.8,
    );
  }
  for (const cluster of ordered) {
    const [cx, cy] = centre(cluster);
    const radius = Math.max(unit * 0.035, Math.min(unit * 0.16, unit * 0.3 * Math.sqrt(cluster.dwell)));
    disc(out, width, height, cx, cy, radius + Math.max(1.5, unit / 200), [255, 255, 255], 0.9);
    disc(out, width, height, cx, cy, radius, CLUSTER_COLOUR, 0.85);
    digit(out, width, height, cluster.order, cx, cy, Math.max(8, Math.min(radius * 1.1, unit * 0.08)));
  }
  return out;
}

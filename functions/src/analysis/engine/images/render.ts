import sharp from 'sharp';
import type { GazeCluster } from '@adpulse/shared/analysis/index';
import type { AssetSaliency } from '../saliency/analyse.ts';
import { fogmap, gazeplot, heatmap, upsample, type Raster } from './draw.ts';
import { IMAGE_KINDS, secondImagePath, summaryImagePath, type ImageKind } from './paths.ts';

/**
 * Heatmap, fogmap and gazeplot PNGs over the stimulus: for a video one set per second over that
 * second's key frame plus a summary set, for an image one set. Frames come in as encoded images
 * (the Lambda extracts them with ffmpeg); PNGs go out one by one, so the caller can upload each
 * and let it go.
 */
export interface Frame {
  /** The second of the video this frame shows (0 for an image). */
  second: number;
  /** JPEG, PNG or WebP bytes... */
  image?: Buffer;
  /** ...or raw RGB, as `ffmpeg -f rawvideo -pix_fmt rgb24` writes it (no decoding needed). */
  raw?: { data: Buffer; width: number; height: number };
}

export interface RenderedImage {
  path: string;
  kind: ImageKind;
  /** null for the summary images. */
  second: number | null;
  png: Buffer;
}

export interface RenderOptions {
  /** Width of the per-second images, px (height follows the stimulus). */
  secondWidth?: number;
  /** Width of the summary images, px. */
  summaryWidth?: number;
  /** The frame the summary images are drawn over; default the middle second. */
  summarySecond?: number;
  /** zlib level of the PNGs: low is fast and a little larger. */
  compressionLevel?: number;
}

const DEFAULTS = { secondWidth: 480, summaryWidth: 960, compressionLevel: 2 } as const;
/** Width of the per-second images, px, unless asked otherwise. */
export const SECOND_IMAGE_WIDTH = DEFAULTS.secondWidth;
const GREY = { r: 96, g: 96, b: 96 };

function nearestFrame(frames: Frame[], second: number): Frame | null {
  let best: Frame | null = null;
  for (const frame of frames) {
    if (!best || Math.abs(frame.second - second) < Math.abs(best.second - second)) best = frame;
  }
  return best;
}

async function decode(frame: Frame | null, width: number, height: number): Promise<Raster> {
  if (frame?.raw && frame.raw.width === width && frame.raw.height === height) {
    return { width, height, pixels: frame.raw.data };
  }
  const source = frame?.raw
    ? sharp(frame.raw.data, { raw: { width: frame.raw.width, height: frame.raw.height, channels: 3 } })
    : frame?.image
      ? sharp(frame.image)
      : null;
  const pipeline = source
    ? source.resize(width, height, { fit: 'fill' }).removeAlpha().toColourspace('srgb')
    : sharp({ create: { width, height, channels: 3, background: GREY } });
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`expected RGB frames, got ${info.channels} channels`);
  return { width, height, pixels: data };
}

function encode(pixels: Buffer, width: number, height: number, compressionLevel: number): Promise<Buffer> {
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel, adaptiveFiltering: false })
    .toBuffer();
}

/** The grid a density map is on (cells across and down). */
export interface MapGrid {
  width: number;
  height: number;
}

/** What one image is drawn from: a density map on its grid, and the gaze clusters. */
export interface MapInput {
  grid: MapGrid;
  /** Grid cells, not normalised; null where nobody's gaze was recorded. */
  density: Float32Array | null;
  clusters: GazeCluster[];
}

const heightFor = (grid: MapGrid, width: number) =>
  Math.max(1, Math.round((width * grid.height) / grid.width));

/** One image of one kind over a frame (already chosen), as PNG bytes. */
export async function renderImage(
  kind: ImageKind,
  frame: Frame | null,
  input: MapInput,
  width: number,
  compressionLevel: number = DEFAULTS.compressionLevel,
): Promise<Buffer> {
  const height = heightFor(input.grid, width);
  const raster = await decode(frame, width, height);
  return encode(draw(kind, raster, input, width, height), width, height, compressionLevel);
}

function draw(kind: ImageKind, raster: Raster, input: MapInput, width: number, height: number): Buffer {
  if (kind === 'gazeplot') return gazeplot(raster, input.clusters);
  const map = input.density
    ? upsample(input.density, input.grid.width, input.grid.height, width, height)
    : new Uint8Array(width * height);
  return kind === 'heatmap' ? heatmap(raster, map) : fogmap(raster, map);
}

async function* renderSet(
  assetId: string,
  second: number | null,
  frame: Frame | null,
  input: MapInput,
  width: number,
  compressionLevel: number,
): AsyncGenerator<RenderedImage> {
  const height = heightFor(input.grid, width);
  const raster = await decode(frame, width, height);
  for (const kind of IMAGE_KINDS) {
    yield {
      path: second === null ? summaryImagePath(assetId, kind) : secondImagePath(assetId, kind, second),
      kind,
      second,
      png: await encode(draw(kind, raster, input, width, height), width, height, compressionLevel),
    };
  }
}

/** The summary set of one asset (heatmap, fogmap, gazeplot of the whole stimulus). */
export async function* renderSummaryImages(
  assetId: string,
  kind: 'video' | 'image',
  saliency: AssetSaliency,
  frames: Frame[],
  options: RenderOptions = {},
): AsyncGenerator<RenderedImage> {
  const summarySecond = options.summarySecond ?? summarySecondOf(kind, saliency.maps);
  yield* renderSet(
    assetId,
    null,
    nearestFrame(frames, summarySecond),
    { grid: saliency.grid, density: saliency.summary, clusters: saliency.summaryClusters },
    options.summaryWidth ?? DEFAULTS.summaryWidth,
    options.compressionLevel ?? DEFAULTS.compressionLevel,
  );
}

/** The frame the summary images are drawn over by default: the middle second of a video. */
export const summarySecondOf = (kind: 'video' | 'image', maps: number) =>
  kind === 'video' ? Math.floor(maps / 2) : 0;

/**
 * Every image of one asset, in order: the summary set, then each second's set (videos). A missing
 * frame is replaced by the nearest one; with no frame at all the images are drawn over grey.
 */
export async function* renderAssetImages(
  assetId: string,
  kind: 'video' | 'image',
  saliency: AssetSaliency,
  frames: Frame[],
  options: RenderOptions = {},
): AsyncGenerator<RenderedImage> {
  yield* renderSummaryImages(assetId, kind, saliency, frames, options);
  if (kind !== 'video') return;
  for (let second = 0; second < saliency.maps; second++) {
    yield* renderSet(
      assetId,
      second,
      nearestFrame(frames, second),
      {
        grid: saliency.grid,
        density: saliency.densities[second] ?? null,
        clusters: saliency.clusters[second] ?? [],
      },
      options.secondWidth ?? DEFAULTS.secondWidth,
      options.compressionLevel ?? DEFAULTS.compressionLevel,
    );
  }
}

/** All images of an asset in memory (tests, small jobs). */
export async function renderAllAssetImages(
  assetId: string,
  kind: 'video' | 'image',
  saliency: AssetSaliency,
  frames: Frame[],
  options: RenderOptions = {},
): Promise<RenderedImage[]> {
  const images: RenderedImage[] = [];
  for await (const image of renderAssetImages(assetId, kind, saliency, frames, options)) images.push(image);
  return images;
}

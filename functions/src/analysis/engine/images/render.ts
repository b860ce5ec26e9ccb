import sharp from 'sharp';
import type { GazeCluster } from '@adpulse/shared/analysis/index';
import type { AssetSaliency } from '../saliency/analyse.ts';
import { fogmap, gazeplot, heatmap, upsample, type Raster } from './draw.ts';
import { secondImagePath, summaryImagePath, type ImageKind } from './paths.ts';

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

async function* renderSet(
  assetId: string,
  second: number | null,
  frame: Frame | null,
  density: Float32Array | null,
  clusters: GazeCluster[],
  saliency: AssetSaliency,
  width: number,
  compressionLevel: number,
): AsyncGenerator<RenderedImage> {
  const height = Math.max(1, Math.round((width * saliency.grid.height) / saliency.grid.width));
  const raster = await decode(frame, width, height);
  const map = density
    ? upsample(density, saliency.grid.width, saliency.grid.height, width, height)
    : new Uint8Array(width * height);
  const path = (kind: ImageKind) =>
    second === null ? summaryImagePath(assetId, kind) : secondImagePath(assetId, kind, second);
  yield {
    path: path('heatmap'),
    kind: 'heatmap',
    second,
    png: await encode(heatmap(raster, map), width, height, compressionLevel),
  };
  yield {
    path: path('fogmap'),
    kind: 'fogmap',
    second,
    png: await encode(fogmap(raster, map), width, height, compressionLevel),
  };
  yield {
    path: path('gazeplot'),
    kind: 'gazeplot',
    second,
    png: await encode(gazeplot(raster, clusters), width, height, compressionLevel),
  };
}

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
  const secondWidth = options.secondWidth ?? DEFAULTS.secondWidth;
  const summaryWidth = options.summaryWidth ?? DEFAULTS.summaryWidth;
  const compressionLevel = options.compressionLevel ?? DEFAULTS.compressionLevel;
  const summarySecond = options.summarySecond ?? (kind === 'video' ? Math.floor(saliency.maps / 2) : 0);
  yield* renderSet(
    assetId,
    null,
    nearestFrame(frames, summarySecond),
    saliency.summary,
    saliency.summaryClusters,
    saliency,
    summaryWidth,
    compressionLevel,
  );
  if (kind !== 'video') return;
  for (let second = 0; second < saliency.maps; second++) {
    yield* renderSet(
      assetId,
      second,
      nearestFrame(frames, second),
      saliency.densities[second] ?? null,
      saliency.clusters[second] ?? [],
      saliency,
      secondWidth,
      compressionLevel,
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

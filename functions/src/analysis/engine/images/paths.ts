/**
 * Where an asset's images live, relative to the analysis file: the Lambda writes them next to it
 * in S3, and the screens resolve them against the file's location.
 */
import { IMAGE_KINDS, type ImageKind } from '@adpulse/shared/analysis/index';

export { IMAGE_KINDS, type ImageKind };

export function resourcePath(assetId: string): string {
  return `images/${assetId}/`;
}

/** The summary image of the whole stimulus. */
export function summaryImagePath(assetId: string, kind: ImageKind): string {
  return `${resourcePath(assetId)}${kind}.png`;
}

/** The image of one second of a video. */
export function secondImagePath(assetId: string, kind: ImageKind, second: number): string {
  return `${resourcePath(assetId)}${kind}/${String(second).padStart(4, '0')}.png`;
}

/** What a video's per-second images are drawn from (`second-maps.ts`), stored by the run. */
export function secondMapsPath(assetId: string): string {
  return `${resourcePath(assetId)}second-maps.json`;
}

/** Written once every second of one kind is drawn: later requests only sign links. */
export function secondImagesDrawnPath(assetId: string, kind: ImageKind): string {
  return `${resourcePath(assetId)}${kind}/all-drawn`;
}

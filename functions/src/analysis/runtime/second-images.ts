import type { ImageKind } from '@adpulse/shared/analysis/index';
import { allInOrder } from '../../platform/in-order.ts';
import { storage } from '../../platform/storage.ts';
import type { PublishedRun } from '../data/run-state.ts';
import { secondImagePath, secondImagesDrawnPath, secondMapsPath } from '../engine/images/paths.ts';
import { renderImage, SECOND_IMAGE_WIDTH } from '../engine/images/render.ts';
import {
  secondMapInput,
  secondMapsFrom,
  storedSecondMaps,
  type SecondMaps,
  type StoredSecondMaps,
} from '../engine/images/second-maps.ts';
import { keyFrameAt, type KeyFrames } from './frames.ts';

/** Images drawn and uploaded at once while a request draws. */
const DRAW_CONCURRENCY = 4;

/** What a run keeps for a video's per-second images: its maps and where its key frames are. */
interface StoredSecondImages {
  maps: SecondMaps;
  frames: KeyFrames;
}

const results = (key: string) => ({ bucket: 'results', key }) as const;

/** The run's input to the per-second images of one video (written instead of the images). */
export function secondImagesInput(maps: SecondMaps, frames: KeyFrames): Buffer {
  return Buffer.from(JSON.stringify({ frames, maps: storedSecondMaps(maps) }));
}

function readSecondImagesInput(bytes: Buffer): StoredSecondImages {
  const stored = JSON.parse(bytes.toString('utf8')) as { frames: KeyFrames; maps: StoredSecondMaps };
  return { frames: stored.frames, maps: secondMapsFrom(stored.maps) };
}

/**
 * Draws the per-second images of one video and kind that the run left undrawn, into the run's
 * own folder: `'all'` (the images screen) or a few seconds (the exports' scene frames). Each
 * image's key has the run's id, so a newer run's data never meets an older image; two first
 * requests at once both draw the same bytes to the same key. A run that drew its images itself
 * (before issue 24) stored no maps: there is nothing to draw.
 */
export async function drawSecondImages(
  run: PublishedRun,
  assetId: string,
  kind: ImageKind,
  seconds: 'all' | readonly number[],
): Promise<void> {
  const drawn = results(`${run.prefix}${secondImagesDrawnPath(assetId, kind)}`);
  if (await storage().sizeOf(drawn)) return;
  const bytes = await storage().get(results(`${run.prefix}${secondMapsPath(assetId)}`));
  if (!bytes) return;
  const { maps, frames } = readSecondImagesInput(bytes);
  const wanted =
    seconds === 'all'
      ? maps.densities.map((_, second) => second)
      : await missing(run, assetId, kind, seconds);
  await allInOrder(wanted, DRAW_CONCURRENCY, async (second) => {
    const png = await renderImage(
      kind,
      await keyFrameAt(frames, second),
      secondMapInput(maps, second),
      SECOND_IMAGE_WIDTH,
    );
    await storage().put(results(`${run.prefix}${secondImagePath(assetId, kind, second)}`), png, 'image/png');
  });
  if (seconds === 'all') await storage().put(drawn, Buffer.from(String(wanted.length)), 'text/plain');
}

async function missing(
  run: PublishedRun,
  assetId: string,
  kind: ImageKind,
  seconds: readonly number[],
): Promise<number[]> {
  const present = await Promise.all(
    seconds.map((second) =>
      storage().sizeOf(results(`${run.prefix}${secondImagePath(assetId, kind, second)}`)),
    ),
  );
  return seconds.filter((_, index) => !present[index]);
}

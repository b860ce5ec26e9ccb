import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMediaTool, type AssetRecord } from '../../assets/index.ts';
import { allInOrder } from '../../platform/in-order.ts';
import { storage } from '../../platform/storage.ts';
import { keyFramesPrefix } from '../data/keys.ts';
import type { Frame } from '../engine/images/render.ts';

/** Key frames are taken this wide: the summary images' width, so nothing is upscaled. */
export const KEY_FRAME_WIDTH = 960;

/**
 * The frames the saliency images are drawn over: for a video one key frame per second (ffmpeg's
 * fps filter, frame k at k s), for an image the image itself. A stimulus whose media cannot be
 * read gets no frame: its images are drawn over grey rather than failing the analysis.
 */
export async function framesOf(
  asset: AssetRecord,
  log: (message: string, error: unknown) => void,
): Promise<Frame[]> {
  if (!asset.media) return [];
  const dir = await mkdtemp(join(tmpdir(), 'adpulse-frames-'));
  try {
    const file = join(dir, 'media');
    await storage().download({ bucket: 'results', key: asset.media.key }, file);
    if (asset.kind === 'image') return [{ second: 0, image: await readFile(file) }];
    await runMediaTool(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-i',
        file,
        '-vf',
        `fps=1,scale=${KEY_FRAME_WIDTH}:-2`,
        '-q:v',
        '4',
        join(dir, 'frame-%05d.jpg'),
      ],
      300_000,
    );
    const names = (await readdir(dir)).filter((name) => name.startsWith('frame-')).sort();
    return Promise.all(
      names.map(async (name, index) => ({ second: index, image: await readFile(join(dir, name)) })),
    );
  } catch (error) {
    log('Key frames could not be read: the images are drawn over grey', error);
    return [];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Where a video's key frames are kept, and how many there are (0: none, images over grey). */
export interface KeyFrames {
  prefix: string;
  count: number;
}

const KEY_FRAMES_INDEX = 'index.json';
const keyFrameName = (second: number) => `${String(second).padStart(5, '0')}.jpg`;

/**
 * A video's key frames, extracted by ffmpeg once per stimulus file and kept in the results
 * bucket: later runs, and images drawn on request, read one JPEG per second instead of running
 * ffmpeg again. The index is written last, so a cut extraction is simply done again. A stimulus
 * whose media cannot be read has no frame this time (drawn over grey, like before) and is tried
 * again by the next run.
 */
export async function storedKeyFrames(
  asset: AssetRecord,
  log: (message: string, error: unknown) => void,
): Promise<KeyFrames> {
  const tag = createHash('sha256')
    .update(asset.media?.key ?? 'no media')
    .digest('hex')
    .slice(0, 16);
  const prefix = keyFramesPrefix(asset.clientId, asset.projectId, asset.assetId, tag);
  const index = await storage().get({ bucket: 'results', key: `${prefix}${KEY_FRAMES_INDEX}` });
  if (index) return { prefix, count: (JSON.parse(index.toString('utf8')) as { count: number }).count };
  const frames = await framesOf(asset, log);
  await allInOrder(frames, 8, (frame) =>
    frame.image
      ? storage().put(
          { bucket: 'results', key: `${prefix}${keyFrameName(frame.second)}` },
          frame.image,
          'image/jpeg',
        )
      : Promise.resolve(),
  );
  const count = frames.length;
  // No frame from a stimulus that has media: ffmpeg failed; the next run tries again.
  if (count === 0 && asset.media) return { prefix, count };
  await storage().put(
    { bucket: 'results', key: `${prefix}${KEY_FRAMES_INDEX}` },
    Buffer.from(JSON.stringify({ count })),
    'application/json',
  );
  return { prefix, count };
}

/** The key frame shown at `second` (the last one past the end), or null: drawn over grey. */
export async function keyFrameAt(frames: KeyFrames, second: number): Promise<Frame | null> {
  if (frames.count === 0) return null;
  const at = Math.min(Math.max(0, second), frames.count - 1);
  const image = await storage().get({ bucket: 'results', key: `${frames.prefix}${keyFrameName(at)}` });
  return image ? { second: at, image } : null;
}

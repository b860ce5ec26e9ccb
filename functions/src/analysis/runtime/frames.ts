import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMediaTool, type AssetRecord } from '../../assets/index.ts';
import { storage } from '../../platform/storage.ts';
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

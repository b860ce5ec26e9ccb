import sharp from 'sharp';
import { runTool } from './binaries.ts';
import type { CheckedMedia } from './checks.ts';

export type ThumbnailFormat = 'jpeg' | 'webp';

/** The box a thumbnail fits in: a card on the dashboard and the stimulus list. */
export const THUMBNAIL_BOX = { width: 480, height: 270 } as const;

export interface Thumbnail {
  data: Buffer;
  contentType: `image/${ThumbnailFormat}`;
  extension: 'jpg' | 'webp';
  width: number;
  height: number;
}

/**
 * A thumbnail of a checked upload: the first frame of a video (ffmpeg, rotation applied), or
 * the image itself (first frame of an animation, EXIF orientation applied), fitted in the box.
 */
export async function makeThumbnail(
  inputPath: string,
  media: CheckedMedia,
  format: ThumbnailFormat = 'jpeg',
): Promise<Thumbnail> {
  const source =
    media.kind === 'video'
      ? sharp(await firstFrame(inputPath))
      : sharp(inputPath, { animated: false }).rotate();
  const resized = source.resize(THUMBNAIL_BOX.width, THUMBNAIL_BOX.height, {
    fit: 'inside',
    withoutEnlargement: true,
  });
  const encoded =
    format === 'webp'
      ? resized.webp({ quality: 80 })
      : resized.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return {
    data,
    contentType: `image/${format}`,
    extension: format === 'webp' ? 'webp' : 'jpg',
    width: info.width,
    height: info.height,
  };
}

async function firstFrame(inputPath: string): Promise<Buffer> {
  const png = await runTool('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-i',
    inputPath,
    '-frames:v',
    '1',
    '-f',
    'image2pipe',
    '-c:v',
    'png',
    'pipe:1',
  ]);
  if (!png.length) throw new Error('No frame could be read from the video');
  return png;
}

import { join } from 'node:path';
import { UPLOAD_LIMITS } from '@adpulse/shared/assets/constants';
import { runTool } from './binaries.ts';
import { probeVideo } from './probe.ts';
import type { CheckedMedia } from './checks.ts';

/**
 * What a checked upload needs before every browser can play it:
 * - none: an image, or an MP4 with H.264 (yuv420p) and AAC or no sound, within 1280x720;
 * - remux: the same streams in another container (a QuickTime MOV): copied into MP4, no re-encoding;
 * - transcode: anything else (WebM, HEVC, ProRes, larger than 1280x720...): H.264/AAC MP4.
 */
export type RenditionPlan = 'none' | 'remux' | 'transcode';

export function renditionPlan(media: CheckedMedia): RenditionPlan {
  if (media.kind === 'image') return 'none';
  const { video } = media;
  const fits =
    media.width <= UPLOAD_LIMITS.recommendedWidth && media.height <= UPLOAD_LIMITS.recommendedHeight;
  const playableStreams =
    video.videoCodec === 'h264' &&
    (video.pixelFormat === undefined || video.pixelFormat === 'yuv420p') &&
    (video.audioCodec === undefined || video.audioCodec === 'aac');
  if (!playableStreams || !fits) return 'transcode';
  return media.format === 'mp4' ? 'none' : 'remux';
}

export interface Rendition {
  path: string;
  contentType: 'video/mp4';
  width: number;
  height: number;
  duration: number;
}

/** Fits the picture inside 1280x720 without enlarging it, with even sides as H.264 needs. */
const FIT_720P =
  `scale=w='min(${UPLOAD_LIMITS.recommendedWidth},iw)':h='min(${UPLOAD_LIMITS.recommendedHeight},ih)'` +
  ':force_original_aspect_ratio=decrease,scale=trunc(iw/2)*2:trunc(ih/2)*2';

/** Writes the web rendition of a video into `folder`; undefined when the upload plays as it is. */
export async function makeRendition(
  inputPath: string,
  media: CheckedMedia,
  folder: string,
): Promise<Rendition | undefined> {
  const plan = renditionPlan(media);
  if (plan === 'none') return undefined;
  const output = join(folder, 'rendition.mp4');
  const codecs =
    plan === 'remux'
      ? ['-c', 'copy']
      : [
          '-vf',
          FIT_720P,
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-crf',
          '23',
          '-pix_fmt',
          'yuv420p',
          '-c:a',
          'aac',
          '-b:a',
          '128k',
        ];
  await runTool('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    inputPath,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    ...codecs,
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    output,
  ]);
  const result = await probeVideo(output);
  if (!result) throw new Error('The rendition has no video stream');
  return {
    path: output,
    contentType: 'video/mp4',
    width: result.width,
    height: result.height,
    duration: result.duration,
  };
}

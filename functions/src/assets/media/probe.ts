import sharp from 'sharp';
import { runTool } from './binaries.ts';

export interface VideoProbe {
  /** Seconds. */
  duration: number;
  width: number;
  height: number;
  videoCodec: string;
  pixelFormat: string | undefined;
  /** Undefined when the file has no sound. */
  audioCodec: string | undefined;
  /** ffprobe's format names, e.g. "mov,mp4,m4a,3gp,3g2,mj2". */
  container: string;
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}
interface FfprobeOutput {
  streams?: FfprobeStream[];
  format?: { duration?: string; format_name?: string };
}

/** Duration, resolution and codecs of a video file; undefined when it holds no video stream. */
export async function probeVideo(filePath: string): Promise<VideoProbe | undefined> {
  const stdout = await runTool('ffprobe', [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    filePath,
  ]);
  const probe = JSON.parse(stdout.toString('utf8')) as FfprobeOutput;
  const streams = probe.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic);
  if (!video?.width || !video.height || !video.codec_name) return undefined;
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  const duration = Number(probe.format?.duration ?? video.duration);
  if (!Number.isFinite(duration) || duration <= 0) return undefined;
  const quarterTurn = Math.abs(rotationOf(video)) % 180 === 90;
  return {
    duration,
    width: quarterTurn ? video.height : video.width,
    height: quarterTurn ? video.width : video.height,
    videoCodec: video.codec_name,
    pixelFormat: video.pix_fmt,
    audioCodec: audio?.codec_name,
    container: probe.format?.format_name ?? '',
  };
}

/** Phone videos are stored sideways with a rotation flag; what the viewer sees is what counts. */
function rotationOf(stream: FfprobeStream): number {
  const fromSideData = stream.side_data_list?.find((entry) => entry.rotation !== undefined)?.rotation;
  return Number(fromSideData ?? stream.tags?.rotate ?? 0) || 0;
}

export interface ImageProbe {
  width: number;
  height: number;
  /** More than one frame (animated GIF or WebP). */
  animated: boolean;
}

/** Size of an image as displayed (EXIF orientation applied); undefined when it cannot be decoded. */
export async function probeImage(filePath: string): Promise<ImageProbe | undefined> {
  try {
    const metadata = await sharp(filePath).metadata();
    if (!metadata.width || !metadata.height) return undefined;
    const sideways = (metadata.orientation ?? 1) >= 5;
    return {
      width: sideways ? metadata.height : metadata.width,
      height: sideways ? metadata.width : metadata.height,
      animated: (metadata.pages ?? 1) > 1,
    };
  } catch {
    return undefined;
  }
}

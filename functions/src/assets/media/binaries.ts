import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/**
 * The ffmpeg and ffprobe executables. In Lambda they come from a layer (FFMPEG_PATH /
 * FFPROBE_PATH, e.g. /opt/bin/ffmpeg); locally and in tests from the npm installer packages,
 * loaded only when no path is configured so the Lambda bundle never needs them.
 */
let ffmpeg: Promise<string> | undefined;
let ffprobe: Promise<string> | undefined;

export function ffmpegPath(): Promise<string> {
  ffmpeg ??= process.env.FFMPEG_PATH
    ? Promise.resolve(process.env.FFMPEG_PATH)
    : import('@ffmpeg-installer/ffmpeg').then((installer) => installer.default.path);
  return ffmpeg;
}

export function ffprobePath(): Promise<string> {
  ffprobe ??= process.env.FFPROBE_PATH
    ? Promise.resolve(process.env.FFPROBE_PATH)
    : import('@ffprobe-installer/ffprobe').then((installer) => installer.default.path);
  return ffprobe;
}

export class MediaToolError extends Error {
  constructor(tool: string, cause: unknown) {
    const stderr = (cause as { stderr?: string }).stderr?.trim();
    super(`${tool} failed${stderr ? `: ${stderr.slice(-500)}` : ''}`, { cause });
    this.name = 'MediaToolError';
  }
}

/** Runs a media tool and returns its stdout; generous buffers for ffprobe's JSON. */
export async function runTool(
  tool: 'ffmpeg' | 'ffprobe',
  args: string[],
  timeoutMs = 120_000,
): Promise<Buffer> {
  const path = tool === 'ffmpeg' ? await ffmpegPath() : await ffprobePath();
  try {
    const { stdout } = await execFileAsync(path, args, {
      encoding: 'buffer',
      maxBuffer: 64 * 1024 * 1024,
      timeout: timeoutMs,
    });
    return stdout;
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr;
    throw new MediaToolError(tool, { ...(error as object), stderr: stderr?.toString('utf8') });
  }
}

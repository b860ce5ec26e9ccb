import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ProjectRecord } from '../projects/index.ts';
import { originalKey } from './data/keys.ts';
import type { AssetRecord } from './data/records.ts';
import { findAsset, insertAsset } from './data/store.ts';
import { adFilterArgs, adInputCount, type DemoAd } from './demo-ad.ts';
import { runTool } from './media/binaries.ts';
import { readyFromCheckedCopy } from './ready.ts';
import { mediaRules } from './rules.ts';

/** A stimulus of the demo data: an ad drawn by ffmpeg's filters (demo-ad.ts; no file ships with the repo). */
export interface DemoMedia {
  kind: 'video' | 'image';
  ad: DemoAd;
  /** Seconds of a video (images are shown for the fixed exposure). */
  seconds: number;
}

/**
 * The font the ads are written in: Liberation Sans Bold (SIL Open Font License), as pdfjs-dist
 * ships it; a development dependency, which is enough because only the local runtime and the
 * tests make demo media.
 */
function demoFontFile(): string {
  const pdfjs = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  return join(pdfjs, 'standard_fonts', 'LiberationSans-Bold.ttf');
}

function ffmpegArgs(media: DemoMedia): string[] {
  if (media.kind === 'image') {
    return [
      ...adFilterArgs(media.ad, 1, demoFontFile(), Math.max(4, media.seconds)),
      ...['-map', '[v]', '-frames:v', '1', '-f', 'image2', '-c:v', 'png'],
    ];
  }
  return [
    ...adFilterArgs(media.ad, media.seconds, demoFontFile()),
    ...['-f', 'lavfi', '-i', `sine=frequency=330:beep_factor=2:duration=${media.seconds}`],
    ...['-map', '[v]', '-map', `${adInputCount(media.ad)}:a`, '-t', String(media.seconds)],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '30', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '48k', '-shortest', '-movflags', '+faststart', '-f', 'mp4'],
  ];
}

const cacheFolder = join(tmpdir(), 'adpulse-demo-media-v2');

/** A file name for the media: the same ad, kind and length share one file. */
function mediaName(media: DemoMedia): string {
  const digest = createHash('sha256').update(JSON.stringify(media)).digest('hex').slice(0, 16);
  return `${digest}.${media.kind === 'image' ? 'png' : 'mp4'}`;
}

/**
 * The file of a demo stimulus, made once per machine by the ffmpeg binary of the npm package
 * (written under a temporary name and renamed, so parallel seeds never read a half-written file).
 */
export async function demoMediaFile(media: DemoMedia): Promise<string> {
  await mkdir(cacheFolder, { recursive: true });
  const name = mediaName(media);
  const path = join(cacheFolder, name);
  if ((await stat(path).catch(() => undefined))?.size) return path;
  const partial = join(cacheFolder, `${process.pid}-${Date.now()}-${name}`);
  await runTool('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...ffmpegArgs(media), partial]);
  await rename(partial, path);
  return path;
}

export interface DemoAssetInput {
  project: Pick<ProjectRecord, 'clientId' | 'projectId' | 'type' | 'predictMediaType' | 'created'>;
  assetId: string;
  name: string;
  category: string;
  media: DemoMedia;
}

/**
 * A ready stimulus of a demo project, made the way an upload is: the asset is written as
 * uploading (with the project's slot and count), then its file is checked and its thumbnail and
 * playable media stored (readyFromCheckedCopy, as the upload's complete does). Idempotent by
 * asset id: a ready asset is left as it is.
 */
export async function seedDemoAsset(input: DemoAssetInput): Promise<AssetRecord> {
  const { clientId, projectId } = input.project;
  const existing = await findAsset(clientId, projectId, input.assetId);
  if (existing?.status === 'ready') return existing;
  const file = await demoMediaFile(input.media);
  const bytes = (await stat(file)).size;
  const at = new Date().toISOString();
  const extension = input.media.kind === 'image' ? 'png' : 'mp4';
  const uploading: AssetRecord = existing ?? {
    clientId,
    projectId,
    assetId: input.assetId,
    name: input.name,
    category: input.category,
    requiredRespondents: 0,
    contentType: 'advertisment',
    developmentStage: 'final',
    status: 'uploading',
    file: {
      name: `${input.name}.${extension}`,
      size: bytes,
      declaredType: input.media.kind === 'image' ? 'image/png' : 'video/mp4',
      key: originalKey(clientId, projectId, input.assetId),
    },
    uploadUntil: new Date(Date.now() + 60_000).toISOString(),
    created: input.project.created,
    updated: at,
  };
  if (!existing) await insertAsset(uploading, null, at);
  const folder = await mkdtemp(join(tmpdir(), 'adpulse-demo-asset-'));
  try {
    return await readyFromCheckedCopy(uploading, file, mediaRules(input.project, bytes), folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

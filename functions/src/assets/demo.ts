import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProjectRecord } from '../projects/index.ts';
import { originalKey } from './data/keys.ts';
import type { AssetRecord } from './data/records.ts';
import { findAsset, insertAsset } from './data/store.ts';
import { runTool } from './media/binaries.ts';
import { readyFromCheckedCopy } from './ready.ts';
import { mediaRules } from './rules.ts';

/** A stimulus of the demo data, drawn by ffmpeg's test sources (no file ships with the repo). */
export interface DemoMedia {
  kind: 'video' | 'image';
  /** ffmpeg's lavfi pattern: `testsrc2` bars and counters, or `cellauto` moving cells. */
  pattern: 'testsrc2' | 'cellauto';
  /** Seconds of a video (images are shown for the fixed exposure). */
  seconds: number;
}

const SIZE = '480x270';

function ffmpegArgs(media: DemoMedia): string[] {
  const source =
    media.pattern === 'cellauto' ? `cellauto=size=${SIZE}:rate=25:rule=110` : `testsrc2=size=${SIZE}:rate=25`;
  if (media.kind === 'image') {
    return ['-f', 'lavfi', '-i', source, '-frames:v', '1', '-f', 'image2', '-c:v', 'png'];
  }
  return [
    ...['-f', 'lavfi', '-t', String(media.seconds), '-i', source],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${media.seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '30', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '48k', '-shortest', '-movflags', '+faststart', '-f', 'mp4'],
  ];
}

const cacheFolder = join(tmpdir(), 'adpulse-demo-media-v1');

/**
 * The file of a demo stimulus, made once per machine by the ffmpeg binary of the npm package
 * (written under a temporary name and renamed, so parallel seeds never read a half-written file).
 */
export async function demoMediaFile(media: DemoMedia): Promise<string> {
  await mkdir(cacheFolder, { recursive: true });
  const name = `${media.pattern}-${media.kind === 'image' ? 'still.png' : `${media.seconds}s.mp4`}`;
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

import { MEDIA_FORMATS } from '@adpulse/shared/assets/constants';
import { now } from '../platform/clock.ts';
import { storage } from '../platform/storage.ts';
import { assetPrefix } from './data/keys.ts';
import type { AssetRecord } from './data/records.ts';
import { saveReadyAsset } from './data/store.ts';
import { checkMedia, MediaRejection, type MediaRules } from './media/checks.ts';
import { makeRendition } from './media/rendition.ts';
import { makeThumbnail } from './media/thumbnail.ts';
import { refreshProjectPicture } from './project-picture.ts';
import { removeAsset } from './removal.ts';

/**
 * An uploading asset becomes ready from a local copy of its file: checked for real (ffprobe or
 * sharp), then its thumbnail and its playable media (a web rendition, or the checked file itself)
 * go to the results bucket, which no upload URL reaches. A refused file is deleted with its asset
 * and the MediaRejection says why. `folder` is a scratch folder the caller removes.
 */
export async function readyFromCheckedCopy(
  asset: AssetRecord,
  original: string,
  rules: MediaRules,
  folder: string,
): Promise<AssetRecord> {
  const media = await checkMedia(original, rules).catch(async (error: unknown) => {
    if (error instanceof MediaRejection) await removeAsset(asset);
    throw error;
  });
  const prefix = assetPrefix(asset.clientId, asset.projectId, asset.assetId);
  const [thumbnail, rendition] = await Promise.all([
    makeThumbnail(original, media),
    makeRendition(original, media, folder),
  ]);
  const thumbnailKey = `${prefix}thumbnail.${thumbnail.extension}`;
  const mediaKey = rendition
    ? `${prefix}media.mp4`
    : `${prefix}media.${MEDIA_FORMATS[media.format].extensions[0]}`;
  // The stored media is made from the local copy that was checked, never read again from the
  // upload key: its URL stays valid for minutes and could have put other bytes there since.
  await Promise.all([
    storage().put({ bucket: 'results', key: thumbnailKey }, thumbnail.data, thumbnail.contentType),
    rendition
      ? storage().putFile({ bucket: 'results', key: mediaKey }, rendition.path, rendition.contentType)
      : storage().putFile({ bucket: 'results', key: mediaKey }, original, media.mime),
  ]);
  const { uploadUntil: _expired, ...uploaded } = asset;
  const ready: AssetRecord = {
    ...uploaded,
    status: 'ready',
    file: { ...asset.file, size: media.bytes, format: media.format },
    kind: media.kind,
    ...(media.kind === 'video' ? { duration: Math.round(media.duration * 1000) / 1000 } : {}),
    width: media.width,
    height: media.height,
    media: {
      key: mediaKey,
      contentType: rendition?.contentType ?? media.mime,
      width: rendition?.width ?? media.width,
      height: rendition?.height ?? media.height,
    },
    thumbnailKey,
    updated: new Date(now()).toISOString(),
  };
  await saveReadyAsset(ready);
  await refreshProjectPicture(ready.clientId, ready.projectId);
  return ready;
}

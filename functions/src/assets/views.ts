import type { Asset } from '@adpulse/shared/assets/schemas';
import type { AssetRecord } from './data/records.ts';
import { storage } from '../platform/storage.ts';

/** An asset as the API answers it, with fresh signed URLs for its media and thumbnail. */
export async function toAsset(record: AssetRecord): Promise<Asset> {
  const [src, thumbnail] = await Promise.all([
    record.media ? storage().viewUrl({ bucket: 'results', key: record.media.key }) : undefined,
    record.thumbnailKey ? storage().viewUrl({ bucket: 'results', key: record.thumbnailKey }) : undefined,
  ]);
  return {
    _id: record.assetId,
    projectId: record.projectId,
    name: record.name,
    category: record.category,
    requiredRespondents: record.requiredRespondents,
    type: record.contentType,
    contentType: record.contentType,
    developmentStage: record.developmentStage,
    status: record.status,
    file: {
      name: record.file.name,
      size: record.file.size,
      ...(record.file.format ? { format: record.file.format } : {}),
    },
    ...(record.kind ? { kind: record.kind } : {}),
    ...(record.duration !== undefined ? { duration: record.duration } : {}),
    ...(record.width !== undefined ? { width: record.width } : {}),
    ...(record.height !== undefined ? { height: record.height } : {}),
    ...(src ? { src } : {}),
    ...(thumbnail ? { thumbnail } : {}),
    created: record.created,
    updated: record.updated,
  };
}

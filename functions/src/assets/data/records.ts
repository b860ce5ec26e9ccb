import type {
  AssetContentType,
  AssetDevelopmentStage,
  AssetStatus,
  MediaFormat,
  MediaKind,
} from '@adpulse/shared/assets/constants';
import { assetKey } from './keys.ts';

/** An asset as stored on its `ASSET#` item. */
export interface AssetRecord {
  clientId: string;
  projectId: string;
  assetId: string;
  name: string;
  category: string;
  requiredRespondents: number;
  contentType: AssetContentType;
  developmentStage: AssetDevelopmentStage;
  status: AssetStatus;
  file: {
    name: string;
    /** Bytes: as declared while uploading, as measured once ready. */
    size: number;
    declaredType: string;
    /** The original in the uploads bucket. */
    key: string;
    format?: MediaFormat;
  };
  /** While uploading: when the presigned URL stops working. */
  uploadUntil?: string;
  kind?: MediaKind;
  duration?: number;
  width?: number;
  height?: number;
  /** The playable file in the results bucket (the rendition, or the checked original). */
  media?: { key: string; contentType: string; width: number; height: number };
  thumbnailKey?: string;
  created: string;
  updated: string;
}

export function assetItem(record: AssetRecord) {
  return { ...assetKey(record.clientId, record.projectId, record.assetId), entity: 'asset', ...record };
}

export function toAssetRecord(item: Record<string, unknown>): AssetRecord {
  const { pk: _pk, sk: _sk, entity: _entity, ...record } = item;
  return record as unknown as AssetRecord;
}

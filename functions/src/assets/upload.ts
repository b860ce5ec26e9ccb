import { UPLOAD_LIMITS } from '@adpulse/shared/assets/constants';
import type { CreateAsset, CreateAssetResponse } from '@adpulse/shared/assets/schemas';
import { DomainError } from '../platform/errors.ts';
import { now } from '../platform/clock.ts';
import type { Session } from '../platform/auth/session.ts';
import { newId } from '../platform/ids.ts';
import { originalKey } from './data/keys.ts';
import { MediaRejection } from './media/checks.ts';
import { projectOfCaller } from './project-access.ts';
import type { AssetRecord } from './data/records.ts';
import { assetLimit, checkDeclaredFile, respondentsFor } from './rules.ts';
import { removeAsset } from './removal.ts';
import { AssetSlotRefused, insertAsset, listAssets } from './data/store.ts';
import { storage } from '../platform/storage.ts';
import { toAsset } from './views.ts';

export const maxAllowanceExceeded = () => new DomainError('assets.max_allowance');

/**
 * POST /projects/{projectId}/assets: checks what was declared, records the asset as uploading
 * and answers a presigned PUT for the file (15 minutes, type and size bound). One upload at a
 * time per project: another upload whose URL is still valid refuses this one.
 */
export async function startAssetUpload(
  session: Session,
  projectId: string,
  request: CreateAsset,
): Promise<CreateAssetResponse> {
  const project = await projectOfCaller(session, projectId, { forChange: true });
  checkDeclaredFile(project, request);
  const requiredRespondents = respondentsFor(project, request.requiredRespondents);
  const at = now();
  await purgeAbandonedUploads(session.clientId, projectId, new Date(at).toISOString());

  const assetId = newId(at);
  const key = originalKey(session.clientId, projectId, assetId);
  const created = new Date(at).toISOString();
  const record: AssetRecord = {
    clientId: session.clientId,
    projectId,
    assetId,
    name: request.name,
    category: request.category,
    requiredRespondents,
    contentType: request.contentType,
    developmentStage: request.developmentStage,
    status: 'uploading',
    file: { name: request.fileName, size: request.fileSize, declaredType: request.fileType, key },
    uploadUntil: new Date(at + UPLOAD_LIMITS.uploadUrlSeconds * 1000).toISOString(),
    created,
    updated: created,
  };
  try {
    await insertAsset(record, assetLimit(project, session.clientType), created);
  } catch (error) {
    if (!(error instanceof AssetSlotRefused)) throw error;
    if (error.reason === 'packageFull') throw maxAllowanceExceeded();
    throw new MediaRejection('multipleFiles');
  }
  const upload = await storage().presignUpload(
    key,
    request.fileType,
    request.fileSize,
    UPLOAD_LIMITS.uploadUrlSeconds,
  );
  return { asset: await toAsset(record), upload };
}

/** Uploads whose URL expired without a completion are dropped, so they hold no slot. */
async function purgeAbandonedUploads(clientId: string, projectId: string, nowIso: string): Promise<void> {
  const assets = await listAssets(clientId, projectId);
  const abandoned = assets.filter(
    (asset) => asset.status === 'uploading' && (asset.uploadUntil ?? '') < nowIso,
  );
  for (const asset of abandoned) await removeAsset(asset);
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  IdempotencyAlreadyInProgressError,
  IdempotencyConfig,
  makeIdempotent,
} from '@aws-lambda-powertools/idempotency';
import type { Context } from 'aws-lambda';
import { DomainError, notFound } from '../platform/errors.ts';
import type { Session } from '../platform/auth/session.ts';
import { idempotencyStore } from '../platform/idempotency.ts';
import { MediaRejection } from './media/checks.ts';
import { projectOfCaller } from './project-access.ts';
import type { AssetRecord } from './data/records.ts';
import { removeAsset } from './removal.ts';
import { readyFromCheckedCopy } from './ready.ts';
import { mediaRules } from './rules.ts';
import { findAsset } from './data/store.ts';
import { storage } from '../platform/storage.ts';
import type { ProjectRecord } from '../projects/index.ts';

interface CompleteInput {
  clientId: string;
  projectId: string;
  assetId: string;
  project: Pick<ProjectRecord, 'type' | 'predictMediaType'>;
}

/**
 * POST /projects/{projectId}/assets/{assetId}/complete: the uploaded file is downloaded once and
 * checked for real (bytes, then ffprobe/sharp); from that checked copy it gets a thumbnail and
 * its playable media (a web rendition, or the checked file itself) in the results bucket, which
 * no upload URL reaches; the upload is then deleted and the asset becomes ready. A refused file is deleted with its asset, so the project
 * is as it was before the upload, and the MediaRejection says why. Runs once per asset
 * (Powertools idempotency): a repeated call answers the first call's result.
 */
export async function completeAssetUpload(
  session: Session,
  projectId: string,
  assetId: string,
  context?: Context,
): Promise<AssetRecord> {
  const project = await projectOfCaller(session, projectId, { forChange: true });
  const asset = await findAsset(session.clientId, projectId, assetId);
  if (!asset) throw notFound();
  if (asset.status === 'ready') return asset;
  const config = new IdempotencyConfig({
    eventKeyJmesPath: '[clientId, projectId, assetId]',
    expiresAfterSeconds: 3600,
  });
  // The remaining time bounds an in-progress record, so a crashed attempt does not block the asset.
  if (typeof context?.getRemainingTimeInMillis === 'function') config.registerLambdaContext(context);
  const once = makeIdempotent(processUpload, {
    persistenceStore: idempotencyStore('asset-complete'),
    config,
    keyPrefix: 'asset-complete',
  });
  try {
    const input: CompleteInput = {
      clientId: session.clientId,
      projectId,
      assetId,
      project: {
        type: project.type,
        ...(project.predictMediaType ? { predictMediaType: project.predictMediaType } : {}),
      },
    };
    return (await once(input)) as AssetRecord;
  } catch (error) {
    if (error instanceof IdempotencyAlreadyInProgressError) throw new DomainError('common.conflict');
    throw error;
  }
}

async function processUpload(input: CompleteInput): Promise<AssetRecord> {
  const asset = await findAsset(input.clientId, input.projectId, input.assetId);
  if (!asset) throw notFound();
  if (asset.status === 'ready') return asset;
  const rules = mediaRules(input.project, asset.file.size);

  const upload = { bucket: 'uploads', key: asset.file.key } as const;
  const size = await storage().sizeOf(upload);
  if (size === undefined) throw new DomainError('common.conflict');
  if (size > rules.maxBytes || size > asset.file.size) {
    await removeAsset(asset);
    throw new MediaRejection('sizeExceeded', { value: Math.round(rules.maxBytes / (1024 * 1024)) });
  }

  const folder = await mkdtemp(join(tmpdir(), 'adpulse-asset-'));
  try {
    const original = join(folder, 'original');
    await storage().download(upload, original);
    const ready = await readyFromCheckedCopy(asset, original, rules, folder);
    // Nothing reads the upload key any more; a later PUT through the URL lands in a place no
    // read serves (and the asset's removal clears it).
    await storage().delete(upload);
    return ready;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

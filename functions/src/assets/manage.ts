import type { Asset, UpdateAsset } from '@adpulse/shared/assets/schemas';
import { isConditionFailure } from '../platform/dynamo/conditions.ts';
import { notFound } from '../platform/errors.ts';
import { now } from '../platform/clock.ts';
import type { Session } from '../platform/auth/session.ts';
import { projectOfCaller } from './project-access.ts';
import { refreshProjectPicture } from './project-picture.ts';
import type { AssetRecord } from './data/records.ts';
import { removeAsset } from './removal.ts';
import { respondentsFor } from './rules.ts';
import { findAsset, listAssets, saveAssetFields } from './data/store.ts';
import { toAsset } from './views.ts';

/** GET: the project's assets, oldest first; uploads whose URL expired unfinished are left out. */
export async function listProjectAssets(session: Session, projectId: string): Promise<Asset[]> {
  await projectOfCaller(session, projectId, { forChange: false });
  const nowIso = new Date(now()).toISOString();
  const records = await listAssets(session.clientId, projectId);
  const live = records.filter((asset) => asset.status === 'ready' || (asset.uploadUntil ?? '') >= nowIso);
  return Promise.all(live.map(toAsset));
}

/** The assets that count as uploaded stimuli (checked and ready). */
export async function readyAssets(clientId: string, projectId: string): Promise<AssetRecord[]> {
  return (await listAssets(clientId, projectId)).filter((asset) => asset.status === 'ready');
}

export async function changeAsset(
  session: Session,
  projectId: string,
  assetId: string,
  update: UpdateAsset,
): Promise<Asset> {
  const project = await projectOfCaller(session, projectId, { forChange: true });
  const asset = await findAsset(session.clientId, projectId, assetId);
  if (!asset) throw notFound();
  const next: AssetRecord = {
    ...asset,
    ...(update.name !== undefined ? { name: update.name } : {}),
    ...(update.category !== undefined ? { category: update.category } : {}),
    ...(update.contentType !== undefined ? { contentType: update.contentType } : {}),
    ...(update.developmentStage !== undefined ? { developmentStage: update.developmentStage } : {}),
    ...(update.requiredRespondents !== undefined
      ? { requiredRespondents: respondentsFor(project, update.requiredRespondents) }
      : {}),
    updated: new Date(now()).toISOString(),
  };
  try {
    await saveAssetFields(next);
  } catch (error) {
    if (isConditionFailure(error)) throw notFound();
    throw error;
  }
  return toAsset(next);
}

export async function deleteAsset(session: Session, projectId: string, assetId: string): Promise<void> {
  await projectOfCaller(session, projectId, { forChange: true });
  const asset = await findAsset(session.clientId, projectId, assetId);
  if (!asset) throw notFound();
  await removeAsset(asset);
  await refreshProjectPicture(session.clientId, projectId);
}

import { deleteProjectAssetItems } from './data/store.ts';
import { projectPrefix } from './data/keys.ts';
import { storage } from '../platform/storage.ts';

/**
 * A deleted project's assets: every file under the project's prefix in both buckets (originals,
 * renditions, thumbnails, the project thumbnail), then every item of its assets partition.
 * Safe to run twice. The projects Lambda runs it after a project is deleted.
 */
export async function deleteProjectAssets({
  clientId,
  projectId,
}: {
  clientId: string;
  projectId: string;
}): Promise<void> {
  const prefix = projectPrefix(clientId, projectId);
  await storage().deletePrefix('uploads', prefix);
  await storage().deletePrefix('results', prefix);
  await deleteProjectAssetItems(clientId, projectId);
}

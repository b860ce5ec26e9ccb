import { setStimulusThumbnail } from '../projects/index.ts';
import { listAssets } from './data/store.ts';

/**
 * Points the project's card at the thumbnail of its first ready stimulus (none: no picture).
 * Read from the assets themselves after each upload and removal, so it is right whatever order
 * uploads finish or stimuli are deleted in.
 */
export async function refreshProjectPicture(clientId: string, projectId: string): Promise<void> {
  const assets = await listAssets(clientId, projectId);
  const first = assets.find((asset) => asset.status === 'ready' && asset.thumbnailKey);
  await setStimulusThumbnail(clientId, projectId, first?.thumbnailKey ?? null);
}

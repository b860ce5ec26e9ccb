import { assetPrefix } from './data/keys.ts';
import type { AssetRecord } from './data/records.ts';
import { deleteAssetRecord } from './data/store.ts';
import { storage } from '../platform/storage.ts';

/** An asset and its files (original, rendition, thumbnail), record last so a retry finds it. */
export async function removeAsset(asset: AssetRecord): Promise<void> {
  const prefix = assetPrefix(asset.clientId, asset.projectId, asset.assetId);
  await storage().deletePrefix('uploads', prefix);
  await storage().deletePrefix('results', prefix);
  try {
    await deleteAssetRecord(asset);
  } catch (error) {
    // Someone else removed it in the meantime: the end state is the same.
    if (error instanceof Error && error.name === 'TransactionCanceledException') return;
    throw error;
  }
}

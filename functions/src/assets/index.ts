/** What other domains may use of assets. */
export { deleteProjectAssets } from './cleanup.ts';
export { readyAssets } from './manage.ts';
export { assetLimit } from './rules.ts';
export type { AssetRecord } from './data/records.ts';
export { runTool as runMediaTool } from './media/binaries.ts';

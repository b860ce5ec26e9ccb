import { assetsContract } from '@adpulse/shared';
import { domainHandler } from '../platform/http/domain-handler.ts';
import { completeAssetUpload } from './complete.ts';
import { changeAsset, deleteAsset, listProjectAssets } from './manage.ts';
import { completeThumbnailUpload, startThumbnailUpload } from './project-thumbnail.ts';
import { startAssetUpload } from './upload.ts';
import { toAsset } from './views.ts';

export const handler = domainHandler(assetsContract, {
  createAsset: ({ session, params, body }) => startAssetUpload(session, params.projectId, body),
  listAssets: async ({ session, params }) => ({ items: await listProjectAssets(session, params.projectId) }),
  updateAsset: ({ session, params, body }) => changeAsset(session, params.projectId, params.assetId, body),
  deleteAsset: ({ session, params }) => deleteAsset(session, params.projectId, params.assetId),
  completeAsset: async ({ session, params, context }) =>
    toAsset(await completeAssetUpload(session, params.projectId, params.assetId, context)),
  createThumbnailUpload: ({ session, params, body }) => startThumbnailUpload(session, params.projectId, body),
  completeThumbnailUpload: ({ session, params, body }) =>
    completeThumbnailUpload(session, params.projectId, body.key),
});

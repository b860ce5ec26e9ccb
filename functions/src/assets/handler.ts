import {
  assetParamsSchema,
  createAssetRequestSchema,
  thumbnailCompleteRequestSchema,
  thumbnailUploadRequestSchema,
  updateAssetRequestSchema,
} from '@adpulse/shared/assets/schemas';
import { projectParamsSchema } from '@adpulse/shared/projects/index';
import { created, domainHandler, noContent, ok, userRoute } from '../lib/http.ts';
import { completeAssetUpload } from './complete.ts';
import { changeAsset, deleteAsset, listProjectAssets } from './manage.ts';
import { completeThumbnailUpload, startThumbnailUpload } from './project-thumbnail.ts';
import { answeringRejections } from './rejections.ts';
import { startAssetUpload } from './upload.ts';
import { toAsset } from './views.ts';

export const handler = domainHandler('assets', {
  'POST /projects/{projectId}/assets': userRoute(
    { params: projectParamsSchema, body: createAssetRequestSchema },
    ({ session, params, body, language }) =>
      answeringRejections(language, async () =>
        created(await startAssetUpload(session, params.projectId, body)),
      ),
  ),

  'POST /projects/{projectId}/assets/{assetId}/complete': userRoute(
    { params: assetParamsSchema },
    ({ session, params, language, context }) =>
      answeringRejections(language, async () =>
        ok(await toAsset(await completeAssetUpload(session, params.projectId, params.assetId, context))),
      ),
  ),

  'GET /projects/{projectId}/assets': userRoute(
    { params: projectParamsSchema },
    async ({ session, params }) => ok({ items: await listProjectAssets(session, params.projectId) }),
  ),

  'PATCH /projects/{projectId}/assets/{assetId}': userRoute(
    { params: assetParamsSchema, body: updateAssetRequestSchema },
    async ({ session, params, body }) =>
      ok(await changeAsset(session, params.projectId, params.assetId, body)),
  ),

  'DELETE /projects/{projectId}/assets/{assetId}': userRoute(
    { params: assetParamsSchema },
    async ({ session, params }) => {
      await deleteAsset(session, params.projectId, params.assetId);
      return noContent();
    },
  ),

  'POST /projects/{projectId}/thumbnail': userRoute(
    { params: projectParamsSchema, body: thumbnailUploadRequestSchema },
    ({ session, params, body, language }) =>
      answeringRejections(language, async () =>
        created(await startThumbnailUpload(session, params.projectId, body)),
      ),
  ),

  'POST /projects/{projectId}/thumbnail/complete': userRoute(
    { params: projectParamsSchema, body: thumbnailCompleteRequestSchema },
    ({ session, params, body, language }) =>
      answeringRejections(language, async () =>
        ok(await completeThumbnailUpload(session, params.projectId, body.key)),
      ),
  ),
});

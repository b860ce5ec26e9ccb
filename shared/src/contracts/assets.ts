import {
  assetListSchema,
  assetParamsSchema,
  assetSchema,
  createAssetRequestSchema,
  createAssetResponseSchema,
  thumbnailCompleteRequestSchema,
  thumbnailCompleteResponseSchema,
  thumbnailUploadRequestSchema,
  thumbnailUploadResponseSchema,
  updateAssetRequestSchema,
} from '../assets/schemas.ts';
import { projectParamsSchema } from '../projects/schemas.ts';
import { defineContract } from './define.ts';

/** The stimuli of a project, uploaded with presigned URLs then checked (functions/src/assets/README.md). */
export const assetsContract = defineContract('assets', {
  createAsset: {
    method: 'POST',
    path: '/projects/{projectId}/assets',
    auth: 'user',
    params: projectParamsSchema,
    body: createAssetRequestSchema,
    response: createAssetResponseSchema,
    status: 201,
    errors: [
      'projects.not_editable',
      'assets.max_allowance',
      'assets.multiple_files',
      'assets.invalid_format',
      'assets.size_limit',
    ],
  },
  listAssets: {
    method: 'GET',
    path: '/projects/{projectId}/assets',
    auth: 'user',
    params: projectParamsSchema,
    response: assetListSchema,
  },
  updateAsset: {
    method: 'PATCH',
    path: '/projects/{projectId}/assets/{assetId}',
    auth: 'user',
    params: assetParamsSchema,
    body: updateAssetRequestSchema,
    response: assetSchema,
    errors: ['projects.not_editable'],
  },
  deleteAsset: {
    method: 'DELETE',
    path: '/projects/{projectId}/assets/{assetId}',
    auth: 'user',
    params: assetParamsSchema,
    errors: ['projects.not_editable'],
  },
  completeAsset: {
    method: 'POST',
    path: '/projects/{projectId}/assets/{assetId}/complete',
    auth: 'user',
    params: assetParamsSchema,
    response: assetSchema,
    errors: [
      'projects.not_editable',
      'common.conflict',
      'assets.invalid_format',
      'assets.size_limit',
      'assets.duration_limit',
    ],
  },
  createThumbnailUpload: {
    method: 'POST',
    path: '/projects/{projectId}/thumbnail',
    auth: 'user',
    params: projectParamsSchema,
    body: thumbnailUploadRequestSchema,
    response: thumbnailUploadResponseSchema,
    status: 201,
    errors: ['assets.invalid_format', 'assets.size_limit'],
  },
  /** The uploaded thumbnail is checked (type by its bytes, size, sharp decodes it) before the project uses it. */
  completeThumbnailUpload: {
    method: 'POST',
    path: '/projects/{projectId}/thumbnail/complete',
    auth: 'user',
    params: projectParamsSchema,
    body: thumbnailCompleteRequestSchema,
    response: thumbnailCompleteResponseSchema,
    errors: ['assets.invalid_format', 'assets.size_limit'],
  },
});

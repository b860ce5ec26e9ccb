import { analysisStatusSchema, normsSchema } from '../analysis/api.ts';
import { projectParamsSchema } from '../projects/schemas.ts';
import {
  sharedAnalysisParamsSchema,
  sharedAnalysisSchema,
  sharedVideoDataSchema,
  sharingTokenCreatedSchema,
  sharingTokenListSchema,
  sharingTokenOnlyParamsSchema,
  sharingTokenParamsSchema,
} from '../sharing/schemas.ts';
import { defineContract } from './define.ts';

/**
 * Guest links to a project's results (functions/src/sharing/README.md). Users of the client make,
 * list and revoke tokens; guests read with the token alone. A wrong, revoked or mismatched token
 * answers 404, the same as a project that does not exist.
 */
export const sharingContract = defineContract('sharing', {
  createSharingToken: {
    method: 'POST',
    path: '/projects/{projectId}/sharing-token',
    auth: 'user',
    params: projectParamsSchema,
    response: sharingTokenCreatedSchema,
    status: 201,
    errors: ['sharing.too_many_tokens'],
  },
  listSharingTokens: {
    method: 'GET',
    path: '/projects/{projectId}/sharing-token',
    auth: 'user',
    params: projectParamsSchema,
    response: sharingTokenListSchema,
  },
  revokeSharingToken: {
    method: 'DELETE',
    path: '/projects/{projectId}/sharing-token/{tokenId}',
    auth: 'user',
    params: sharingTokenParamsSchema,
  },
  getSharedAnalysis: {
    method: 'GET',
    path: '/share/{projectId}/{clientId}/{sharingToken}',
    auth: 'public',
    params: sharedAnalysisParamsSchema,
    response: sharedAnalysisSchema,
    errors: ['common.not_found'],
  },
  /**
   * The shared project's current run and whether a newer one is coming, without the file: a live
   * guest page reads it every few seconds and GET /share/{projectId}/{clientId}/{sharingToken}
   * again only when the run id changes (as the owner's GET .../analysis/status).
   */
  getSharedAnalysisStatus: {
    method: 'GET',
    path: '/share/{projectId}/{clientId}/{sharingToken}/status',
    auth: 'public',
    params: sharedAnalysisParamsSchema,
    response: analysisStatusSchema,
    errors: ['common.not_found'],
  },
  getSharedVideoData: {
    method: 'GET',
    path: '/share/video-data/{sharingToken}',
    auth: 'public',
    params: sharingTokenOnlyParamsSchema,
    response: sharedVideoDataSchema,
    errors: ['common.not_found'],
  },
  getSharedNorms: {
    method: 'GET',
    path: '/share/norms/{sharingToken}',
    auth: 'public',
    params: sharingTokenOnlyParamsSchema,
    response: normsSchema,
    errors: ['common.not_found'],
  },
});

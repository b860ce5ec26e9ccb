import { sharingContract } from '@adpulse/shared';
import { domainHandler } from '../platform/http/domain-handler.ts';
import {
  createSharingToken,
  listSharingTokens,
  readSharedAnalysis,
  readSharedAnalysisStatus,
  readSharedNorms,
  readSharedVideoData,
  revokeSharingToken,
} from './service.ts';

export const handler = domainHandler(sharingContract, {
  createSharingToken: ({ session, params }) => createSharingToken(session, params.projectId),
  listSharingTokens: ({ session, params }) => listSharingTokens(session, params.projectId),
  revokeSharingToken: ({ session, params }) => revokeSharingToken(session, params.projectId, params.tokenId),
  getSharedAnalysis: ({ params }) => readSharedAnalysis(params),
  getSharedAnalysisStatus: ({ params }) => readSharedAnalysisStatus(params),
  getSharedVideoData: ({ params }) => readSharedVideoData(params.sharingToken),
  getSharedNorms: ({ params }) => readSharedNorms(params.sharingToken),
});

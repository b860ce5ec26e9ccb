import { analysisContract } from '@adpulse/shared';
import { domainHandler } from '../platform/http/domain-handler.ts';
import { officeFileLink } from './report/office.ts';
import { reportLink } from './report/report.ts';
import { requestRerun } from './rerun.ts';
import {
  readAnalysisImages,
  readAnalysisStatus,
  readDownloads,
  readNorms,
  readProjectAnalysis,
  syncProject,
} from './results.ts';

export const handler = domainHandler(analysisContract, {
  getAnalysis: ({ session, params }) => readProjectAnalysis(session, params.projectId),
  getAnalysisStatus: ({ session, params }) => readAnalysisStatus(session, params.projectId),
  getAnalysisImages: ({ session, params, query }) => readAnalysisImages(session, params.projectId, query),
  runAnalysis: ({ session, params }) => requestRerun(session, params.projectId),
  syncProject: ({ session, params }) => syncProject(session, params.projectId),
  getDownloads: ({ session, params }) => readDownloads(session, params.projectId),
  getReport: ({ session, params, language }) => reportLink(session, params.projectId, language),
  getDeck: ({ session, params, language }) => officeFileLink(session, params.projectId, language, 'deck'),
  getWorkbook: ({ session, params, language }) =>
    officeFileLink(session, params.projectId, language, 'workbook'),
  getNorms: ({ query }) => readNorms(query),
});

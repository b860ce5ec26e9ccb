import {
  analysisImagesQuerySchema,
  analysisImagesSchema,
  analysisStatusSchema,
  analysisRunStateSchema,
  clientProjectAnalysisParamsSchema,
  downloadsSchema,
  exportLinkSchema,
  normsQuerySchema,
  normsSchema,
  projectAnalysisSchema,
  projectWithAnalysisSchema,
  reportLinkSchema,
} from '../analysis/api.ts';
import { projectParamsSchema } from '../projects/schemas.ts';
import { defineContract } from './define.ts';

/**
 * The results of a project (functions/src/analysis/README.md): its analysis file as the screens
 * read it, its status (the current run, polled while live), the project with it, the downloads, the PDF report, the per-second images, a re-run, and
 * the norms.
 * A project the caller does not see, another client's, or one not bought yet is 404.
 */
export const analysisContract = defineContract('analysis', {
  getAnalysis: {
    method: 'GET',
    path: '/clients/{clientId}/projects/{projectId}/analysis',
    auth: 'user',
    params: clientProjectAnalysisParamsSchema,
    response: projectAnalysisSchema,
  },
  getAnalysisStatus: {
    method: 'GET',
    path: '/clients/{clientId}/projects/{projectId}/analysis/status',
    auth: 'user',
    params: clientProjectAnalysisParamsSchema,
    response: analysisStatusSchema,
  },
  getAnalysisImages: {
    method: 'GET',
    path: '/projects/{projectId}/analysis/images',
    auth: 'user',
    params: projectParamsSchema,
    query: analysisImagesQuerySchema,
    response: analysisImagesSchema,
  },
  runAnalysis: {
    method: 'POST',
    path: '/projects/{projectId}/analysis/run',
    auth: 'user',
    params: projectParamsSchema,
    response: analysisRunStateSchema,
    status: 202,
    errors: ['auth.forbidden', 'analysis.not_runnable', 'auth.rate_limited'],
  },
  syncProject: {
    method: 'GET',
    path: '/projects/{projectId}/sync',
    auth: 'user',
    params: projectParamsSchema,
    response: projectWithAnalysisSchema,
  },
  getDownloads: {
    method: 'GET',
    path: '/projects/{projectId}/downloads',
    auth: 'user',
    params: projectParamsSchema,
    response: downloadsSchema,
  },
  getReport: {
    method: 'GET',
    path: '/projects/{projectId}/report',
    auth: 'user',
    params: projectParamsSchema,
    response: reportLinkSchema,
  },
  /** The results as a slide deck (PPTX): one slide per view. */
  getDeck: {
    method: 'GET',
    path: '/projects/{projectId}/deck',
    auth: 'user',
    params: projectParamsSchema,
    response: exportLinkSchema,
  },
  /** The results as a workbook (XLSX): one sheet per table. */
  getWorkbook: {
    method: 'GET',
    path: '/projects/{projectId}/workbook',
    auth: 'user',
    params: projectParamsSchema,
    response: exportLinkSchema,
  },
  getNorms: {
    method: 'GET',
    path: '/norms',
    auth: 'user',
    query: normsQuerySchema,
    response: normsSchema,
  },
});

import { fieldworkContract } from '@adpulse/shared';
import { domainHandler } from '../platform/http/domain-handler.ts';
import { readFeasibility, startFeasibility } from './feasibility-api.ts';

const notYet = (): never => {
  throw new Error('This route lands in the next commits of wt/fwapi');
};

export const handler = domainHandler(fieldworkContract, {
  startFeasibility: ({ session, params }) => startFeasibility(session, params.projectId),
  getFeasibility: ({ session, params, language }) => readFeasibility(session, params.projectId, language),
  getFieldwork: async () => notYet(),
  listTestLinks: async () => notYet(),
  getTest: async () => notYet(),
  startSession: async () => notYet(),
  saveCalibration: async () => notYet(),
  postSignals: async () => notYet(),
  saveAnswers: async () => notYet(),
  completeSession: async () => notYet(),
});

import { fieldworkContract } from '@adpulse/shared';
import { domainHandler } from '../platform/http/domain-handler.ts';
import { readFeasibility, startFeasibility } from './feasibility-api.ts';

export const handler = domainHandler(fieldworkContract, {
  startFeasibility: ({ session, params }) => startFeasibility(session, params.projectId),
  getFeasibility: ({ session, params, language }) => readFeasibility(session, params.projectId, language),
});

import { feasibilityViewSchema } from '../fieldwork/feasibility.ts';
import { projectParamsSchema } from '../projects/schemas.ts';
import { defineContract } from './define.ts';

/** The checkout's feasibility check (a Step Functions run per check). */
export const fieldworkContract = defineContract('fieldwork', {
  startFeasibility: {
    method: 'POST',
    path: '/projects/{projectId}/feasibility',
    auth: 'user',
    params: projectParamsSchema,
    response: feasibilityViewSchema,
    status: 202,
    errors: ['assets.max_allowance', 'fieldwork.incomplete_project'],
  },
  getFeasibility: {
    method: 'GET',
    path: '/projects/{projectId}/feasibility',
    auth: 'user',
    params: projectParamsSchema,
    response: feasibilityViewSchema,
  },
});

import { projectParamsSchema } from '@adpulse/shared/projects/index';
import { translatorFor } from '@adpulse/shared/i18n/translator';
import { accepted, domainHandler, ok, userRoute } from '../platform/http/domain-handler.ts';
import { readFeasibility, startFeasibility } from './feasibility-api.ts';

export const handler = domainHandler('fieldwork', {
  'POST /projects/{projectId}/feasibility': userRoute(
    { params: projectParamsSchema },
    async ({ session, params }) => accepted(await startFeasibility(session, params.projectId)),
  ),

  'GET /projects/{projectId}/feasibility': userRoute(
    { params: projectParamsSchema },
    async ({ session, params, language }) => {
      const view = await readFeasibility(session, params.projectId);
      const settledBadly = view.state === 'failed' || view.state === 'timed_out';
      return ok(
        settledBadly ? { ...view, message: translatorFor(language)('errors.projectFeasibility') } : view,
      );
    },
  ),
});

import { z } from 'zod';
import { projectParamsSchema } from '@adpulse/shared/projects/index';
import { accepted, domainHandler, ok, userRoute } from '../platform/http/domain-handler.ts';
import { buyProject, readPurchase } from './purchase/buy.ts';

/** Buy: an empty body for credits; for a card, the provider's reference to it (a test card locally). */
const buyRequestSchema = z.object({
  paymentMethod: z.string().trim().max(200, 'validation.invalid').optional(),
});

export const handler = domainHandler('billing', {
  'POST /projects/{projectId}/buy': userRoute(
    { params: projectParamsSchema, body: buyRequestSchema },
    async ({ session, params, body, language }) =>
      accepted(await buyProject(session, params.projectId, body, language)),
  ),

  'GET /projects/{projectId}/buy': userRoute(
    { params: projectParamsSchema },
    async ({ session, params, language }) => ok(await readPurchase(session, params.projectId, language)),
  ),
});

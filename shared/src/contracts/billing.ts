import { buyRequestSchema, purchaseViewSchema } from '../billing/purchase.ts';
import { projectParamsSchema } from '../projects/schemas.ts';
import { defineContract } from './define.ts';

/** Buying a project (the purchase machine) and how the latest buy went. */
export const billingContract = defineContract('billing', {
  buyProject: {
    method: 'POST',
    path: '/projects/{projectId}/buy',
    auth: 'user',
    params: projectParamsSchema,
    body: buyRequestSchema,
    response: purchaseViewSchema,
    status: 202,
    errors: ['purchase.cannot_buy'],
  },
  getPurchase: {
    method: 'GET',
    path: '/projects/{projectId}/buy',
    auth: 'user',
    params: projectParamsSchema,
    response: purchaseViewSchema,
  },
});

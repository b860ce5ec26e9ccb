import { z } from 'zod';
import type { ClientType } from '../auth/permissions.ts';
import { reportedErrorSchema } from '../contracts/errors.ts';
import { PACKAGES, type ProjectType } from '../projects/constants.ts';

export const PAYMENT_METHODS = ['card', 'credits'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * How a project is paid: a card for regular users buying a priced package; analysis credits
 * of the subscription for customers (custom clients), the predict flow and packages priced on
 * quotation. The purchase machine decides with it, and the checkout shows the matching form.
 */
export function paymentMethodFor(type: ProjectType, clientType: ClientType): PaymentMethod {
  if (clientType === 'custom' || type === 'predict') return 'credits';
  return PACKAGES[type].quoted || PACKAGES[type].price === 0 ? 'credits' : 'card';
}

/** POST /projects/{projectId}/buy: an empty body for credits; for a card, the provider's reference to it. */
export const buyRequestSchema = z.object({
  paymentMethod: z.string().trim().max(200, 'validation.invalid').optional(),
});
export type BuyRequest = z.input<typeof buyRequestSchema>;

export const PURCHASE_STATES = ['running', 'succeeded', 'failed'] as const;
export type PurchaseState = (typeof PURCHASE_STATES)[number];

/** How the latest buy of a project went; a failed one says why (`purchase.*` codes). */
export const purchaseViewSchema = z.object({
  state: z.enum(PURCHASE_STATES),
  attempt: z.number().int().optional(),
  error: reportedErrorSchema.optional(),
});
export type PurchaseView = z.infer<typeof purchaseViewSchema>;

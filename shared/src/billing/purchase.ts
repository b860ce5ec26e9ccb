import * as z from 'zod';
import type { ClientType } from '../auth/permissions.ts';
import { reportedErrorSchema } from '../contracts/errors.ts';
import { PACKAGES, type ProjectType } from '../projects/constants.ts';

export const PAYMENT_METHODS = ['card', 'credits'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * How a project is paid: a card for regular users buying a priced package; analysis credits
 * for customers (custom clients) and packages priced on quotation. A regular user's predict
 * uses an analysis of the plan while one is left (`planCovers`), else it is paid by card at
 * PREDICT_PRICE like any purchase. The purchase machine decides with it, and the checkout
 * shows the matching form.
 */
export function paymentMethodFor(
  type: ProjectType,
  clientType: ClientType,
  planCovers = true,
): PaymentMethod {
  if (clientType === 'custom') return 'credits';
  if (type === 'predict') return planCovers ? 'credits' : 'card';
  return PACKAGES[type].quoted || PACKAGES[type].price === 0 ? 'credits' : 'card';
}

/**
 * A quick predict whose payment page was cancelled comes back to the dashboard with its project
 * id in this query parameter: the dashboard deletes the unbought project (its page is closed
 * first), as the quick predict flow does with any other failure.
 */
export const CANCELED_PREDICT_PARAM = 'canceledPredict';

/**
 * POST /projects/{projectId}/buy: an empty body for credits and for a hosted checkout (Stripe);
 * a test card number with the test provider.
 */
export const buyRequestSchema = z.object({
  paymentMethod: z.string().trim().max(200, 'validation.invalid').optional(),
});
export type BuyRequest = z.input<typeof buyRequestSchema>;

/** awaiting_payment: the buyer is paying on the provider's page; nothing has started yet. */
export const PURCHASE_STATES = ['awaiting_payment', 'running', 'succeeded', 'failed'] as const;
export type PurchaseState = (typeof PURCHASE_STATES)[number];

/** How the latest buy of a project went; a failed one says why (`purchase.*` codes). */
export const purchaseViewSchema = z.object({
  state: z.enum(PURCHASE_STATES),
  attempt: z.number().int().optional(),
  error: reportedErrorSchema.optional(),
  /** How a succeeded purchase was paid: only `card` moved money ("Payment received"). */
  paidWith: z.enum(PAYMENT_METHODS).optional(),
  /** Where to pay (awaiting_payment on POST /buy with a hosted checkout). */
  redirectUrl: z.url().optional(),
});
export type PurchaseView = z.infer<typeof purchaseViewSchema>;

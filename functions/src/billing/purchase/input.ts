import { z } from 'zod';
import { PAYMENT_METHODS } from '@adpulse/shared/billing/purchase';
import { CLIENT_TYPES, SUPPORTED_LANGUAGES } from '@adpulse/shared';

/**
 * The purchase machine's input. It must be the same for the same buy (Step Functions answers a
 * repeated StartExecution with the running execution only when name and input match), so it
 * holds no timestamps: who buys, which attempt, and the card reference ('' for credits).
 */
export const purchaseInputSchema = z.object({
  projectId: z.string().min(1),
  clientId: z.string().min(1),
  userId: z.string().min(1),
  clientType: z.enum(CLIENT_TYPES),
  language: z.enum(SUPPORTED_LANGUAGES),
  attempt: z.number().int().positive(),
  paymentMethod: z.string(),
});
export type PurchaseInput = z.infer<typeof purchaseInputSchema>;

/** What Validate works out for the steps after it (state `$.order`). */
export const orderSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  /** Cents; 0 when paid with credits. */
  amount: z.number().int().nonnegative(),
  currency: z.literal('eur'),
  description: z.string(),
  analyses: z.number().int().positive(),
  projectName: z.string(),
  panelProvider: z.enum(['dynata', 'pure-spectrum']),
});
export type Order = z.infer<typeof orderSchema>;

/** The machine's state as tasks after Validate see it. */
export const orderedPurchaseSchema = purchaseInputSchema.extend({ order: orderSchema });
export type OrderedPurchase = z.infer<typeof orderedPurchaseSchema>;

/** What a Catch adds before RecordFailure: Step Functions' error name and cause. */
export const failedPurchaseSchema = purchaseInputSchema.extend({
  failure: z.object({ Error: z.string(), Cause: z.string().optional() }),
});
export type FailedPurchase = z.infer<typeof failedPurchaseSchema>;

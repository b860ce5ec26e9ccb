import type { ErrorCode } from '@adpulse/shared';

/**
 * Why a purchase stopped. Each is thrown by a task of the purchase machine; its name is the
 * error Step Functions reports, and the buy status answers the stable code of that name.
 */
export class PurchaseRefused extends Error {
  constructor(
    name: PurchaseErrorName,
    message: string,
    readonly params: Record<string, number> = {},
  ) {
    super(message);
    this.name = name;
  }
}

export const PURCHASE_ERRORS = {
  CannotBuy: 'purchase.cannot_buy',
  PaymentDeclined: 'purchase.payment_declined',
  NoSubscription: 'purchase.no_subscription',
  SubscriptionExpired: 'purchase.subscription_expired',
  NotEnoughAnalyses: 'purchase.not_enough_analyses',
} as const satisfies Record<string, ErrorCode>;
export type PurchaseErrorName = keyof typeof PURCHASE_ERRORS;

export function isPurchaseErrorName(name: string): name is PurchaseErrorName {
  return name in PURCHASE_ERRORS;
}

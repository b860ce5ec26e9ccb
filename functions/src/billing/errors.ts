/**
 * Why a purchase stopped. Each is thrown by a task of the purchase machine; its name is the
 * error Step Functions reports, and the buy status maps it to the spec's message.
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
  CannotBuy: 'errors.cannotBuy',
  PaymentDeclined: 'errors.payment',
  NoSubscription: 'errors.noSubscription',
  SubscriptionExpired: 'errors.subscriptionExpired',
  NotEnoughAnalyses: 'errors.notEnoughAnalyses',
} as const;
export type PurchaseErrorName = keyof typeof PURCHASE_ERRORS;

export function isPurchaseErrorName(name: string): name is PurchaseErrorName {
  return name in PURCHASE_ERRORS;
}

export const cannotBuy = (why: string) => new PurchaseRefused('CannotBuy', why);

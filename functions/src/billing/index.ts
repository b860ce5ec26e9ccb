/** What other domains may use of billing. */
export { closeUnpaidCheckout } from './purchase/release.ts';
/** The purchase saga's steps (functions/src/workflows/purchase/ runs them in the purchase machine). */
export { consumeCredits, returnCredits } from './credits.ts';
export { chargeOnce } from './data/payments.ts';
export { saveFailedPurchase, saveSucceededPurchase } from './data/purchases.ts';
export { PaymentDeclined, declinedError } from './providers/index.ts';
export { invoicePurchase } from './purchase/invoice.ts';
/** The sweeper's look at purchases whose execution died before recording how they ended. */
export { listRunningPurchases } from './data/purchases.ts';
export { resumeStuckPurchase, type StuckPurchaseOutcome } from './purchase/buy.ts';
/** The reconciliation of the provider's charges with the payments recorded (functions/src/workflows/reconcile/). */
export { reconcileCharge, type ChargeOutcome } from './purchase/reconcile.ts';
export { paymentProvider, type ProviderCharge } from './providers/index.ts';
export { refundFailedPurchase } from './purchase/refund.ts';
/** A panel's refusal ended fieldwork: what goes back for the respondents not delivered (functions/src/workflows/fieldwork/). */
export { giveUndeliveredBack, undeliveredRefundOf } from './purchase/undelivered.ts';

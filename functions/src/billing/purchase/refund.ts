import { now } from '../../platform/clock.ts';
import { findPayment, type PaymentRecord } from '../data/payments.ts';
import {
  claimFailedPurchaseRefund,
  findReconciliation,
  markFailedPurchaseRefunded,
  type Reconciliation,
} from '../data/reconciliations.ts';
import { paymentProvider } from '../providers/index.ts';

/** What RecordFailure did with a card payment: `refunded`, or `nothing` (no payment, or given back already). */
export type FailedPurchaseRefund = 'refunded' | 'nothing';

/**
 * A purchase that failed after its payment was recorded (Activate refused: the project was closed
 * meanwhile; or its fieldwork could not be launched, the project put back on sale first) gives
 * the whole charge back, once across retries and crashes (issue 22):
 * - the refund is claimed first (`RECONCILED#<chargeId>`: `refunding`, while the payment records
 *   that charge), so a crash after it is finished by the retried step or by the reconciliation;
 * - the provider refunds with the charge's own key (`refundKey`): a repeat is the same refund;
 * - one transaction then records it `refunded`, removes the payment and advances the project's
 *   charge generation, so the buyer's next buy is a new charge (a new provider key and a new
 *   Charge idempotency record), never a replay of the refunded one.
 */
export async function refundFailedPurchase(purchase: {
  clientId: string;
  projectId: string;
}): Promise<FailedPurchaseRefund> {
  const payment = await findPayment(purchase.clientId, purchase.projectId);
  if (!payment) return 'nothing';
  const at = new Date(now()).toISOString();
  const earlier = await findReconciliation(purchase.clientId, payment.chargeId);
  let claim = earlier;
  if (!earlier || earlier.outcome === 'adopted') {
    const wanted: Reconciliation = {
      chargeId: payment.chargeId,
      projectId: purchase.projectId,
      provider: payment.provider,
      amount: payment.amount,
      outcome: 'refunding',
      reason: 'purchase_failed',
      at,
      updatedAt: at,
    };
    claim = (await claimFailedPurchaseRefund(purchase.clientId, wanted))
      ? wanted
      : await findReconciliation(purchase.clientId, payment.chargeId);
  }
  if (claim?.outcome !== 'refunding' || claim.reason !== 'purchase_failed') return 'nothing';
  await finishFailedPurchaseRefund(purchase.clientId, payment, at);
  return 'refunded';
}

/** The provider's refund of a claimed failed purchase's charge, then its record (also the reconciliation's way to finish one). */
export async function finishFailedPurchaseRefund(
  clientId: string,
  charge: Pick<PaymentRecord, 'chargeId' | 'provider' | 'amount' | 'currency' | 'createdAt' | 'projectId'>,
  at: string,
): Promise<void> {
  await paymentProvider(charge.provider).refund({ ...charge, clientId }, 'purchase_failed');
  await markFailedPurchaseRefunded(clientId, charge.projectId, charge.chargeId, at);
}

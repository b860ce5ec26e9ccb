import { now } from '../../platform/clock.ts';
import { findPayment, type PaymentRecord } from '../data/payments.ts';
import {
  claimFailedPurchaseRefund,
  findReconciliation,
  markFailedPurchaseRefunded,
  markUndeliveredRefunded,
  type Reconciliation,
} from '../data/reconciliations.ts';
import { paymentProvider } from '../providers/index.ts';

/** What a refund of the project's card payment did: `refunded`, or `nothing` (no payment, or given back already). */
export type FailedPurchaseRefund = 'refunded' | 'nothing';

/** The refunds of a project's own payment: its purchase failed, or a panel left respondents undelivered. */
type PaymentRefundReason = 'purchase_failed' | 'panel_error';

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
export function refundFailedPurchase(purchase: {
  clientId: string;
  projectId: string;
}): Promise<FailedPurchaseRefund> {
  return refundPayment(purchase, 'purchase_failed');
}

/**
 * The respondents a panel's refusal left undelivered given back from the project's payment
 * (`amount`, minor units, at most the charge), by the same path and once in the same way: the
 * claim (`RECONCILED#<chargeId>`, reason `panel_error`, with the amount), the provider's refund
 * under the charge's key, then its record. The payment stays: the project was bought and its
 * fieldwork ran; it records what went back (`refunded`).
 */
export function refundUndeliveredRespondents(
  purchase: { clientId: string; projectId: string },
  amount: number,
): Promise<FailedPurchaseRefund> {
  return refundPayment(purchase, 'panel_error', amount);
}

async function refundPayment(
  purchase: { clientId: string; projectId: string },
  reason: PaymentRefundReason,
  amount?: number,
): Promise<FailedPurchaseRefund> {
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
      ...(amount !== undefined ? { refundAmount: Math.min(amount, payment.amount) } : {}),
      outcome: 'refunding',
      reason,
      at,
      updatedAt: at,
    };
    claim = (await claimFailedPurchaseRefund(purchase.clientId, wanted))
      ? wanted
      : await findReconciliation(purchase.clientId, payment.chargeId);
  }
  if (claim?.outcome !== 'refunding' || claim.reason !== reason) return 'nothing';
  await finishClaimedRefund(purchase.clientId, payment, claim, at);
  return 'refunded';
}

/**
 * The provider's refund of a claimed refund of a project's own payment, then its record (also the
 * reconciliation's way to finish one a crash interrupted): a failed purchase's whole charge (the
 * payment removed), or a panel's undelivered respondents (the payment kept, saying how much).
 */
export async function finishClaimedRefund(
  clientId: string,
  charge: Pick<PaymentRecord, 'chargeId' | 'provider' | 'amount' | 'currency' | 'createdAt' | 'projectId'>,
  claim: Pick<Reconciliation, 'reason' | 'refundAmount'>,
  at: string,
): Promise<void> {
  const provider = paymentProvider(charge.provider);
  if (claim.reason === 'panel_error') {
    const amount = Math.min(claim.refundAmount ?? charge.amount, charge.amount);
    await provider.refund({ ...charge, clientId }, 'panel_error', amount);
    await markUndeliveredRefunded(clientId, charge.projectId, charge.chargeId, amount, at);
    return;
  }
  await provider.refund({ ...charge, clientId }, 'purchase_failed');
  await markFailedPurchaseRefunded(clientId, charge.projectId, charge.chargeId, at);
}

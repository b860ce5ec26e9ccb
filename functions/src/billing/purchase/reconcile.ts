import type { ProjectStatus } from '@adpulse/shared/projects/index';
import { now } from '../../platform/clock.ts';
import { findPayment } from '../data/payments.ts';
import { findPurchase } from '../data/purchases.ts';
import {
  claimRefund,
  findReconciliation,
  markRefunded,
  recordAdopted,
  type Reconciliation,
} from '../data/reconciliations.ts';
import { paymentProvider, type ProviderCharge, type RefundReason } from '../providers/index.ts';
import { startPaidPurchase } from './buy.ts';
import { finishClaimedRefund } from './refund.ts';

/**
 * What the reconciliation did with one charge: `recorded` (a payment of ours is that charge),
 * `young` (within the grace: its purchase may still record it), `purchasing` (a purchase of the
 * project runs or waits for its payment notification, and will adopt it), `refunded`,
 * `adopted` (its purchase is carried out with it), `settled` (reconciled by an earlier run).
 */
export type ChargeOutcome = 'recorded' | 'young' | 'purchasing' | 'refunded' | 'adopted' | 'settled';

/**
 * One charge the provider made for a project (issue 22: a crash between the charge and its
 * record left it orphaned, and the buyer's retry charged again):
 * - the project's payment records another charge: a second charge, given back (`duplicate`);
 * - no payment, and the buyer paid on the provider's page whose notification never came (the
 *   purchase still waits for it, the project is still for sale): adopted, the purchase carried
 *   out with it (its Charge step finds it by the project's key);
 * - no payment and no purchase running or waiting: given back (`no_purchase`).
 * Each outcome is recorded (`RECONCILED#<chargeId>`) before the provider is asked, so a crash
 * in between is finished by the next run and a charge is never given back twice.
 */
export async function reconcileCharge(
  charge: ProviderCharge,
  projectStatus: ProjectStatus | undefined,
  graceMs: number,
): Promise<ChargeOutcome> {
  const provider = paymentProvider(charge.provider);
  const at = new Date(now()).toISOString();
  const earlier = await findReconciliation(charge.clientId, charge.chargeId);
  if (
    earlier?.outcome === 'refunding' &&
    (earlier.reason === 'purchase_failed' || earlier.reason === 'panel_error')
  ) {
    // RecordFailure (or RecordPanelFailure) claimed the refund of the project's payment and stopped before recording it.
    await finishClaimedRefund(charge.clientId, charge, earlier, at);
    return 'refunded';
  }
  if (earlier?.outcome === 'refunding') {
    await giveBack(charge, earlier.reason === 'duplicate' ? 'duplicate' : 'no_purchase', at);
    return 'refunded';
  }
  if (earlier) return 'settled';
  const payment = await findPayment(charge.clientId, charge.projectId);
  if (payment?.chargeId === charge.chargeId) return 'recorded';
  if (Date.parse(charge.createdAt) + graceMs > now()) return 'young';
  const record = (outcome: Reconciliation['outcome'], reason: Reconciliation['reason']): Reconciliation => ({
    chargeId: charge.chargeId,
    projectId: charge.projectId,
    provider: provider.name,
    amount: charge.amount,
    outcome,
    reason,
    at,
    updatedAt: at,
  });
  if (payment) {
    if (!(await claimRefund(charge.clientId, record('refunding', 'duplicate')))) return 'settled';
    await giveBack(charge, 'duplicate', at);
    return 'refunded';
  }
  const purchase = await findPurchase(charge.clientId, charge.projectId);
  if (
    purchase?.state === 'awaiting_payment' &&
    projectStatus === 'pending' &&
    charge.buyer?.attempt === purchase.attempt
  ) {
    if (!(await recordAdopted(charge.clientId, record('adopted', 'paid_unnotified')))) return 'settled';
    await startPaidPurchase({
      checkoutId: purchase.checkoutId ?? charge.chargeId,
      clientId: charge.clientId,
      projectId: charge.projectId,
      ...charge.buyer,
    });
    return 'adopted';
  }
  if (purchase?.state === 'running' || purchase?.state === 'awaiting_payment') return 'purchasing';
  if (!(await claimRefund(charge.clientId, record('refunding', 'no_purchase')))) return 'purchasing';
  await giveBack(charge, 'no_purchase', at);
  return 'refunded';
}

async function giveBack(charge: ProviderCharge, why: RefundReason, at: string): Promise<void> {
  await paymentProvider(charge.provider).refund(charge, why);
  await markRefunded(charge.clientId, charge.chargeId, at);
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PurchaseInput } from '@adpulse/shared/workflows/purchase';
import { chargeOnce, findPayment } from '../../functions/src/billing/data/payments.ts';
import { saveFailedPurchase, savePurchaseAttempt } from '../../functions/src/billing/data/purchases.ts';
import { findReconciliation } from '../../functions/src/billing/data/reconciliations.ts';
import { testLedger } from '../../functions/src/billing/data/test-charges.ts';
import { projectChargeKey } from '../../functions/src/billing/providers/payment-provider.ts';
import { testProvider } from '../../functions/src/billing/providers/test-provider.ts';
import { reconcileCharges } from '../../functions/src/workflows/reconcile/reconcile.ts';
import { registeredUser, useFastHashing, type SignedIn } from './accounts-fixtures.ts';
import { projectAtCheckout } from './wizard-fixtures.ts';
import { cardPurchaseInput, killBeforeThePaymentRecord } from './purchase-fixtures.ts';

useFastHashing();

const VISA = '4242 4242 4242 4242';
/** Every charge of the last hour, none too young: the test decides what is orphaned. */
const NOW = { graceMs: 0, lookbackMs: 3600_000 };

afterEach(() => {
  vi.restoreAllMocks();
});

async function cardPurchase(user: SignedIn, attempt: number): Promise<PurchaseInput> {
  const project = await projectAtCheckout(user, 'discover');
  return cardPurchaseInput(user, project._id, attempt, VISA);
}

/** Charged, then the process dies before the payment is recorded (the write of PAYMENT# is cut). */
async function chargedAndKilled(purchase: PurchaseInput): Promise<void> {
  killBeforeThePaymentRecord();
  await expect(chargeOnce(purchase)).rejects.toThrow('killed');
  vi.restoreAllMocks();
}

const chargesOf = async (purchase: PurchaseInput) =>
  (await testLedger(purchase.clientId)).filter((charge) => charge.projectId === purchase.projectId);

async function attemptRecorded(purchase: PurchaseInput, state: 'running' | 'failed'): Promise<void> {
  const at = new Date().toISOString();
  await savePurchaseAttempt(purchase.clientId, {
    projectId: purchase.projectId,
    attempt: purchase.attempt,
    state: 'running',
    method: 'card',
    startedAt: at,
    updatedAt: at,
  });
  if (state === 'failed') {
    await saveFailedPurchase(
      purchase.clientId,
      purchase.projectId,
      purchase.attempt,
      { code: 'purchase.failed' },
      at,
    );
  }
}

/**
 * Issue 22: a charge made by an attempt that died before recording it stayed at the provider
 * for good (the buyer's money taken, no project bought). The reconciliation after each sweep
 * gives back what no purchase carried out, a second charge of a paid project, and records it.
 */
describe('the reconciliation of orphaned charges (test provider)', () => {
  it('gives back a charge whose purchase failed before recording it, once, and a later buy pays anew', async () => {
    const user = await registeredUser('reconcile-orphan');
    const purchase = await cardPurchase(user, 1);
    await chargedAndKilled(purchase);
    await attemptRecorded(purchase, 'failed');
    const [orphan] = await chargesOf(purchase);
    expect(orphan?.refundedAt).toBeUndefined();

    const report = await reconcileCharges(NOW);
    expect(report.refunded).toContain(orphan?.chargeId);
    expect((await chargesOf(purchase))[0]?.refundedAt).toBeDefined();
    expect(await findReconciliation(user.clientId, orphan!.chargeId)).toMatchObject({
      outcome: 'refunded',
      reason: 'no_purchase',
      amount: purchase.order.amount,
    });
    const again = await reconcileCharges(NOW);
    expect(again.refunded).not.toContain(orphan?.chargeId);

    // The buyer buys again: the refunded charge is not adopted, the card is charged once more.
    const payment = await chargeOnce({ ...purchase, attempt: 2 });
    const charges = await chargesOf(purchase);
    expect(charges).toHaveLength(2);
    expect(payment.chargeId).not.toBe(orphan?.chargeId);
    expect(charges.filter((charge) => !charge.refundedAt).map((charge) => charge.chargeId)).toEqual([
      payment.chargeId,
    ]);
    expect((await reconcileCharges(NOW)).refunded).not.toContain(payment.chargeId);
  });

  it('gives back a second charge of a paid project and keeps the one its payment records', async () => {
    const user = await registeredUser('reconcile-duplicate');
    const purchase = await cardPurchase(user, 1);
    const paid = await chargeOnce(purchase);
    // What the old attempt-keyed retry did: a second charge with a key of its own.
    const second = await testProvider.charge({
      clientId: user.clientId,
      projectId: purchase.projectId,
      idempotencyKey: `${projectChargeKey(purchase.projectId, purchase.order.amount)}-attempt-2`,
      amount: purchase.order.amount,
      currency: 'eur',
      paymentMethod: VISA,
      description: purchase.order.description,
    });

    const report = await reconcileCharges(NOW);
    expect(report.refunded).toContain(second.chargeId);
    expect(report.refunded).not.toContain(paid.chargeId);
    expect(await findReconciliation(user.clientId, second.chargeId)).toMatchObject({
      outcome: 'refunded',
      reason: 'duplicate',
    });
    expect(await findReconciliation(user.clientId, paid.chargeId)).toBeUndefined();
    const live = (await chargesOf(purchase)).filter((charge) => !charge.refundedAt);
    expect(live.map((charge) => charge.chargeId)).toEqual([paid.chargeId]);
    expect((await findPayment(user.clientId, purchase.projectId))?.chargeId).toBe(paid.chargeId);
  });

  it('leaves alone a charge whose purchase still runs (its next step, or the sweeper, adopts it)', async () => {
    const user = await registeredUser('reconcile-running');
    const purchase = await cardPurchase(user, 1);
    await chargedAndKilled(purchase);
    await attemptRecorded(purchase, 'running');
    const [charge] = await chargesOf(purchase);

    const report = await reconcileCharges(NOW);
    expect(report.waiting).toContain(charge?.chargeId);
    expect(report.refunded).not.toContain(charge?.chargeId);
    expect(await findReconciliation(user.clientId, charge!.chargeId)).toBeUndefined();
    // The retry adopts it: one charge, recorded.
    const payment = await chargeOnce({ ...purchase, attempt: 2 });
    expect(payment.chargeId).toBe(charge?.chargeId);
    expect(await chargesOf(purchase)).toHaveLength(1);
  });
});

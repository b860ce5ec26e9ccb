import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import { ENV } from '@adpulse/shared';
import { consumeCredits, returnCredits } from '../../functions/src/billing/credits.ts';
import { listLedger, readBalance } from '../../functions/src/billing/data/balance.ts';
import { findConsumption } from '../../functions/src/billing/data/consumptions.ts';
import { findPurchase, savePurchaseAttempt } from '../../functions/src/billing/data/purchases.ts';
import { markProjectClosed } from '../../functions/src/projects/lifecycle.ts';
import { chargeOnce, findPayment } from '../../functions/src/billing/data/payments.ts';
import { testLedger } from '../../functions/src/billing/data/test-charges.ts';
import type { PurchaseInput } from '@adpulse/shared/workflows/purchase';
import { findProject } from '../../functions/src/projects/data/store.ts';
import { validateOrder } from '../../functions/src/billing/purchase/order.ts';
import { sfnClient } from '../../functions/src/platform/aws.ts';
import { registeredUser, useFastHashing, type SignedIn } from './accounts-fixtures.ts';
import { projectAtCheckout } from './wizard-fixtures.ts';
import { contractClient, killBeforeThePaymentRecord } from './purchase-fixtures.ts';
import { waitFor } from '../support/wait.ts';

useFastHashing();

const runtime = inject('integrationRuntime');

const VISA = '4242 4242 4242 4242';

afterEach(() => {
  vi.restoreAllMocks();
});

async function orderedPurchase(
  user: SignedIn,
  projectId: string,
  attempt: number,
  paymentMethod: string,
  clientType: 'regular' | 'custom' = 'regular',
) {
  const request = {
    projectId,
    clientId: user.clientId,
    userId: user.userId,
    clientType,
    language: 'en' as const,
    attempt,
    paymentMethod,
  };
  const purchase: PurchaseInput = {
    ...request,
    order: await validateOrder(request, await findProject(user.clientId, projectId)),
  };
  return purchase;
}

/**
 * Issue 22: killed after the card was charged and before the payment was recorded, the purchase
 * read as failed, and the buyer's retry was a new attempt with a new idempotency key: charged
 * twice. Now the key comes from the project and the amount, and the retry asks the provider for
 * that key's charge and adopts it.
 */
describe('a purchase is charged exactly once across crashes', () => {
  it('a retry after a crash between the charge and its record adopts the charge (test card provider)', async () => {
    const user = await registeredUser('exactly-once');
    const project = await projectAtCheckout(user, 'discover');
    const first = await orderedPurchase(user, project._id, 1, VISA);
    expect(first.order.method).toBe('card');

    killBeforeThePaymentRecord();
    await expect(chargeOnce(first)).rejects.toThrow('killed after the charge');
    vi.restoreAllMocks();
    expect(await testLedger(user.clientId)).toHaveLength(1);
    expect(await findPayment(user.clientId, project._id)).toBeUndefined();

    // The buyer tries again: a new attempt.
    const payment = await chargeOnce(await orderedPurchase(user, project._id, 2, VISA));
    const charges = (await testLedger(user.clientId)).filter((charge) => charge.projectId === project._id);
    expect(charges).toHaveLength(1);
    expect(payment.chargeId).toBe(charges[0]?.chargeId);
    expect(await findPayment(user.clientId, project._id)).toMatchObject({ chargeId: charges[0]?.chargeId });
  });

  it('credits taken before a crash are neither lost nor taken twice by the retry', async () => {
    const admin = await contractClient('exactly-once-credits');
    const project = await projectAtCheckout(admin, 'discover', { customer: true });
    const purchase = await orderedPurchase(admin, project._id, 1, '', 'custom');
    expect(purchase.order.method).toBe('credits');
    const before = (await readBalance(admin.clientId)).balance;
    const take = (attempt: number) =>
      consumeCredits({
        clientId: admin.clientId,
        clientType: 'custom',
        projectId: project._id,
        analyses: purchase.order.analyses,
        actor: { kind: 'user', id: admin.userId },
        note: `attempt ${attempt}`,
      });
    await take(1);
    // Killed before the purchase was recorded; the retry takes the credits step again.
    await take(2);
    expect((await readBalance(admin.clientId)).balance).toBe(before - purchase.order.analyses);
  });

  it('credits taken by a purchase that then fails are given back, once', async () => {
    const admin = await contractClient('credits-given-back');
    const project = await projectAtCheckout(admin, 'discover', { customer: true });
    const purchase = await orderedPurchase(admin, project._id, 1, '', 'custom');
    expect(purchase.order.method).toBe('credits');
    const before = (await readBalance(admin.clientId)).balance;
    // Closed while its purchase runs: ConsumeCredits takes the analyses, then Activate refuses.
    await markProjectClosed(admin.clientId, project._id);
    const stateMachineArn = runtime.environment[ENV.purchaseStateMachineArn] ?? '';
    const name = `buy-${project._id}-1`;
    const startedAt = new Date().toISOString();
    await savePurchaseAttempt(admin.clientId, {
      projectId: project._id,
      attempt: 1,
      executionArn: `${stateMachineArn.replace(':stateMachine:', ':execution:')}:${name}`,
      state: 'running',
      method: 'credits',
      startedAt,
      updatedAt: startedAt,
    });
    await sfnClient().send(
      new StartExecutionCommand({ stateMachineArn, name, input: JSON.stringify(purchase) }),
    );
    const failed = await waitFor('the failed purchase', async () => {
      const record = await findPurchase(admin.clientId, project._id);
      return record?.state === 'failed' ? record : undefined;
    });
    expect(failed.error?.code).toBe('purchase.cannot_buy');
    expect((await readBalance(admin.clientId)).balance).toBe(before);
    expect(await findConsumption(admin.clientId, project._id)).toBeUndefined();
    const entries = (await listLedger(admin.clientId)).filter((entry) => entry.projectId === project._id);
    expect(entries.map((entry) => [entry.reason, entry.change]).sort()).toEqual(
      [
        ['purchase', -purchase.order.analyses],
        ['returned', purchase.order.analyses],
      ].sort(),
    );
    // Given back once: a repeated RecordFailure (a retry, a crash before it answered) finds nothing to give.
    const again = await returnCredits({
      clientId: admin.clientId,
      projectId: project._id,
      actor: { kind: 'user', id: admin.userId },
      note: 'repeat',
    });
    expect(again).toBe(0);
    expect((await readBalance(admin.clientId)).balance).toBe(before);
  }, 90_000);
});

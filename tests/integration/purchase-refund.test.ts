import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import { ENV } from '@adpulse/shared';
import type { PurchaseInput } from '@adpulse/shared/workflows/purchase';
import { chargeOnce, findPayment } from '../../functions/src/billing/data/payments.ts';
import { findPurchase, savePurchaseAttempt } from '../../functions/src/billing/data/purchases.ts';
import { findReconciliation } from '../../functions/src/billing/data/reconciliations.ts';
import { refundFailedPurchase } from '../../functions/src/billing/purchase/refund.ts';
import { dynamoClient, sfnClient } from '../../functions/src/platform/aws.ts';
import { markProjectClosed } from '../../functions/src/projects/lifecycle.ts';
import { findProject, mutateProject } from '../../functions/src/projects/data/store.ts';
import { registeredUser, useFastHashing, type SignedIn } from './accounts-fixtures.ts';
import { projectAtCheckout } from './wizard-fixtures.ts';
import {
  cardPurchaseInput,
  chargesOf,
  endedPurchase,
  refundsOf,
  settledPurchase,
} from './purchase-fixtures.ts';
import { invokeRoute } from '../support/invoke-route.ts';
import { billingContract } from '@adpulse/shared';
import { waitFor } from '../support/wait.ts';

useFastHashing();

const runtime = inject('integrationRuntime');

const VISA = '4242 4242 4242 4242';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Runs the purchase machine on `purchase` as POST /buy would, and waits for its recorded failure. */
async function failedPurchaseOf(user: SignedIn, purchase: PurchaseInput) {
  const stateMachineArn = runtime.environment[ENV.purchaseStateMachineArn] ?? '';
  const name = `buy-${purchase.projectId}-${purchase.attempt}`;
  const startedAt = new Date().toISOString();
  await savePurchaseAttempt(user.clientId, {
    projectId: purchase.projectId,
    attempt: purchase.attempt,
    executionArn: `${stateMachineArn.replace(':stateMachine:', ':execution:')}:${name}`,
    state: 'running',
    method: purchase.order.method,
    startedAt,
    updatedAt: startedAt,
  });
  await sfnClient().send(
    new StartExecutionCommand({ stateMachineArn, name, input: JSON.stringify(purchase) }),
  );
  return waitFor(
    'the failed purchase',
    async () => {
      const record = await findPurchase(user.clientId, purchase.projectId);
      return record?.state === 'failed' ? record : undefined;
    },
    { everyMs: 100 },
  );
}

/** A card purchase whose Charge pays and whose Activate then refuses (the project was closed meanwhile). */
async function paidThenRefused(label: string) {
  const user = await registeredUser(label);
  const project = await projectAtCheckout(user, 'discover');
  const purchase = await cardPurchaseInput(user, project._id, 1, VISA);
  expect(purchase.order.method).toBe('card');
  const atCheckout = await findProject(user.clientId, project._id);
  if (!atCheckout) throw new Error('no project');
  await markProjectClosed(user.clientId, project._id);
  const failed = await failedPurchaseOf(user, purchase);
  return { user, project, atCheckout, purchase, failed };
}

/**
 * Issue 22: a purchase that fails after its payment was recorded (Activate refused) kept the
 * money: the payment stayed recorded, no refund was made, and the next buy reused it.
 */
describe('a purchase that fails after its payment was recorded gives the money back, once', () => {
  it('refunds the recorded charge, records the refund and the failure, and leaves the project not active', async () => {
    const { user, project, failed } = await paidThenRefused('refund-failed');
    expect(failed.error?.code).toBe('purchase.cannot_buy');
    const charges = await chargesOf(user, project._id);
    expect(charges).toHaveLength(1);
    expect(refundsOf(charges)).toBe(1);
    const chargeId = charges[0]?.chargeId ?? '';
    expect(await findReconciliation(user.clientId, chargeId)).toMatchObject({
      outcome: 'refunded',
      reason: 'purchase_failed',
      projectId: project._id,
    });
    // The refunded payment no longer pays for the project.
    expect(await findPayment(user.clientId, project._id)).toBeUndefined();
    expect((await findProject(user.clientId, project._id))?.status).not.toBe('active');
    expect((await endedPurchase(user.clientId, project._id)).status).toBe('FAILED');
  }, 90_000);

  it('a crash between the refund and its record, then the retried step, still refunds once', async () => {
    const { user, project } = await paidThenRefused('refund-crash');
    const [charge] = await chargesOf(user, project._id);
    expect(refundsOf(await chargesOf(user, project._id))).toBe(1);
    // The step runs again (a retry of RecordFailure, a rerun by the sweeper): nothing more is given back.
    await refundFailedPurchase({ clientId: user.clientId, projectId: project._id });
    await refundFailedPurchase({ clientId: user.clientId, projectId: project._id });
    expect(refundsOf(await chargesOf(user, project._id))).toBe(1);
    expect((await findReconciliation(user.clientId, charge?.chargeId ?? ''))?.outcome).toBe('refunded');
  }, 90_000);

  it('killed after the provider refunded and before the refund was recorded, the retry refunds nothing more', async () => {
    const user = await registeredUser('refund-killed');
    const project = await projectAtCheckout(user, 'discover');
    const purchase = await cardPurchaseInput(user, project._id, 1, VISA);
    // The machine pays, then the project cannot be activated; its RecordFailure dies after the refund.
    await markProjectClosed(user.clientId, project._id);
    await chargeOnce(purchase);
    const client = dynamoClient();
    const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
    const spy = vi.spyOn(client, 'send').mockImplementation((async (command: unknown) => {
      const text = JSON.stringify((command as { input?: unknown }).input ?? {});
      if (text.includes('"refunded"') && text.includes('RECONCILED#')) {
        throw new Error('killed after the refund, before its record');
      }
      return send(command);
    }) as never);
    await expect(refundFailedPurchase({ clientId: user.clientId, projectId: project._id })).rejects.toThrow(
      'killed after the refund',
    );
    spy.mockRestore();
    expect(refundsOf(await chargesOf(user, project._id))).toBe(1);
    await refundFailedPurchase({ clientId: user.clientId, projectId: project._id });
    const charges = await chargesOf(user, project._id);
    expect(charges).toHaveLength(1);
    expect(refundsOf(charges)).toBe(1);
    expect((await findReconciliation(user.clientId, charges[0]?.chargeId ?? ''))?.outcome).toBe('refunded');
    expect(await findPayment(user.clientId, project._id)).toBeUndefined();
  }, 90_000);

  it('the buyer retries after the refund: exactly one new charge, which pays for the project', async () => {
    const { user, project, atCheckout } = await paidThenRefused('refund-retry');
    const [refunded] = await chargesOf(user, project._id);
    // The project is for sale again (an operator reopened it); the buyer buys again.
    await mutateProject(user.clientId, project._id, (current) => ({
      ...current,
      status: 'pending',
      step: atCheckout.step,
      closed: null,
    }));
    const answer = await invokeRoute(billingContract.routes.buyProject, {
      token: user.token,
      params: { projectId: project._id },
      body: { paymentMethod: VISA },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect((await settledPurchase(user, project._id)).state).toBe('succeeded');
    const charges = await chargesOf(user, project._id);
    expect(charges).toHaveLength(2);
    expect(refundsOf(charges)).toBe(1);
    const fresh = charges.find((charge) => charge.chargeId !== refunded?.chargeId);
    expect(fresh?.refunds ?? 0).toBe(0);
    expect((await findPayment(user.clientId, project._id))?.chargeId).toBe(fresh?.chargeId);
    expect((await findProject(user.clientId, project._id))?.status).toBe('active');
    await endedPurchase(user.clientId, project._id);
  }, 120_000);
});

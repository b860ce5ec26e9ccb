import { afterEach, describe, expect, inject, it } from 'vitest';
import { ENV, billingContract } from '@adpulse/shared';
import { purchaseWorkflow, type PurchaseInput } from '@adpulse/shared/workflows/purchase';
import { grantSubscription } from '../../functions/src/billing/plans/grant.ts';
import { savePurchaseAttempt } from '../../functions/src/billing/data/purchases.ts';
import { validateOrder } from '../../functions/src/billing/purchase/order.ts';
import { findProject } from '../../functions/src/projects/data/store.ts';
import { markProjectActive } from '../../functions/src/projects/lifecycle.ts';
import { invokeRoute } from '../support/invoke-route.ts';
import { runWorkflowInProcess, type InProcessRun } from '../support/workflow-in-process.ts';
import { customAdmin, registeredUser, useFastHashing, type SignedIn } from './accounts-fixtures.ts';
import { projectAtCheckout } from './wizard-fixtures.ts';
import { purchaseOf } from './purchase-fixtures.ts';

useFastHashing();

const runtime = inject('integrationRuntime');

const VISA = '4242 4242 4242 4242';

const running: InProcessRun[] = [];
afterEach(() => {
  for (const run of running.splice(0)) run.abort();
});

/** A step held until the test lets it go, and the moment the machine reached it. */
function gate() {
  let release = () => {};
  let reached = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const arrived = new Promise<void>((resolve) => (reached = resolve));
  return { held, arrived, release, reached };
}

/**
 * The purchase machine on `purchase` as POST /buy starts it (the attempt recorded `running`
 * first), run in this process (the deployed ASL, each task bound as its workflow says) so that
 * `beforeTask` can hold or fail a step.
 */
async function startPurchaseInProcess(
  user: SignedIn,
  purchase: PurchaseInput,
  beforeTask: (state: string) => Promise<void> | void,
): Promise<InProcessRun> {
  const stateMachineArn = runtime.environment[ENV.purchaseStateMachineArn] ?? '';
  const at = new Date().toISOString();
  await savePurchaseAttempt(user.clientId, {
    projectId: purchase.projectId,
    attempt: purchase.attempt,
    executionArn: `${stateMachineArn.replace(':stateMachine:', ':execution:')}:buy-${purchase.projectId}-${purchase.attempt}`,
    state: 'running',
    method: purchase.order.method,
    startedAt: at,
    updatedAt: at,
  });
  const run = runWorkflowInProcess(purchaseWorkflow, purchase, { retryMs: 20, beforeTask });
  running.push(run);
  return run;
}

async function orderFor(user: SignedIn, projectId: string, clientType: 'regular' | 'custom', card = '') {
  const buyer = {
    projectId,
    clientId: user.clientId,
    userId: user.userId,
    clientType,
    language: 'en' as const,
    attempt: 1,
    paymentMethod: card,
  };
  return { ...buyer, order: await validateOrder(buyer, await findProject(user.clientId, projectId)) };
}

const invoicesOf = async (user: SignedIn) => {
  const answer = await invokeRoute(billingContract.routes.listInvoices, {
    token: user.token,
    params: { clientId: user.clientId },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.items;
};

/**
 * Issue 22 (closing note 12, "Final review"): GET /buy answered `succeeded` as soon as the project
 * was active (Activate), while the invoice is issued three steps later and the purchase recorded
 * after it: a buyer reloading the plan screen on "succeeded" might not find the invoice. Now
 * `succeeded` comes only from the record RecordPurchased writes.
 */
describe('GET /buy answers succeeded only once the purchase is recorded', () => {
  it('a card purchase held at its Invoice step reads running, with the project active and no invoice yet', async () => {
    const user = await registeredUser('held-invoice');
    const project = await projectAtCheckout(user, 'discover');
    const purchase = await orderFor(user, project._id, 'regular', VISA);
    expect(purchase.order.method).toBe('card');
    const invoice = gate();
    const run = await startPurchaseInProcess(user, purchase, async (state) => {
      if (state !== 'Invoice') return;
      invoice.reached();
      await invoice.held;
    });
    await invoice.arrived;
    expect((await findProject(user.clientId, project._id))?.status).toBe('active');
    expect(await invoicesOf(user)).toHaveLength(0);
    expect((await purchaseOf(user, project._id)).body).toEqual({ state: 'running', attempt: 1 });

    invoice.release();
    await run.result;
    expect((await purchaseOf(user, project._id)).body).toEqual({
      state: 'succeeded',
      attempt: 1,
      paidWith: 'card',
    });
    expect(await invoicesOf(user)).toHaveLength(1);
  }, 120_000);

  it('a purchase with credits held before its record reads running too, and POST /buy answers the same', async () => {
    const admin = await customAdmin(false, 'held-record');
    await grantSubscription({
      clientId: admin.clientId,
      plan: 'pro',
      billing: 'yearly',
      endsAt: '2099-12-31',
      analyses: 5,
      actor: { kind: 'operator', id: 'test' },
      note: 'contract',
    });
    const project = await projectAtCheckout(admin, 'discover', { customer: true });
    const purchase = await orderFor(admin, project._id, 'custom');
    expect(purchase.order.method).toBe('credits');
    const record = gate();
    const run = await startPurchaseInProcess(admin, purchase, async (state) => {
      if (state !== 'RecordPurchased') return;
      record.reached();
      await record.held;
    });
    await record.arrived;
    expect((await findProject(admin.clientId, project._id))?.status).toBe('active');
    expect((await purchaseOf(admin, project._id)).body).toEqual({ state: 'running', attempt: 1 });
    // A second buy of a project being bought answers that purchase and starts nothing.
    const again = await invokeRoute(billingContract.routes.buyProject, {
      token: admin.token,
      params: { projectId: project._id },
      body: {},
    });
    expect(again.body).toEqual({ state: 'running', attempt: 1 });

    record.release();
    await run.result;
    expect((await purchaseOf(admin, project._id)).body).toEqual({
      state: 'succeeded',
      attempt: 1,
      paidWith: 'credits',
    });
  }, 120_000);

  it('an attempt still running past the machine\u2019s timeout with its project active reads succeeded, not running for ever', async () => {
    const user = await registeredUser('unrecorded');
    const project = await projectAtCheckout(user, 'discover');
    const longAgo = new Date(Date.now() - 16 * 60 * 1000).toISOString();
    await savePurchaseAttempt(user.clientId, {
      projectId: project._id,
      attempt: 1,
      executionArn: 'arn:aws:states:us-east-1:000000000000:execution:adpulse-purchase:gone',
      state: 'running',
      method: 'card',
      startedAt: longAgo,
      updatedAt: longAgo,
    });
    expect((await purchaseOf(user, project._id)).body).toMatchObject({ state: 'failed', attempt: 1 });
    // Activated, then its record never written (RecordPurchased failed, the sweeper not yet by).
    await markProjectActive(user.clientId, project._id);
    expect((await purchaseOf(user, project._id)).body).toEqual({
      state: 'succeeded',
      attempt: 1,
      paidWith: 'card',
    });
  });
});

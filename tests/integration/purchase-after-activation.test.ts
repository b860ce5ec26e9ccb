import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import { ENV, billingContract } from '@adpulse/shared';
import { purchaseWorkflow, type PurchaseInput } from '@adpulse/shared/workflows/purchase';
import { readBalance } from '../../functions/src/billing/data/balance.ts';
import { findPayment } from '../../functions/src/billing/data/payments.ts';
import { findFieldwork, findTest } from '../../functions/src/fieldwork/data/fieldwork-store.ts';
import { sfnClient } from '../../functions/src/platform/aws.ts';
import { undoFailedPurchase } from '../../functions/src/workflows/purchase/undo.ts';
import { savePurchaseAttempt } from '../../functions/src/billing/data/purchases.ts';
import { validateOrder } from '../../functions/src/billing/purchase/order.ts';
import { findProject } from '../../functions/src/projects/data/store.ts';
import { markProjectActive } from '../../functions/src/projects/lifecycle.ts';
import { invokeRoute } from '../support/invoke-route.ts';
import { runWorkflowInProcess, type InProcessRun } from '../support/workflow-in-process.ts';
import { registeredUser, useFastHashing, type SignedIn } from './accounts-fixtures.ts';
import { projectAtCheckout } from './wizard-fixtures.ts';
import { chargesOf, contractClient, purchaseOf, refundsOf, settledPurchase } from './purchase-fixtures.ts';

useFastHashing();

const runtime = inject('integrationRuntime');

const VISA = '4242 4242 4242 4242';

const running: InProcessRun[] = [];
afterEach(() => {
  for (const run of running.splice(0)) {
    // A run a failed test left held: stopped, its abort expected.
    run.result.catch(() => undefined);
    run.abort();
  }
  vi.restoreAllMocks();
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
    const admin = await contractClient('held-record');
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

/**
 * The fieldwork machine cannot be started (Step Functions refuses every StartExecution of it), so
 * LaunchFieldwork fails after creating the fieldwork and its links, on every retry: for good.
 */
function fieldworkMachineDown(): { starts: () => number; links: Set<string> } {
  const client = sfnClient();
  const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
  let starts = 0;
  const links = new Set<string>();
  vi.spyOn(client, 'send').mockImplementation((async (command: unknown) => {
    if (command instanceof StartExecutionCommand && command.input.name?.startsWith('fieldwork-')) {
      starts += 1;
      const { clientId, projectId } = JSON.parse(command.input.input ?? '{}') as Record<string, string>;
      const launched = await findFieldwork(clientId ?? '', projectId ?? '', true);
      for (const testId of Object.values(launched?.tests ?? {})) links.add(testId);
      throw Object.assign(new Error('Step Functions is unavailable'), { name: 'ServiceUnavailable' });
    }
    return send(command);
  }) as never);
  return { starts: () => starts, links };
}

const buyAgain = (user: SignedIn, projectId: string, paymentMethod?: string) =>
  invokeRoute(billingContract.routes.buyProject, {
    token: user.token,
    params: { projectId },
    body: paymentMethod ? { paymentMethod } : {},
  });

/**
 * Issue 22: LaunchFieldwork retried every error and had no Catch: failing for good, it left the
 * project active and paid with no fieldwork. Now it goes to RecordFailure, which undoes the
 * purchase as it does for a refused Activate: the unstarted fieldwork withdrawn, the project back
 * on sale at its checkout, the payment refunded (or the credits returned) once, the failure recorded.
 */
describe('a purchase whose fieldwork launch fails for good after activation is undone, once', () => {
  it('card: one refund, the project for sale again without links, and a new buy charges once', async () => {
    const user = await registeredUser('launch-fails');
    const project = await projectAtCheckout(user, 'discover');
    const purchase = await orderFor(user, project._id, 'regular', VISA);
    const machine = fieldworkMachineDown();
    const run = await startPurchaseInProcess(user, purchase, () => {});
    await expect(run.result).rejects.toThrow();
    expect(run.calls.filter((call) => call.state === 'LaunchFieldwork')).toHaveLength(5);
    expect(machine.starts()).toBe(5);
    expect(run.calls.at(-1)?.state).toBe('RecordFailure');
    vi.restoreAllMocks();

    expect((await purchaseOf(user, project._id)).body).toMatchObject({
      state: 'failed',
      attempt: 1,
      error: { code: 'purchase.failed' },
    });
    expect(await findProject(user.clientId, project._id)).toMatchObject({ status: 'pending', step: 5 });
    // The links LaunchFieldwork made before it failed are gone with the fieldwork.
    expect(machine.links.size).toBe(2);
    expect(await findFieldwork(user.clientId, project._id, true)).toBeUndefined();
    for (const testId of machine.links) expect(await findTest(testId)).toBeUndefined();
    const [charge, ...others] = await chargesOf(user, project._id);
    expect(others).toHaveLength(0);
    expect(charge?.refunds).toBe(1);
    expect(await findPayment(user.clientId, project._id)).toBeUndefined();
    // A repeated RecordFailure (a retry, a crash before it answered) gives nothing more back.
    await undoFailedPurchase({ ...purchase, failure: { Error: 'ServiceUnavailable' } });
    expect(refundsOf(await chargesOf(user, project._id))).toBe(1);
    expect(await invoicesOf(user)).toHaveLength(0);

    // The buyer buys again: one new charge, which pays for the project.
    const answer = await buyAgain(user, project._id, VISA);
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(answer.body).toEqual({ state: 'running', attempt: 2 });
    expect(await settledPurchase(user, project._id)).toEqual({
      state: 'succeeded',
      attempt: 2,
      paidWith: 'card',
    });
    const charges = await chargesOf(user, project._id);
    expect(charges).toHaveLength(2);
    expect(refundsOf(charges)).toBe(1);
    const fresh = charges.find((each) => each.chargeId !== charge?.chargeId);
    expect(fresh?.refunds ?? 0).toBe(0);
    expect((await findPayment(user.clientId, project._id))?.chargeId).toBe(fresh?.chargeId);
    expect((await findProject(user.clientId, project._id))?.status).toBe('active');
    const fieldwork = await findFieldwork(user.clientId, project._id, true);
    expect(fieldwork).toBeDefined();
    expect(await findTest(fieldwork?.testId ?? '')).toBeDefined();
    expect(await invoicesOf(user)).toHaveLength(1);
  }, 180_000);

  it('credits: the analyses come back once, the project goes back to Review, and a new buy takes them once', async () => {
    const admin = await contractClient('launch-fails-credits');
    const project = await projectAtCheckout(admin, 'discover', { customer: true });
    const purchase = await orderFor(admin, project._id, 'custom');
    const before = (await readBalance(admin.clientId)).balance;
    fieldworkMachineDown();
    const run = await startPurchaseInProcess(admin, purchase, () => {});
    await expect(run.result).rejects.toThrow();
    vi.restoreAllMocks();

    expect((await purchaseOf(admin, project._id)).body).toMatchObject({ state: 'failed', attempt: 1 });
    expect(await findProject(admin.clientId, project._id)).toMatchObject({ status: 'pending', step: 4 });
    expect((await readBalance(admin.clientId)).balance).toBe(before);
    await undoFailedPurchase({ ...purchase, failure: { Error: 'ServiceUnavailable' } });
    expect((await readBalance(admin.clientId)).balance).toBe(before);

    const answer = await buyAgain(admin, project._id);
    expect(answer.body).toEqual({ state: 'running', attempt: 2 });
    expect((await settledPurchase(admin, project._id)).state).toBe('succeeded');
    expect((await readBalance(admin.clientId)).balance).toBe(before - purchase.order.analyses);
    expect((await findProject(admin.clientId, project._id))?.status).toBe('active');
  }, 180_000);
});

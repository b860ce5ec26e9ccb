import { billingContract, projectsContract, type RouteContract } from '@adpulse/shared';
import type { RouteInput } from '../../web/src/api/client.ts';
import { requestRoute, type CallerOptions } from '../support/invoke-route.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import Stripe from 'stripe';
import { ENV } from '@adpulse/shared';
import { PLANS, PREDICT_PRICE } from '@adpulse/shared/billing/plans';
import { CANCELED_PREDICT_PARAM } from '@adpulse/shared/billing/purchase';
import { changeBalance, readBalance } from '../../functions/src/billing/data/balance.ts';
import { chargeOnce, findPayment } from '../../functions/src/billing/data/payments.ts';
import { saveFailedPurchase } from '../../functions/src/billing/data/purchases.ts';
import { findReconciliation } from '../../functions/src/billing/data/reconciliations.ts';
import { refundFailedPurchase } from '../../functions/src/billing/purchase/refund.ts';
import { dynamoClient } from '../../functions/src/platform/aws.ts';
import { markProjectClosed } from '../../functions/src/projects/lifecycle.ts';
import { reconcileCharges } from '../../functions/src/workflows/reconcile/reconcile.ts';
import { startLocalRuntime, type LocalRuntime } from '../../local/src/runtime.ts';
import { synthesizeStacks } from '../../local/src/synth.ts';
import { startStripeStandIn, type StandInSession, type StripeStandIn } from '../support/stripe-stand-in.ts';
import { registeredUser, useFastHashing, type SignedIn } from './accounts-fixtures.ts';
import { cardPurchaseInput, endedPurchase, settledPurchase } from './purchase-fixtures.ts';
import {
  BILLING,
  createProject,
  getProject,
  projectAtCheckout,
  uploadPredictImage,
} from './wizard-fixtures.ts';

useFastHashing();

const WEBHOOK_SECRET = 'whsec_stand_in';
/** The deployment's Stripe price of pro billed monthly (CDK context stripePrices). */
const PRO_MONTHLY_PRICE = 'price_pro_monthly_stand_in';
/** discover, paid by card: 1000 € (shared/src/billing/purchase.ts). */
const DISCOVER_CENTS = 100_000;

let stripe: StripeStandIn;
let runtime: LocalRuntime;
let dataDir: string;

/**
 * Its own local runtime, synthesized with the deployment's choice of Stripe (CDK context
 * paymentProvider=stripe, as `cdk deploy -c paymentProvider=stripe` does): every function,
 * the purchase machine's Charge task included, then runs with PAYMENT_PROVIDER=stripe. The
 * keys come from STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET (local runs) and the stripe package
 * talks to the stand-in (STRIPE_API_URL).
 */
beforeAll(async () => {
  stripe = await startStripeStandIn();
  process.env.STRIPE_SECRET_KEY = 'sk_test_stand_in';
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  process.env.STRIPE_API_URL = stripe.url;
  dataDir = await mkdtemp(join(tmpdir(), 'adpulse-stripe-'));
  const stacks = await synthesizeStacks(join(dataDir, 'cdk.out'), {
    paymentProvider: 'stripe',
    stripeSecretName: 'adpulse/stripe',
    stripePrices: JSON.stringify({ 'pro.monthly': PRO_MONTHLY_PRICE }),
  });
  runtime = await startLocalRuntime({ port: 0, dataDir, quiet: true, stacks });
}, 180_000);

afterAll(async () => {
  await runtime?.stop();
  await stripe?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * The process dies after the provider refunded and before the refund is recorded: the write that
 * records it throws, `times` times (as a SIGKILL would have cut it).
 */
function killBeforeTheRefundRecord(times = Number.POSITIVE_INFINITY): { kills: () => number } {
  const client = dynamoClient();
  const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
  let kills = 0;
  vi.spyOn(client, 'send').mockImplementation((async (command: unknown) => {
    const text = JSON.stringify((command as { input?: unknown }).input ?? {});
    if (kills < times && text.includes('"refunded"') && text.includes('RECONCILED#')) {
      kills += 1;
      throw new Error('killed after the refund, before its record');
    }
    return send(command);
  }) as never);
  return { kills: () => kills };
}

/** Stripe's refunds of one PaymentIntent, and the POST /v1/refunds calls that asked for them. */
const refundsAtStripe = (intent: string) => ({
  refunds: [...stripe.refunds.values()].filter((refund) => refund.payment_intent === intent),
  calls: stripe.calls.filter((call) => call.path === '/v1/refunds' && call.form.payment_intent === intent),
});

const api = <R extends RouteContract>(route: R, input: RouteInput<R> & CallerOptions) =>
  requestRoute(runtime.apiUrl, route, input);

const buy = (user: SignedIn, projectId: string) =>
  api(billingContract.routes.buyProject, { params: { projectId }, token: user.token, body: {} });

/** GET /buy, the call of the success-payment screen. */
const purchaseOf = (user: SignedIn, projectId: string) =>
  api(billingContract.routes.getPurchase, { params: { projectId }, token: user.token });

const invoicesOf = async (user: SignedIn) =>
  (await api(billingContract.routes.listInvoices, { params: { clientId: user.clientId }, token: user.token }))
    .body.items;

const settle = (user: SignedIn, projectId: string) =>
  settledPurchase(user, projectId, { read: () => purchaseOf(user, projectId) });

/** A Stripe event about `object`, signed by the stripe package's test helper (with `secret`, the webhook's by default). */
function sendEvent(event: { id: string; type: string; object: object; secret?: string }) {
  const sent = {
    id: event.id,
    object: 'event',
    type: event.type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: event.object },
  };
  // Signed as the JSON the call sends (JSON.stringify of the same object).
  const payload = JSON.stringify(sent);
  const signature = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({
    payload,
    secret: event.secret ?? WEBHOOK_SECRET,
  });
  return api(billingContract.routes.stripeWebhook, {
    foreignBody: sent,
    headers: { 'stripe-signature': signature },
  });
}

/** Stripe's notification that a Checkout Session completed (or `type`), for the session as it is. */
function sendCheckoutEvent(
  session: StandInSession,
  options: { eventId?: string; type?: string; secret?: string } = {},
) {
  return sendEvent({
    id: options.eventId ?? `evt_${session.id}`,
    type: options.type ?? 'checkout.session.completed',
    object: session,
    ...(options.secret ? { secret: options.secret } : {}),
  });
}

/** Buys through the API up to Stripe's page; answers the session the buyer is sent to. */
async function checkoutOf(user: SignedIn, projectId: string, attempt = 1): Promise<StandInSession> {
  const started = await buy(user, projectId);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  expect(started.body).toMatchObject({ state: 'awaiting_payment', attempt });
  const sessionId = new URL(started.body.redirectUrl!).pathname.split('/').at(-1)!;
  const session = stripe.sessions.get(sessionId);
  expect(session, started.body.redirectUrl).toBeDefined();
  expect(started.body.redirectUrl).toBe(session!.url);
  return session!;
}

/** Search API calls for a project's succeeded PaymentIntents (the query travels in the URL, not the form). */
const intentSearches = (projectId: string) =>
  stripe.calls.filter(
    (call) => call.path === '/v1/payment_intents/search' && call.query.query?.includes(`'${projectId}'`),
  ).length;

describe('a project bought with the Stripe provider (Checkout Sessions, signed webhooks)', () => {
  it('runs with the provider the deployment chose', () => {
    expect(process.env[ENV.paymentProvider]).toBe('stripe');
    expect(process.env[ENV.stripeSecretName]).toBe('adpulse/stripe');
  });

  it('redirects to the checkout, then the paid session charges once, activates and invoices; a replay changes nothing', async () => {
    const buyer = await registeredUser('stripe-buyer');
    const project = await projectAtCheckout(buyer, 'discover');

    const session = await checkoutOf(buyer, project._id);
    const created = stripe.calls.filter((call) => call.path === '/v1/checkout/sessions');
    expect(created).toHaveLength(1);
    expect(created[0]!.idempotencyKey).toBe(`checkout-${project._id}-1`);
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: DISCOVER_CENTS,
      currency: 'eur',
      customer_email: buyer.email,
      metadata: { kind: 'project', clientId: buyer.clientId, projectId: project._id, attempt: '1' },
      success_url: `${runtime.url}/en/success-payment?project=${project._id}&checkout={CHECKOUT_SESSION_ID}`,
    });
    // A second buy while the page is open sends the buyer to the same page.
    const again = await buy(buyer, project._id);
    expect(again.body).toMatchObject({ state: 'awaiting_payment', attempt: 1, redirectUrl: session.url });
    expect(stripe.calls.filter((call) => call.path === '/v1/checkout/sessions')).toHaveLength(1);
    // Back on the success page before Stripe's notification: still waiting, nothing bought.
    expect((await purchaseOf(buyer, project._id)).body).toMatchObject({ state: 'awaiting_payment' });
    expect((await getProject(buyer, project._id)).status).toBe('pending');

    const paid = stripe.pay(session.id);
    const forged = await sendCheckoutEvent(paid, { secret: 'whsec_someone_else' });
    expect(forged.status).toBe(400);
    expect(forged.error?.code).toBe('billing.webhook_rejected');
    expect((await purchaseOf(buyer, project._id)).body.state).toBe('awaiting_payment');

    const delivered = await sendCheckoutEvent(paid);
    expect(delivered.status, JSON.stringify(delivered.body)).toBeLessThan(300);
    expect(await settle(buyer, project._id)).toEqual({ state: 'succeeded', attempt: 1, paidWith: 'card' });
    expect(await getProject(buyer, project._id)).toMatchObject({ status: 'active', step: 6 });
    // Charge asked Stripe for this project's succeeded payment of this amount, and adopted it.
    expect(intentSearches(project._id)).toBeGreaterThanOrEqual(1);
    const payment = await findPayment(buyer.clientId, project._id);
    expect(payment).toMatchObject({
      provider: 'stripe',
      amount: DISCOVER_CENTS,
      chargeId: paid.payment_intent,
    });
    await expect.poll(async () => (await invoicesOf(buyer)).length, { timeout: 30_000 }).toBe(1);
    const invoices = await invoicesOf(buyer);
    expect(invoices[0]).toMatchObject({ kind: 'purchase', projectId: project._id, total: DISCOVER_CENTS });

    // The same event again, and the same session notified by another event: nothing changes.
    const calls = stripe.calls.length;
    const replay = await sendCheckoutEvent(paid);
    expect(replay.status).toBeLessThan(300);
    expect(stripe.calls.length).toBe(calls);
    const other = await sendCheckoutEvent(paid, {
      eventId: `evt_async_${session.id}`,
      type: 'checkout.session.async_payment_succeeded',
    });
    expect(other.status).toBeLessThan(300);
    expect(await settle(buyer, project._id)).toMatchObject({ state: 'succeeded', attempt: 1 });
    expect(await findPayment(buyer.clientId, project._id)).toEqual(payment);
    // Whatever it started has ended (the attempt's execution, the only thing a paid session
    // starts): still one invoice, the same one.
    await endedPurchase(buyer.clientId, project._id);
    expect(await invoicesOf(buyer)).toEqual(invoices);
    expect(await findPayment(buyer.clientId, project._id)).toEqual(payment);
  }, 120_000);

  it('refuses a paid session whose amount or project differs: the project stays pending and can be paid again', async () => {
    const buyer = await registeredUser('stripe-mismatch');
    const [project, other] = await Promise.all([
      projectAtCheckout(buyer, 'discover'),
      projectAtCheckout(buyer, 'discover'),
    ]);

    // Paid, but for another amount than the package's price.
    const session = await checkoutOf(buyer, project._id);
    const cheap = Object.assign(stripe.pay(session.id), { amount_total: 100, amount_subtotal: 100 });
    Object.assign(stripe.paymentIntents.get(cheap.payment_intent!)!, { amount: 100 });
    expect((await sendCheckoutEvent(cheap)).status).toBeLessThan(300);
    const refused = await settle(buyer, project._id);
    expect(refused).toMatchObject({
      state: 'failed',
      attempt: 1,
      error: { code: 'purchase.payment_declined' },
    });
    expect((await getProject(buyer, project._id)).status).toBe('pending');
    expect(await findPayment(buyer.clientId, project._id)).toBeUndefined();

    // A notification naming this project with the (paid) session of another one.
    const otherSession = await checkoutOf(buyer, other._id);
    const paidOther = stripe.pay(otherSession.id);
    const elsewhere = await checkoutOf(buyer, project._id, 2);
    const swapped = {
      ...paidOther,
      metadata: { ...paidOther.metadata, projectId: project._id, attempt: '2' },
    };
    expect(elsewhere.id).not.toBe(otherSession.id);
    expect(
      (await sendCheckoutEvent(swapped, { eventId: `evt_swapped_${elsewhere.id}` })).status,
    ).toBeLessThan(300);
    expect(await settle(buyer, project._id)).toMatchObject({
      state: 'failed',
      attempt: 2,
      error: { code: 'purchase.payment_declined' },
    });
    expect((await getProject(buyer, project._id)).status).toBe('pending');
    expect(await findPayment(buyer.clientId, project._id)).toBeUndefined();
    expect(await invoicesOf(buyer)).toEqual([]);

    // A new buy opens a new page; paid as priced, the project is bought.
    const retry = await checkoutOf(buyer, project._id, 3);
    expect((await sendCheckoutEvent(stripe.pay(retry.id))).status).toBeLessThan(300);
    expect(await settle(buyer, project._id)).toEqual({ state: 'succeeded', attempt: 3, paidWith: 'card' });
    expect((await getProject(buyer, project._id)).status).toBe('active');
    expect((await getProject(buyer, other._id)).status).toBe('pending');
    await expect
      .poll(async () => (await invoicesOf(buyer)).map((invoice) => invoice.projectId))
      .toEqual([project._id]);
  }, 180_000);

  it('a buy after a paid page whose purchase was lost adopts that payment instead of opening a second page (issue 22)', async () => {
    const buyer = await registeredUser('stripe-adopt');
    const project = await projectAtCheckout(buyer, 'discover');
    const session = await checkoutOf(buyer, project._id);
    // The buyer paid; the process died before the notification started the purchase, and the
    // attempt ended up recorded as failed.
    const paid = stripe.pay(session.id);
    await saveFailedPurchase(
      buyer.clientId,
      project._id,
      1,
      { code: 'purchase.payment_declined' },
      new Date().toISOString(),
    );
    const pages = stripe.calls.filter((call) => call.path === '/v1/checkout/sessions').length;

    const again = await buy(buyer, project._id);
    expect(again.status, JSON.stringify(again.body)).toBe(202);
    expect(again.body).toMatchObject({ state: 'running', attempt: 2 });
    expect(stripe.calls.filter((call) => call.path === '/v1/checkout/sessions')).toHaveLength(pages);
    expect(await settle(buyer, project._id)).toEqual({ state: 'succeeded', attempt: 2, paidWith: 'card' });
    expect(await findPayment(buyer.clientId, project._id)).toMatchObject({
      provider: 'stripe',
      amount: DISCOVER_CENTS,
      chargeId: paid.payment_intent,
    });
    expect((await getProject(buyer, project._id)).status).toBe('active');
  }, 120_000);

  it('a quick predict cancelled on the payment page comes back to the dashboard, and deleting it closes the page first', async () => {
    const buyer = await registeredUser('stripe-predict');
    const project = await createProject(buyer, 'predict', { predictMediaType: 'image' });
    const uploaded = await uploadPredictImage(buyer, project._id);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    // The plan's free analyses used up elsewhere: this predict is paid by card.
    expect(
      (
        await api(billingContract.routes.getSubscription, {
          params: { clientId: buyer.clientId },
          token: buyer.token,
        })
      ).status,
    ).toBe(200);
    const { balance } = await readBalance(buyer.clientId);
    if (balance > 0) {
      await changeBalance({
        clientId: buyer.clientId,
        change: -balance,
        reason: 'adjustment',
        note: 'used elsewhere',
        actor: { kind: 'operator', id: 'test' },
      });
    }

    // Paid by card, a quick predict (no checkout form) takes the client's saved billing information.
    const withoutDetails = await buy(buyer, project._id);
    expect(withoutDetails.status).toBe(400);
    expect(JSON.stringify(withoutDetails.body)).toContain('checkout.payment.vat');
    const saved = await api(billingContract.routes.saveBillingInfo, {
      params: { clientId: buyer.clientId },
      token: buyer.token,
      body: BILLING,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const session = await checkoutOf(buyer, project._id);
    expect(session).toMatchObject({ mode: 'payment', amount_total: PREDICT_PRICE * 100 });
    expect(session.cancel_url).toBe(`${runtime.url}/en/dashboard?${CANCELED_PREDICT_PARAM}=${project._id}`);
    // What the dashboard does with that address: delete the unbought project.
    const deleted = await api(projectsContract.routes.deleteProject, {
      params: { projectId: project._id },
      token: buyer.token,
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    expect(stripe.sessions.get(session.id)?.status).toBe('expired');
    expect(
      stripe.calls.filter((call) => call.path === `/v1/checkout/sessions/${session.id}/expire`),
    ).toHaveLength(1);
    expect(
      (
        await api(projectsContract.routes.getProject, {
          params: { projectId: project._id },
          token: buyer.token,
        })
      ).status,
    ).toBe(404);
  }, 120_000);

  it('a project whose page has just been paid cannot be deleted before its notification: it is bought', async () => {
    const buyer = await registeredUser('stripe-paid-delete');
    const project = await projectAtCheckout(buyer, 'discover');
    const session = await checkoutOf(buyer, project._id);
    const paid = stripe.pay(session.id);

    const refused = await api(projectsContract.routes.deleteProject, {
      params: { projectId: project._id },
      token: buyer.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.error?.code).toBe('projects.paying');
    expect((await getProject(buyer, project._id)).status).toBe('pending');

    expect((await sendCheckoutEvent(paid)).status).toBeLessThan(300);
    expect(await settle(buyer, project._id)).toEqual({ state: 'succeeded', attempt: 1, paidWith: 'card' });
    expect((await getProject(buyer, project._id)).status).toBe('active');
    expect(
      (
        await api(projectsContract.routes.deleteProject, {
          params: { projectId: project._id },
          token: buyer.token,
        })
      ).status,
    ).toBe(409);
  }, 120_000);

  it('a plan bought on a subscription Checkout Session starts once its first invoice is paid', async () => {
    const buyer = await registeredUser('stripe-plan');
    const saved = await api(billingContract.routes.saveBillingInfo, {
      params: { clientId: buyer.clientId },
      token: buyer.token,
      body: BILLING,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const started = await api(billingContract.routes.changePlan, {
      params: { clientId: buyer.clientId },
      token: buyer.token,
      body: { plan: 'pro', billing: 'monthly' },
    });
    expect(started.status, JSON.stringify(started.body)).toBeLessThan(300);
    expect(started.body.state).toBe('redirect');
    const sessionId = new URL(started.body.redirectUrl!).pathname.split('/').at(-1)!;
    const session = stripe.sessions.get(sessionId)!;
    expect(session).toMatchObject({
      mode: 'subscription',
      customer_email: buyer.email,
      metadata: { kind: 'plan', clientId: buyer.clientId, plan: 'pro', billing: 'monthly' },
    });
    const created = stripe.calls.find(
      (call) =>
        call.path === '/v1/checkout/sessions' &&
        call.form.mode === 'subscription' &&
        (call.form.metadata as Record<string, string>).clientId === buyer.clientId,
    )!;
    // The price is the deployment's; the card is typed on Stripe's page, never sent to our API.
    expect(created.form.line_items).toEqual({ '0': { price: PRO_MONTHLY_PRICE, quantity: '1' } });
    expect((created.form.subscription_data as Record<string, unknown>).metadata).toEqual(session.metadata);
    // Not paid yet: still without pro.
    const before = await api(billingContract.routes.getSubscription, {
      params: { clientId: buyer.clientId },
      token: buyer.token,
    });
    expect(before.body?.plan ?? null).not.toBe('pro');

    // Stripe's first invoice of the subscription, carrying the session's subscription metadata.
    // Its period starts when the subscription does, after the payment page: past the basic
    // period that opened the plan screen (Stripe counts whole seconds).
    const start = Math.floor(Date.now() / 1000) + 1;
    const paid = await sendEvent({
      id: `evt_invoice_${sessionId}`,
      type: 'invoice.paid',
      object: {
        id: `in_${sessionId}`,
        object: 'invoice',
        customer: `cus_${sessionId}`,
        amount_paid: PLANS.pro.price.monthly * 100,
        period_start: start,
        period_end: start + 30 * 86_400,
        lines: { object: 'list', data: [{ period: { start, end: start + 30 * 86_400 } }] },
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: `sub_${sessionId}`, metadata: session.metadata },
        },
      },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBeLessThan(300);
    const after = await api(billingContract.routes.getSubscription, {
      params: { clientId: buyer.clientId },
      token: buyer.token,
    });
    expect(after.body).toMatchObject({ plan: 'pro', billing: 'monthly', source: 'stripe', status: 'active' });
    await expect
      .poll(async () => (await invoicesOf(buyer)).map((invoice) => [invoice.kind, invoice.plan]))
      .toEqual([['subscription', 'pro']]);
  }, 120_000);

  it('reconciles orphaned charges: a paid page whose notification never came is adopted, a second payment refunded once (issue 22)', async () => {
    const buyer = await registeredUser('stripe-reconcile');
    const project = await projectAtCheckout(buyer, 'discover');
    const session = await checkoutOf(buyer, project._id);
    // Paid on Stripe's page; the notification is lost.
    const paid = stripe.pay(session.id);
    const intent = paid.payment_intent!;
    const now = { graceMs: 0, lookbackMs: 3600_000 };

    const report = await reconcileCharges(now);
    expect(report.adopted).toContain(intent);
    expect(await settle(buyer, project._id)).toEqual({ state: 'succeeded', attempt: 1, paidWith: 'card' });
    expect((await getProject(buyer, project._id)).status).toBe('active');
    expect(await findPayment(buyer.clientId, project._id)).toMatchObject({ chargeId: intent });
    expect(await findReconciliation(buyer.clientId, intent)).toMatchObject({
      outcome: 'adopted',
      reason: 'paid_unnotified',
    });

    // The buyer paid the project a second time (another page of the same project).
    const second = { ...stripe.paymentIntents.get(intent)!, id: `pi_second_${project._id}` };
    stripe.paymentIntents.set(second.id, second);
    const again = await reconcileCharges(now);
    expect(again.refunded).toContain(second.id);
    expect(again.refunded).not.toContain(intent);
    const refunds = [...stripe.refunds.values()].filter((refund) =>
      [intent, second.id].includes(refund.payment_intent),
    );
    expect(refunds).toMatchObject([
      { payment_intent: second.id, amount: DISCOVER_CENTS, reason: 'duplicate' },
    ]);
    const refundCalls = stripe.calls.filter(
      (call) => call.path === '/v1/refunds' && call.form.payment_intent === second.id,
    );
    expect(refundCalls.map((call) => call.idempotencyKey)).toEqual([`refund-${second.id}`]);
    expect(await findReconciliation(buyer.clientId, second.id)).toMatchObject({
      outcome: 'refunded',
      reason: 'duplicate',
    });
    // A third run asks for nothing more.
    await reconcileCharges(now);
    expect(
      stripe.calls.filter((call) => call.path === '/v1/refunds' && call.form.payment_intent === second.id),
    ).toHaveLength(1);
    expect(await findPayment(buyer.clientId, project._id)).toMatchObject({ chargeId: intent });
  }, 120_000);

  it('a paid purchase that fails is refunded once at Stripe, across a lost answer and a crash before the refund\u2019s record (issue 22)', async () => {
    const buyer = await registeredUser('stripe-refund');
    const project = await projectAtCheckout(buyer, 'discover');
    const paid = stripe.pay((await checkoutOf(buyer, project._id)).id);
    const intent = paid.payment_intent!;
    // Closed while the buyer paid: Charge confirms the payment, Activate refuses, RecordFailure refunds.
    await markProjectClosed(buyer.clientId, project._id);
    // Stripe's answer to the first refund is lost in transit (the stripe package asks again with
    // the same Idempotency-Key), then the process dies before the refund is recorded, once: the
    // machine's retry of RecordFailure asks Stripe again.
    stripe.loseNextAnswer('/v1/refunds');
    const crash = killBeforeTheRefundRecord(1);
    expect((await sendCheckoutEvent(paid)).status).toBeLessThan(300);
    expect(await settle(buyer, project._id)).toMatchObject({
      state: 'failed',
      attempt: 1,
      error: { code: 'purchase.cannot_buy' },
    });
    expect(crash.kills()).toBe(1);

    const { refunds, calls } = refundsAtStripe(intent);
    expect(refunds).toMatchObject([
      { amount: DISCOVER_CENTS, reason: null, metadata: { why: 'purchase_failed' } },
    ]);
    expect(calls.length).toBeGreaterThanOrEqual(3);
    expect(new Set(calls.map((call) => call.idempotencyKey))).toEqual(new Set([`refund-${intent}`]));
    expect(await findReconciliation(buyer.clientId, intent)).toMatchObject({
      outcome: 'refunded',
      reason: 'purchase_failed',
    });
    expect(await findPayment(buyer.clientId, project._id)).toBeUndefined();
    expect((await endedPurchase(buyer.clientId, project._id)).status).toBe('FAILED');
  }, 120_000);

  it('a refund retried after Stripe pruned its key is refused as already refunded, and counts as done (issue 22)', async () => {
    const buyer = await registeredUser('stripe-refund-late');
    const project = await projectAtCheckout(buyer, 'discover');
    const session = await checkoutOf(buyer, project._id);
    const purchase = await cardPurchaseInput(buyer, project._id, 1, session.id);
    const paid = stripe.pay(session.id);
    const intent = paid.payment_intent!;
    // Charge (run here) records the payment; the purchase then fails and RecordFailure refunds it,
    // dying before the refund's record every time.
    expect((await chargeOnce(purchase)).chargeId).toBe(intent);
    killBeforeTheRefundRecord();
    await expect(refundFailedPurchase({ clientId: buyer.clientId, projectId: project._id })).rejects.toThrow(
      'killed after the refund',
    );
    vi.restoreAllMocks();
    expect(refundsAtStripe(intent).refunds).toHaveLength(1);

    // Finished more than a day later (the sweeper's rerun, the reconciliation): Stripe has pruned
    // the key, so the same request is a new one, and refused: the PaymentIntent is refunded already.
    stripe.forgetIdempotencyKeys();
    expect(await refundFailedPurchase({ clientId: buyer.clientId, projectId: project._id })).toBe('refunded');
    const { refunds, calls } = refundsAtStripe(intent);
    expect(refunds).toHaveLength(1);
    expect(calls).toHaveLength(2);
    expect(await findReconciliation(buyer.clientId, intent)).toMatchObject({ outcome: 'refunded' });
    expect(await findPayment(buyer.clientId, project._id)).toBeUndefined();
  }, 120_000);
});

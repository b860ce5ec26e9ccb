import type Stripe from 'stripe';
import { BILLING_CYCLES, PLAN_IDS, type BillingCycle, type PlanId } from '@adpulse/shared/billing/plans';
import type { HttpEvent } from '../../platform/http/response.ts';
import { now } from '../../platform/clock.ts';
import { DomainError } from '../../platform/errors.ts';
import { saveStripeCustomer } from '../data/billing-info.ts';
import { clearPlanCheckout } from '../data/plan-checkouts.ts';
import { findSubscription, setCancelAtPeriodEnd } from '../data/subscriptions.ts';
import { claimWebhookEvent, completeWebhookEvent, releaseWebhookEvent } from '../data/webhook-events.ts';
import { activatePlanPeriod } from '../plans/activate.ts';
import { abandonCheckout, startPaidPurchase } from '../purchase/buy.ts';
import { stripeClient } from './client.ts';
import { stripeConfigured, stripeSettings } from './settings.ts';

const PROVIDER = 'stripe';

/**
 * POST /billing/stripe/webhook (public): Stripe's notifications. The signature is checked over
 * the raw body (API Gateway passes it untouched, base64 when binary); the event id is then
 * claimed with a conditional write before anything is done, so a replayed event changes nothing.
 * A failure gives the claim back and answers 500, and Stripe's retry is processed (every step is
 * idempotent by itself: execution names, period and invoice claims). An installation without
 * Stripe's keys answers 503 `billing.stripe_not_configured` (Stripe retries later; no 500).
 */
export async function receiveStripeWebhook(event: HttpEvent): Promise<void> {
  if (!stripeConfigured()) throw new DomainError('billing.stripe_not_configured');
  const stripe = await stripeClient();
  const { webhookSecret } = await stripeSettings();
  const raw = event.body
    ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8')
    : Buffer.alloc(0);
  let notification: Stripe.Event;
  try {
    notification = stripe.webhooks.constructEvent(
      raw,
      event.headers?.['stripe-signature'] ?? '',
      webhookSecret,
    );
  } catch {
    throw new DomainError('billing.webhook_rejected');
  }
  if (!(await claimWebhookEvent(PROVIDER, notification.id, notification.type, new Date(now())))) return;
  try {
    const outcome = await handleStripeEvent(notification);
    await completeWebhookEvent(PROVIDER, notification.id, outcome);
  } catch (error) {
    await releaseWebhookEvent(PROVIDER, notification.id);
    throw error;
  }
}

/** Does what an event means for us; answers what was done (kept on the event's record). */
export async function handleStripeEvent(notification: Stripe.Event): Promise<string> {
  switch (notification.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutCompleted(notification.data.object);
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return checkoutClosed(notification.data.object);
    case 'invoice.paid':
      return invoicePaid(notification.data.object);
    case 'customer.subscription.deleted':
      return subscriptionEnded(notification.data.object);
    default:
      return 'ignored';
  }
}

async function checkoutCompleted(session: Stripe.Checkout.Session): Promise<string> {
  const metadata = session.metadata ?? {};
  const clientId = metadata.clientId;
  if (!clientId) return 'not ours';
  const customer = typeof session.customer === 'string' ? session.customer : session.customer?.id;
  if (customer) await saveStripeCustomer(clientId, customer);
  if (metadata.kind === 'plan') {
    // The period starts with the subscription's paid invoice (invoice.paid).
    await clearPlanCheckout(clientId, session.id);
    return 'plan checkout completed';
  }
  if (metadata.kind !== 'project' || !metadata.projectId) return 'not ours';
  if (session.payment_status !== 'paid') return 'awaiting payment';
  await startPaidPurchase({
    checkoutId: session.id,
    clientId,
    projectId: metadata.projectId,
    attempt: Number(metadata.attempt),
    userId: metadata.userId ?? '',
    language: metadata.language ?? 'en',
    clientType: metadata.clientType ?? 'regular',
  });
  return `purchase ${metadata.projectId} started`;
}

async function checkoutClosed(session: Stripe.Checkout.Session): Promise<string> {
  const metadata = session.metadata ?? {};
  if (!metadata.clientId) return 'not ours';
  if (metadata.kind === 'plan') {
    await clearPlanCheckout(metadata.clientId, session.id);
    return 'plan checkout closed';
  }
  if (metadata.kind === 'project' && metadata.projectId) {
    await abandonCheckout(metadata.clientId, metadata.projectId, Number(metadata.attempt));
    return `purchase ${metadata.projectId} not paid`;
  }
  return 'not ours';
}

const isPlan = (value: unknown): value is PlanId => PLAN_IDS.includes(value as PlanId);
const isCycle = (value: unknown): value is BillingCycle => BILLING_CYCLES.includes(value as BillingCycle);
const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();

/** A paid invoice of a plan's subscription (the first one, a renewal or a change): a new period. */
async function invoicePaid(invoice: Stripe.Invoice): Promise<string> {
  const details = invoice.parent?.subscription_details;
  const metadata = details?.metadata ?? {};
  const clientId = metadata.clientId;
  if (!details || !clientId || !isPlan(metadata.plan) || !isCycle(metadata.billing)) return 'not ours';
  const line = invoice.lines.data[0];
  const start = line?.period.start ?? invoice.period_start;
  const end = line?.period.end ?? invoice.period_end;
  const subscriptionId =
    typeof details.subscription === 'string' ? details.subscription : details.subscription.id;
  const customer = typeof invoice.customer === 'string' ? invoice.customer : invoice.customer?.id;
  await activatePlanPeriod({
    clientId,
    plan: metadata.plan,
    billing: metadata.billing,
    startsAt: isoOf(start),
    endsAt: isoOf(end),
    periodId: `stripe-${invoice.id}`,
    source: 'stripe',
    amountCents: invoice.amount_paid,
    paidWith: { provider: 'stripe', reference: invoice.id ?? subscriptionId },
    actor: { kind: 'system', id: 'stripe' },
    stripe: { subscriptionId, ...(customer ? { customerId: customer } : {}) },
  });
  return `period stripe-${invoice.id} applied`;
}

/** Stripe ended a subscription (not renewed, or unpaid): if it is the current one, basic follows. */
async function subscriptionEnded(subscription: Stripe.Subscription): Promise<string> {
  const clientId = subscription.metadata?.clientId;
  if (!clientId) return 'not ours';
  const current = await findSubscription(clientId);
  if (current?.stripeSubscriptionId !== subscription.id) return 'not current';
  await setCancelAtPeriodEnd(clientId, current.periodId, true, new Date(now()).toISOString());
  return 'ends with its period';
}

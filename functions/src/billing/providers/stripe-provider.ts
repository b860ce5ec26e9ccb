import type Stripe from 'stripe';
import { now } from '../../platform/clock.ts';
import { stripeClient } from '../stripe/client.ts';
import { stripeSettings } from '../stripe/settings.ts';
import {
  PaymentDeclined,
  type Charge,
  type ChargeLookup,
  type ChargeRequest,
  type HostedCheckout,
  type PaymentProvider,
  type PlanPaymentRequest,
  type ProjectCheckoutRequest,
  type ProviderCharge,
  type RefundReason,
  refundKey,
} from './payment-provider.ts';

/** A Checkout Session lives 30 minutes, Stripe's shortest. */
export const CHECKOUT_LIFETIME_SECONDS = 30 * 60;

/** What our Checkout Sessions carry, read back by the webhook (Stripe metadata values are strings). */
export type CheckoutMetadata =
  | {
      kind: 'project';
      clientId: string;
      projectId: string;
      attempt: string;
      userId: string;
      language: string;
      clientType: string;
    }
  | { kind: 'plan'; clientId: string; plan: string; billing: string };

const buyerFields = (request: { email?: string; customerId?: string }) =>
  request.customerId
    ? { customer: request.customerId }
    : request.email
      ? { customer_email: request.email }
      : {};

/** A value inside a Search API query's single quotes (ours are ids; quotes and backslashes escaped anyway). */
const searchValue = (value: string) => value.replace(/[\\']/g, (character) => `\\${character}`);

function hosted(session: Stripe.Checkout.Session): HostedCheckout {
  if (!session.url) throw new Error(`Checkout Session ${session.id} has no URL`);
  return { checkoutId: session.id, redirectUrl: session.url };
}

/**
 * Stripe through Checkout Sessions: the buyer types the card on Stripe's page, so no card data
 * reaches our API. Projects: a one-off payment session; the webhook (checkout.session.completed)
 * starts the purchase machine, whose Charge step calls `charge` with the session id to confirm
 * it is paid, for this project, for this amount. Plans: a subscription session; each paid
 * Stripe invoice (invoice.paid) starts a period.
 */
export const stripeProvider: PaymentProvider = {
  name: 'stripe',
  collectsCard: false,

  async charge(request: ChargeRequest): Promise<Charge> {
    const stripe = await stripeClient();
    const session = await stripe.checkout.sessions.retrieve(request.paymentMethod);
    const metadata = session.metadata ?? {};
    if (metadata.projectId !== request.projectId || metadata.clientId !== request.clientId) {
      throw new PaymentDeclined('checkout_mismatch');
    }
    if (session.payment_status !== 'paid') throw new PaymentDeclined('unpaid');
    if (session.amount_total !== request.amount || session.currency !== request.currency) {
      throw new PaymentDeclined('amount_mismatch');
    }
    const intent = session.payment_intent;
    return {
      chargeId: (typeof intent === 'string' ? intent : intent?.id) ?? session.id,
      provider: 'stripe',
      amount: session.amount_total,
      currency: 'eur',
      createdAt: new Date(now()).toISOString(),
    };
  },

  /**
   * A succeeded PaymentIntent of this project, client and amount (the metadata our Checkout
   * Sessions give their PaymentIntent), found with Stripe's Search API
   * (`metadata['projectId']:'…' AND status:'succeeded'`): the buyer paid, whatever happened on our side since.
   */
  async findCharge(lookup: ChargeLookup): Promise<Charge | undefined> {
    const stripe = await stripeClient();
    const found = await stripe.paymentIntents.search({
      query: `metadata['projectId']:'${searchValue(lookup.projectId)}' AND status:'succeeded'`,
      limit: 10,
    });
    const intent = found.data.find(
      (candidate) =>
        candidate.metadata.clientId === lookup.clientId &&
        candidate.amount === lookup.amount &&
        candidate.currency === lookup.currency,
    );
    if (!intent) return undefined;
    return {
      chargeId: intent.id,
      provider: 'stripe',
      amount: intent.amount,
      currency: 'eur',
      createdAt: new Date(intent.created * 1000).toISOString(),
    };
  },
  /**
   * Succeeded PaymentIntents created since `since` that our project Checkout Sessions made (their
   * metadata names the project and client; a subscription's PaymentIntents do not), oldest first.
   */
  async listCharges(since: string): Promise<ProviderCharge[]> {
    const stripe = await stripeClient();
    const charges: ProviderCharge[] = [];
    const listed = stripe.paymentIntents.list({
      created: { gte: Math.floor(Date.parse(since) / 1000) },
      limit: 100,
    });
    for await (const intent of listed) {
      const { kind, clientId, projectId, attempt, userId, language, clientType } = intent.metadata;
      if (intent.status !== 'succeeded' || kind !== 'project' || !clientId || !projectId) continue;
      const buyer =
        attempt && userId && language && clientType
          ? { buyer: { attempt: Number(attempt), userId, language, clientType } }
          : {};
      charges.push({
        chargeId: intent.id,
        provider: 'stripe',
        amount: intent.amount,
        currency: 'eur',
        createdAt: new Date(intent.created * 1000).toISOString(),
        clientId,
        projectId,
        ...buyer,
      });
    }
    return charges.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  },

  /**
   * A refund of the PaymentIntent, whole or `amount` of it; the key makes a repeated call the same refund (Stripe
   * answers the first one again). Stripe prunes keys after a day: a repeat after that is refused
   * as `charge_already_refunded`, which is what the caller wanted, so it counts as done.
   */
  async refund(charge: ProviderCharge, why: RefundReason, amount?: number): Promise<void> {
    const stripe = await stripeClient();
    try {
      await stripe.refunds.create(
        {
          payment_intent: charge.chargeId,
          ...(amount !== undefined && amount < charge.amount ? { amount } : {}),
          ...(why === 'duplicate' ? { reason: 'duplicate' as const } : {}),
          metadata: { clientId: charge.clientId, projectId: charge.projectId, why },
        },
        { idempotencyKey: refundKey(charge.chargeId) },
      );
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code === 'charge_already_refunded') return;
      throw error;
    }
  },

  async startProjectCheckout(request: ProjectCheckoutRequest) {
    const stripe = await stripeClient();
    const metadata: CheckoutMetadata = {
      kind: 'project',
      clientId: request.clientId,
      projectId: request.projectId,
      attempt: String(request.attempt),
      userId: request.userId,
      language: request.language,
      clientType: request.clientType,
    };
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: request.amount,
              product_data: { name: request.description },
            },
          },
        ],
        client_reference_id: request.clientId,
        metadata,
        payment_intent_data: { metadata, description: request.description },
        ...buyerFields(request),
        ...(request.customerId ? {} : { customer_creation: 'always' as const }),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: Math.floor(now() / 1000) + CHECKOUT_LIFETIME_SECONDS,
      },
      { idempotencyKey: `checkout-${request.projectId}-${request.attempt}` },
    );
    return hosted(session);
  },

  async payPlan(request: PlanPaymentRequest) {
    const stripe = await stripeClient();
    const price = (await stripeSettings()).prices[`${request.plan}.${request.billing}`];
    if (!price) throw new Error(`STRIPE_PRICES has no price for ${request.plan}.${request.billing}`);
    const metadata: CheckoutMetadata = {
      kind: 'plan',
      clientId: request.clientId,
      plan: request.plan,
      billing: request.billing,
    };
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        line_items: [{ price, quantity: 1 }],
        client_reference_id: request.clientId,
        metadata,
        subscription_data: { metadata, description: request.description },
        ...buyerFields(request),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: Math.floor(now() / 1000) + CHECKOUT_LIFETIME_SECONDS,
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return { kind: 'redirect', checkout: hosted(session) };
  },

  async setRenewal(subscriptionRef, renew) {
    if (!subscriptionRef) return;
    const stripe = await stripeClient();
    await stripe.subscriptions.update(subscriptionRef, { cancel_at_period_end: !renew });
  },

  async cancelPlan(subscriptionRef) {
    const stripe = await stripeClient();
    await stripe.subscriptions.cancel(subscriptionRef);
  },

  async closeCheckout(checkoutId) {
    const stripe = await stripeClient();
    const session = await stripe.checkout.sessions.retrieve(checkoutId);
    if (session.status === 'complete') return 'paid';
    if (session.status === 'open') await stripe.checkout.sessions.expire(checkoutId);
    return 'closed';
  },
};

import type { BillingCycle, PlanId } from '@adpulse/shared/billing/plans';
import type { PaymentProviderName } from '@adpulse/shared/billing/schemas';
import { declineReasonOf } from '@adpulse/shared/billing/decline-reasons';
import { DomainError } from '../../platform/errors.ts';

/** What the purchase machine's Charge task needs from a card payment provider. */
export interface ChargeRequest {
  clientId: string;
  projectId: string;
  /** The same key always yields the same charge at the provider (Stripe's Idempotency-Key). */
  idempotencyKey: string;
  /** Minor units (cents). */
  amount: number;
  currency: 'eur';
  /**
   * The provider's reference to the payment: a test card number with the test provider; the
   * id of the paid Checkout Session with Stripe (the card never reaches our API).
   */
  paymentMethod: string;
  description: string;
}

/** Which charge a retry looks for before charging: the one made with this idempotency key. */
export interface ChargeLookup {
  clientId: string;
  projectId: string;
  idempotencyKey: string;
  amount: number;
  currency: 'eur';
}

/**
 * The provider's idempotency key of a project's payment: from the project and the amount, never
 * from the attempt, so every attempt of one purchase names the same charge (issue 22: a retry
 * after a crash between the charge and its record charged the card a second time). The
 * generation counts the project's payments given back because their purchase failed
 * (`chargeGeneration`): only a recorded refund advances it, so a buy after that refund is a new
 * charge, not a replay of the refunded one.
 */
export const projectChargeKey = (projectId: string, amount: number, generation = 0) =>
  generation > 0 ? `buy-${projectId}-${amount}-g${generation}` : `buy-${projectId}-${amount}`;

/** The provider's idempotency key of a charge's refund: a repeated refund is the same refund. */
export const refundKey = (chargeId: string) => `refund-${chargeId}`;

export interface Charge {
  chargeId: string;
  provider: string;
  amount: number;
  currency: 'eur';
  createdAt: string;
}

/** A project's charge as the provider lists it, for the reconciliation of orphaned charges. */
export interface ProviderCharge extends Charge {
  clientId: string;
  projectId: string;
  /** Who bought, as a hosted payment page carries it (Stripe's metadata): a purchase can be carried out from it. */
  buyer?: { attempt: number; userId: string; language: string; clientType: string };
}

/**
 * Why a charge is given back: by the reconciliation, a second charge of a paid project
 * (`duplicate`) or one no purchase carried out (`no_purchase`); by the purchase machine, the
 * payment of a purchase that then failed (`purchase_failed`); by the fieldwork machine, the
 * respondents a panel's refusal left undelivered (`panel_error`, all or part of the charge).
 */
export type RefundReason = 'duplicate' | 'no_purchase' | 'purchase_failed' | 'panel_error';

/** A payment page of the provider: the buyer goes to `redirectUrl` and comes back to ours. */
export interface HostedCheckout {
  checkoutId: string;
  redirectUrl: string;
}

interface Buyer {
  clientId: string;
  /** Prefills the provider's page; the provider's customer when one is known. */
  email?: string;
  customerId?: string;
}

export interface ProjectCheckoutRequest extends Buyer {
  projectId: string;
  attempt: number;
  /** Who buys, carried back by the provider's notification to start the purchase. */
  userId: string;
  language: string;
  clientType: string;
  amount: number;
  description: string;
  successUrl: string;
  cancelUrl: string;
}

export interface PlanPaymentRequest extends Buyer {
  plan: PlanId;
  billing: BillingCycle;
  amount: number;
  description: string;
  /** The card reference of providers that collect it (test). */
  paymentMethod: string;
  idempotencyKey: string;
  successUrl: string;
  cancelUrl: string;
}

/** A plan paid at once (a charge), or to be paid on the provider's page (then notified). */
export type PlanPayment = { kind: 'paid'; charge: Charge } | { kind: 'redirect'; checkout: HostedCheckout };

/**
 * A card payment provider, as the product uses it. The purchase machine only calls `charge`
 * (settle the payment a reference names), so it never knows which provider it talks to.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Our form takes the card (a test card number); otherwise the provider's page does. */
  readonly collectsCard: boolean;
  charge(request: ChargeRequest): Promise<Charge>;
  /**
   * The charge already made for this key, if any (a crash may have come between the charge and
   * our record of it): the Charge step adopts it rather than charging again.
   */
  findCharge(lookup: ChargeLookup): Promise<Charge | undefined>;
  /**
   * The project charges made since `since` (ISO), oldest first: the reconciliation looks for
   * those with no payment of ours (functions/src/workflows/reconcile/).
   */
  listCharges(since: string): Promise<ProviderCharge[]>;
  /**
   * Gives a charge back, once (the provider's idempotency key is the charge's, `refundKey`): the
   * whole of it, or `amount` (minor units) of it: a second charge of a paid project
   * (`duplicate`), a charge no purchase of ours carried out, the payment of a purchase that failed
   * after it (`purchase_failed`), or the respondents a panel's refusal left undelivered
   * (`panel_error`).
   */
  refund(charge: ProviderCharge, why: RefundReason, amount?: number): Promise<void>;
  /** A payment page for one project (providers that do not collect cards here). */
  startProjectCheckout(request: ProjectCheckoutRequest): Promise<HostedCheckout>;
  /** Pays the first period of a plan. */
  payPlan(request: PlanPaymentRequest): Promise<PlanPayment>;
  /** Stops (false) or resumes (true) renewing a paid plan at the end of its current period. */
  setRenewal(subscriptionRef: string | undefined, renew: boolean): Promise<void>;
  /** Ends a paid plan now (it was replaced by another one). */
  cancelPlan(subscriptionRef: string): Promise<void>;
  /** Closes a payment page that a newer attempt replaces; 'paid' when the buyer paid it already. */
  closeCheckout(checkoutId: string): Promise<'closed' | 'paid'>;
}

/**
 * The card was refused. Its name is what Step Functions reports as the task's error, so the
 * purchase machine (and the buy status) can tell it from a fault of ours.
 */
export class PaymentDeclined extends Error {
  constructor(readonly declineCode: string) {
    super(`The payment was declined: ${declineCode}`);
    this.name = 'PaymentDeclined';
  }
}

/** The refusal the buyer reads: `purchase.payment_declined` with the card's own reason when we have its text. */
export function declinedError(declined: PaymentDeclined): DomainError<'purchase.payment_declined'> {
  const reason = declineReasonOf(declined.declineCode);
  return new DomainError('purchase.payment_declined', reason ? { params: { reason } } : {});
}

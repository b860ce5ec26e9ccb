/** What the purchase machine's Charge task needs from a card payment provider. */
export interface ChargeRequest {
  clientId: string;
  projectId: string;
  /** The same key always yields the same charge at the provider (Stripe's Idempotency-Key). */
  idempotencyKey: string;
  /** Minor units (cents). */
  amount: number;
  currency: 'eur';
  /** The provider's reference to the card: a test card number locally, a PaymentMethod id with Stripe. */
  paymentMethod: string;
  description: string;
}

export interface Charge {
  chargeId: string;
  provider: string;
  amount: number;
  currency: 'eur';
  createdAt: string;
}

export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<Charge>;
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

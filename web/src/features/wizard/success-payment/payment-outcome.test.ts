import { describe, expect, it } from 'vitest';
import { paymentOutcome, purchaseUnsettled } from './payment-outcome.ts';
import { ApiError } from '../../../api/api-error.ts';

describe('what the page after a purchase may say', () => {
  it('confirms only a purchase of this project that succeeded', () => {
    expect(paymentOutcome('p1', { view: { state: 'succeeded', attempt: 1 } })).toEqual({ kind: 'confirmed' });
  });

  it('has nothing to confirm without a project, for an unknown one, or for one bought some other way', () => {
    expect(paymentOutcome(null, {})).toEqual({ kind: 'none' });
    expect(paymentOutcome('p1', { error: new ApiError(404, 'common.not_found') })).toEqual({ kind: 'none' });
    // An active project without a purchase record: the API answers succeeded with no attempt.
    expect(paymentOutcome('p1', { view: { state: 'succeeded' } })).toEqual({ kind: 'none' });
  });

  it('waits while reading and while the purchase runs; a failed one says why', () => {
    const declined = { code: 'purchase.payment_declined' as const, message: 'Declined' };
    expect(paymentOutcome('p1', {})).toEqual({ kind: 'checking' });
    expect(paymentOutcome('p1', { view: { state: 'running', attempt: 1 } })).toEqual({ kind: 'confirming' });
    // Back from Stripe's page before its notification started the purchase: not confirmed yet.
    const awaiting = {
      state: 'awaiting_payment' as const,
      attempt: 1,
      redirectUrl: 'https://checkout.stripe.com/c/pay/cs_1',
    };
    expect(paymentOutcome('p1', { view: awaiting })).toEqual({ kind: 'confirming' });
    expect(purchaseUnsettled(awaiting)).toBe(true);
    expect(purchaseUnsettled({ state: 'running', attempt: 1 })).toBe(true);
    expect(purchaseUnsettled({ state: 'succeeded', attempt: 1 })).toBe(false);
    expect(purchaseUnsettled(undefined)).toBe(false);
    expect(paymentOutcome('p1', { view: { state: 'failed', attempt: 1, error: declined } })).toEqual({
      kind: 'failed',
      error: declined,
    });
    expect(paymentOutcome('p1', { error: new ApiError(500, 'common.internal') })).toEqual({
      kind: 'failed',
      error: undefined,
    });
  });
});

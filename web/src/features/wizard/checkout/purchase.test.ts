import { describe, expect, it } from 'vitest';
import { hostedCheckoutUrl } from './purchase.ts';

describe("the provider's payment page of a buy", () => {
  it('is the page of a buy awaiting payment (Stripe Checkout)', () => {
    const page = 'https://checkout.stripe.com/c/pay/cs_test_1';
    expect(hostedCheckoutUrl({ state: 'awaiting_payment', attempt: 1, redirectUrl: page })).toBe(page);
  });

  it('is none when the purchase runs or ended here (test provider, credits)', () => {
    expect(hostedCheckoutUrl({ state: 'running', attempt: 1 })).toBeNull();
    expect(hostedCheckoutUrl({ state: 'succeeded', attempt: 1 })).toBeNull();
    expect(hostedCheckoutUrl({ state: 'awaiting_payment', attempt: 1 })).toBeNull();
  });
});

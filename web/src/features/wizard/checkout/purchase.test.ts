import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { hostedCheckoutUrl, refusedBeforeBuying } from './purchase.ts';

describe('a refused buy', () => {
  it('goes back to Review when the project cannot be bought or its checkout is incomplete', () => {
    expect(refusedBeforeBuying(new ApiError(400, 'purchase.cannot_buy'))).toBe(true);
    expect(refusedBeforeBuying(new ApiError(400, 'common.validation'))).toBe(true);
  });

  it('stays on the page for any other refusal, whatever its status', () => {
    // A 400 that is not the API's answer is not a verdict on the project.
    expect(refusedBeforeBuying(new ApiError(400, 'unexpected'))).toBe(false);
    expect(refusedBeforeBuying(new ApiError(402, 'purchase.payment_declined'))).toBe(false);
    expect(refusedBeforeBuying(new ApiError(409, 'projects.not_editable'))).toBe(false);
    expect(refusedBeforeBuying(new ApiError(0, 'network'))).toBe(false);
    expect(refusedBeforeBuying(new Error('boom'))).toBe(false);
  });
});

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

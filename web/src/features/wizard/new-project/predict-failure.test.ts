import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { predictFailure } from './predict-failure.ts';
import type { FieldIssue } from '@adpulse/shared';

const issue = (field: string): FieldIssue => ({ field, code: 'validation.required', message: 'Required' });
const payment = (field: string) => issue(`checkout.payment.${field}`);
const cannotBuy = (details: FieldIssue[]) => new ApiError(400, 'purchase.cannot_buy', {}, details);

describe('predictFailure', () => {
  it('POST /buy missing only the saved billing details: the billing information is the reason', () => {
    expect(predictFailure(cannotBuy([payment('vat'), payment('address')]), 'buying')).toBe(
      'needsBillingInfo',
    );
    expect(predictFailure(new ApiError(400, 'common.validation', {}, [payment('company')]), 'buying')).toBe(
      'needsBillingInfo',
    );
  });

  it('POST /buy refusing the project for anything else, or naming nothing: it cannot be bought', () => {
    expect(predictFailure(cannotBuy([payment('vat'), issue('review.name')]), 'buying')).toBe('cannotBuy');
    expect(predictFailure(cannotBuy([]), 'buying')).toBe('cannotBuy');
  });

  it('the same refusal before the purchase (creating, uploading) is told by its own code', () => {
    expect(predictFailure(cannotBuy([payment('vat')]), 'creating')).toBe('error');
    expect(predictFailure(cannotBuy([]), 'uploading')).toBe('error');
  });

  it('other refusals and failures that are not the API’s are told by their own code', () => {
    expect(
      predictFailure(
        new ApiError(402, 'purchase.not_enough_analyses', { needed: 1, available: 0 }),
        'buying',
      ),
    ).toBe('error');
    expect(predictFailure(new Error('offline'), 'buying')).toBe('error');
  });
});

import { describe, expect, it } from 'vitest';
import { paymentMethodFor } from './purchase.ts';

describe('how a purchase is paid', () => {
  it('regular users pay priced packages by card', () => {
    expect(paymentMethodFor('discover', 'regular')).toBe('card');
    expect(paymentMethodFor('abtest', 'regular')).toBe('card');
    expect(paymentMethodFor('sequential', 'regular')).toBe('card');
  });

  it('customers, the predict flow and quoted packages use analysis credits', () => {
    expect(paymentMethodFor('discover', 'custom')).toBe('credits');
    expect(paymentMethodFor('custom', 'custom')).toBe('credits');
    expect(paymentMethodFor('predict', 'regular')).toBe('credits');
    expect(paymentMethodFor('custom', 'regular')).toBe('credits');
    expect(paymentMethodFor('researchonly', 'regular')).toBe('credits');
  });
});

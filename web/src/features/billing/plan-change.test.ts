import { describe, expect, it } from 'vitest';
import {
  amountDue,
  changePlanFormSchema,
  isCurrentPlan,
  planOffer,
  toChangePlanRequest,
} from './plan-change.ts';

describe('the plan form', () => {
  it('asks a card for a paid plan when our form takes it, never for basic', () => {
    const withCard = changePlanFormSchema(true);
    const missing = withCard.safeParse({ plan: 'pro', billing: 'monthly', cardNumber: '' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['cardNumber', 'validation.required'],
    ]);
    expect(
      withCard.safeParse({ plan: 'pro', billing: 'monthly', cardNumber: '42' }).error?.issues[0]?.message,
    ).toBe('validation.invalid');
    expect(withCard.safeParse({ plan: 'basic', billing: 'monthly', cardNumber: '' }).success).toBe(true);
    expect(
      changePlanFormSchema(false).safeParse({ plan: 'pro', billing: 'yearly', cardNumber: '' }).success,
    ).toBe(true);
    expect(withCard.safeParse({ plan: 'gold', billing: 'monthly', cardNumber: '' }).success).toBe(false);
  });

  it('sends the card digits only where a card is taken', () => {
    const form = { plan: 'pro', billing: 'yearly', cardNumber: '4242 4242 4242 4242' } as const;
    expect(toChangePlanRequest(form, true)).toEqual({
      plan: 'pro',
      billing: 'yearly',
      paymentMethod: '4242424242424242',
    });
    expect(toChangePlanRequest(form, false)).toEqual({ plan: 'pro', billing: 'yearly' });
    expect(toChangePlanRequest({ ...form, plan: 'basic' }, true)).toEqual({
      plan: 'basic',
      billing: 'yearly',
    });
  });
});

describe('plan offers', () => {
  it('prices in euros in the reader’s language, with what each plan gives', () => {
    expect(planOffer('basic', 'monthly', 'it')).toEqual({
      price: null,
      analyses: { kind: 'free', count: 3 },
    });
    expect(planOffer('pro', 'yearly', 'it')).toEqual({
      price: '2.900,00\u00a0€',
      analyses: { kind: 'perPeriod', count: 120 },
    });
    expect(planOffer('extreme', 'monthly', 'it')).toEqual({
      price: '990,00\u00a0€',
      analyses: { kind: 'unlimited' },
    });
    expect(amountDue('pro', 'monthly', 'it')).toBe('290,00\u00a0€');
    expect(amountDue('pro', 'monthly', 'en')).toBe('€290.00');
    expect(amountDue('basic', 'yearly', 'en')).toBeNull();
  });

  it('knows the plan in force: the cycle counts for paid plans, an expired plan is none', () => {
    const pro = { plan: 'pro', billing: 'monthly', status: 'active' } as const;
    expect(isCurrentPlan(pro, 'pro', 'monthly')).toBe(true);
    expect(isCurrentPlan(pro, 'pro', 'yearly')).toBe(false);
    expect(isCurrentPlan({ ...pro, plan: 'basic' }, 'basic', 'yearly')).toBe(true);
    expect(isCurrentPlan({ ...pro, status: 'expired' }, 'pro', 'monthly')).toBe(false);
    expect(isCurrentPlan(null, 'basic', 'monthly')).toBe(false);
  });
});

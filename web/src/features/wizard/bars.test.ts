import { describe, expect, it } from 'vitest';
import { barItemOf, barShownOn, isReachable, nextStep, previousStep, wizardBar } from './bars.ts';

const steps = (bar: ReturnType<typeof wizardBar>) => bar.map((item) => `${item.step}:${item.label}`);

describe('wizard bars (spec section 2)', () => {
  it('regular users: Audience, Upload, Check, Pay', () => {
    expect(steps(wizardBar('regular', 'discover'))).toEqual([
      'audience:audience',
      'stimulus:upload',
      'review:check',
      'checkout:pay',
    ]);
  });

  it('customers: Audience, Upload, Questions, Check', () => {
    expect(steps(wizardBar('custom', 'custom'))).toEqual([
      'audience:audience',
      'stimulus:upload',
      'questions:questions',
      'review:check',
    ]);
  });

  it('a regular survey without stimuli asks its questions where others upload', () => {
    expect(wizardBar('regular', 'researchonly').map((item) => item.step)).toEqual([
      'audience',
      'questions',
      'review',
      'checkout',
    ]);
  });

  it('moves along the bar; a customer goes from Check to the checkout', () => {
    const regular = wizardBar('regular', 'abtest');
    expect(nextStep(regular, 'stimulus')).toBe('review');
    expect(nextStep(regular, 'checkout')).toBeNull();
    expect(previousStep(regular, 'review')).toBe('stimulus');
    expect(previousStep(regular, 'audience')).toBeNull();
    const customer = wizardBar('custom', 'custom');
    expect(nextStep(customer, 'review')).toBe('checkout');
    expect(previousStep(customer, 'checkout')).toBe('review');
    expect(barItemOf(customer, 'checkout')?.label).toBe('check');
    // Questions is not on the regular bar: it belongs to no item.
    expect(barItemOf(regular, 'questions')).toBeUndefined();
    expect(previousStep(regular, 'questions')).toBe('review');
  });

  it('shows the step the user is on: a regular user on Questions sees it in its place, current', () => {
    const regular = wizardBar('regular', 'discover');
    const shown = barShownOn(regular, 'questions');
    expect(steps(shown)).toEqual([
      'audience:audience',
      'stimulus:upload',
      'questions:questions',
      'review:check',
      'checkout:pay',
    ]);
    expect(barItemOf(shown, 'questions')?.label).toBe('questions');
    // Steps on the bar leave it as it is; a customer's checkout stays under Check.
    expect(barShownOn(regular, 'review')).toEqual(regular);
    const customer = wizardBar('custom', 'custom');
    expect(barShownOn(customer, 'checkout')).toEqual(customer);
    expect(barItemOf(barShownOn(customer, 'checkout'), 'checkout')?.label).toBe('check');
  });

  it('opens the steps up to the project step, checkout only when ready', () => {
    expect(isReachable('stimulus', 2, false)).toBe(true);
    expect(isReachable('review', 2, false)).toBe(false);
    expect(isReachable('checkout', 5, false)).toBe(false);
    expect(isReachable('checkout', 5, true)).toBe(true);
    expect(isReachable('checkout', 4, true)).toBe(false);
  });
});

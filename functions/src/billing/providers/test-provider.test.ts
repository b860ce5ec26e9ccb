import { describe, expect, it } from 'vitest';
import { passesLuhn, testCardOutcome } from './test-provider.ts';

describe('test payment provider cards', () => {
  it('pays with 4242 4242 4242 4242 and other valid numbers, spaces or dashes allowed', () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toBeUndefined();
    expect(testCardOutcome('4242-4242-4242-4242')).toBeUndefined();
    expect(testCardOutcome('5555555555554444')).toBeUndefined();
  });

  it('declines the decline test cards with their reason', () => {
    expect(testCardOutcome('4000 0000 0000 0002')).toBe('card_declined');
    expect(testCardOutcome('4000000000009995')).toBe('insufficient_funds');
    expect(testCardOutcome('4000000000000069')).toBe('expired_card');
  });

  it('refuses numbers that fail the Luhn check or are not card numbers', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(testCardOutcome('4242424242424241')).toBe('incorrect_number');
    expect(testCardOutcome('')).toBe('incorrect_number');
    expect(testCardOutcome('not a card')).toBe('incorrect_number');
  });
});

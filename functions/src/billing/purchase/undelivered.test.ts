import { describe, expect, it } from 'vitest';
import { undeliveredAmount } from './undelivered.ts';

describe('undeliveredAmount: the part of a card payment for respondents a panel left undelivered', () => {
  const discover150 = 1000_00;

  it('gives everything back when no respondent came (the set-up bought nothing either)', () => {
    expect(undeliveredAmount(discover150, { type: 'discover', delivered: 0, sampleSize: 150 })).toBe(
      discover150,
    );
  });

  it("gives a package's fee per respondent back for each one missing", () => {
    expect(undeliveredAmount(discover150, { type: 'discover', delivered: 1, sampleSize: 150 })).toBe(
      149 * 4_00,
    );
    expect(undeliveredAmount(1900_00, { type: 'abtest', delivered: 100, sampleSize: 150 })).toBe(50 * 8_00);
  });

  it('gives nothing back once the sample is delivered, and never more than was paid', () => {
    expect(undeliveredAmount(discover150, { type: 'discover', delivered: 150, sampleSize: 150 })).toBe(0);
    expect(undeliveredAmount(500_00, { type: 'discover', delivered: 1, sampleSize: 150 })).toBe(500_00);
  });

  it("gives a flat price's share back for the missing respondents (the quick predict)", () => {
    expect(undeliveredAmount(99_00, { type: 'predict', delivered: 25, sampleSize: 75 })).toBe(66_00);
  });
});

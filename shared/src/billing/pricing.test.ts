import { describe, expect, it } from 'vitest';
import { PACKAGES, SAMPLE_SIZES } from '../projects/constants.ts';
import { PREDICT_PRICE } from './plans.ts';
import { PACKAGE_PRICING, fieldedSampleSize, priceOf } from './pricing.ts';

describe('the price of a project', () => {
  it("is the spec's package price at the default sample of 150", () => {
    for (const type of ['discover', 'abtest', 'sequential'] as const) {
      expect(priceOf(type, PACKAGES[type].respondents)?.total, type).toBe(PACKAGES[type].price);
    }
  });

  it('follows the sample size: 50 < 150 < 300, by the fee per respondent', () => {
    expect(SAMPLE_SIZES.map((size) => priceOf('discover', size)?.total)).toEqual([600, 1000, 1600]);
    expect(SAMPLE_SIZES.map((size) => priceOf('abtest', size)?.total)).toEqual([1100, 1900, 3100]);
    for (const type of ['discover', 'abtest', 'sequential'] as const) {
      const [small = 0, usual = 0, large = 0] = SAMPLE_SIZES.map((size) => priceOf(type, size)?.total ?? 0);
      expect(small).toBeLessThan(usual);
      expect(usual).toBeLessThan(large);
      expect(large - usual).toBe(150 * PACKAGE_PRICING[type].perRespondent);
    }
  });

  it('adds up: set-up plus respondents times the fee per respondent', () => {
    const price = priceOf('abtest', 300);
    expect(price).toEqual({
      kind: 'package',
      type: 'abtest',
      audience: 'panel',
      sampleSize: 300,
      setup: 700,
      perRespondent: 8,
      total: 3100,
    });
  });

  it("with the client's own audience is the set-up alone: no panel fee, whatever the sample", () => {
    for (const type of ['discover', 'abtest', 'sequential'] as const) {
      const { setup, perRespondent } = PACKAGE_PRICING[type];
      for (const size of SAMPLE_SIZES) {
        const own = priceOf(type, size, 'own');
        expect(own, `${type} ${size}`).toMatchObject({ audience: 'own', sampleSize: size, perRespondent: 0 });
        expect(own?.total, `${type} ${size}`).toBe(setup);
        expect(priceOf(type, size, 'panel')?.total).toBe(setup + perRespondent * size);
      }
    }
    expect(priceOf('discover', 300, 'own')?.total).toBe(400);
    expect(priceOf('abtest', 150, 'own')?.total).toBe(700);
    // Who answers does not change a quick predict (a panel of 75) or a quoted package.
    expect(priceOf('predict', 75, 'own')).toEqual(priceOf('predict', 75, 'panel'));
    expect(priceOf('custom', 150, 'own')).toBeNull();
  });

  it('is fixed for a quick predict (75 respondents) and quoted for contract packages', () => {
    expect(priceOf('predict', 300)).toEqual({ kind: 'predict', sampleSize: 75, total: PREDICT_PRICE });
    expect(priceOf('custom', 150)).toBeNull();
    expect(priceOf('researchonly', 150)).toBeNull();
  });
});

describe('the sample a project fields', () => {
  it('is the largest a stimulus asks for, else the audience, else the package default', () => {
    expect(fieldedSampleSize('discover', [50, 300], 150)).toBe(300);
    expect(fieldedSampleSize('discover', [], 50)).toBe(50);
    expect(fieldedSampleSize('discover', [], undefined)).toBe(150);
    expect(fieldedSampleSize('predict', [300], 300)).toBe(75);
  });
});

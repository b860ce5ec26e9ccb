import { describe, expect, it } from 'vitest';
import { VIEWERS } from '../projects/constants.ts';
import {
  CLICK_BASE_RATES,
  clickScenario,
  defaultClickAssumptions,
  validClickAssumptions,
  type ClickAssumptions,
} from './click-scenario.ts';

const facebook = defaultClickAssumptions('facebook') as ClickAssumptions;
const odds = (p: number) => p / (1 - p);

describe('the click scenario: a model with its assumptions as inputs', () => {
  it('gives the base rate at the reference (z = 0), whatever the coefficients', () => {
    for (const attentionCoefficient of [-1, 0, 0.5, 3]) {
      const scenario = clickScenario(
        { attentionZ: 0, engagementZ: 0 },
        { ...facebook, attentionCoefficient },
      )!;
      expect(scenario.rate).toBeCloseTo(facebook.baseRate, 12);
      expect(scenario.relative).toBeCloseTo(1, 12);
    }
  });

  it('multiplies the odds by e^coefficient per standard deviation, each input on its own', () => {
    const base = odds(facebook.baseRate);
    const attention = clickScenario({ attentionZ: 1, engagementZ: 0 }, facebook)!;
    expect(odds(attention.rate) / base).toBeCloseTo(Math.exp(0.5), 10);
    const engagement = clickScenario({ attentionZ: 0, engagementZ: -2 }, facebook)!;
    expect(odds(engagement.rate) / base).toBeCloseTo(Math.exp(-0.8), 10);
    const both = clickScenario({ attentionZ: 1, engagementZ: -2 }, facebook)!;
    expect(odds(both.rate) / base).toBeCloseTo(Math.exp(0.5 - 0.8), 10);
    expect(both.relative).toBeCloseTo(both.rate / facebook.baseRate, 12);
  });

  it('follows the assumptions the reader edits: a zero coefficient ignores its input, a new base rate moves the rate', () => {
    const flat = clickScenario(
      { attentionZ: 2.5, engagementZ: 1 },
      { ...facebook, attentionCoefficient: 0, engagementCoefficient: 0 },
    )!;
    expect(flat.rate).toBeCloseTo(facebook.baseRate, 12);
    const doubledBase = clickScenario({ attentionZ: 1, engagementZ: 1 }, { ...facebook, baseRate: 0.018 })!;
    const atDefault = clickScenario({ attentionZ: 1, engagementZ: 1 }, facebook)!;
    expect(doubledBase.rate).toBeGreaterThan(atDefault.rate);
    // Relative to its own base rate the effect barely moves while rates are small (odds ≈ rates).
    expect(doubledBase.relative).toBeCloseTo(atDefault.relative, 1);
  });

  it('stays a rate: between 0 and 1 even far from the norm', () => {
    for (const z of [-50, -5, 5, 50]) {
      const { rate } = clickScenario({ attentionZ: z, engagementZ: z }, facebook)!;
      expect(rate).toBeGreaterThanOrEqual(0);
      expect(rate).toBeLessThanOrEqual(1);
    }
  });

  it('has nothing for TV, where nobody clicks, and a base rate with a named source for every other placement', () => {
    expect(CLICK_BASE_RATES.tv).toBeNull();
    expect(defaultClickAssumptions('tv')).toBeNull();
    for (const viewer of VIEWERS.filter((entry) => entry !== 'tv')) {
      const base = CLICK_BASE_RATES[viewer]!;
      expect(['published', 'assumed']).toContain(base.source);
      expect(base.rate).toBeGreaterThan(0);
      expect(base.rate).toBeLessThan(0.05);
    }
  });

  it('refuses assumptions it cannot compute with, instead of a number', () => {
    const input = { attentionZ: 0.3, engagementZ: -0.2 };
    for (const bad of [
      { ...facebook, baseRate: 0 },
      { ...facebook, baseRate: 1 },
      { ...facebook, baseRate: -0.01 },
      { ...facebook, baseRate: Number.NaN },
      { ...facebook, attentionCoefficient: Number.POSITIVE_INFINITY },
      { ...facebook, engagementCoefficient: Number.NaN },
    ]) {
      expect(validClickAssumptions(bad)).toBe(false);
      expect(clickScenario(input, bad)).toBeNull();
    }
    expect(clickScenario({ attentionZ: Number.NaN, engagementZ: 0 }, facebook)).toBeNull();
  });
});

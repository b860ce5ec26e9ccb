import { describe, expect, it } from 'vitest';
import { displayBand, globalBand, legacyBand } from './bands.ts';
import { CHART_COLOURS, chartColour } from './constants.ts';
import { effectiveCpm } from './cpm.ts';

describe('global performance bands (spec section 9)', () => {
  it('current format: below 40 low, below 70 average, else high', () => {
    expect(globalBand(0)).toBe('low');
    expect(globalBand(39.99)).toBe('low');
    expect(globalBand(40)).toBe('average');
    expect(globalBand(69.99)).toBe('average');
    expect(globalBand(70)).toBe('high');
    expect(globalBand(100)).toBe('high');
  });

  it('older format: below 4 low, below 7 average, else high', () => {
    expect(legacyBand(1)).toBe('low');
    expect(legacyBand(3.99)).toBe('low');
    expect(legacyBand(4)).toBe('average');
    expect(legacyBand(6.99)).toBe('average');
    expect(legacyBand(7)).toBe('high');
    expect(legacyBand(10)).toBe('high');
  });

  it('shows the display bands: 0-49, 50-69, 70-100 and low 1-4, mid 5-6, high 7-10', () => {
    expect(['low', 'average', 'high'].map((band) => displayBand(band as 'low', 'current'))).toEqual([
      { band: 'low', from: 0, to: 49 },
      { band: 'average', from: 50, to: 69 },
      { band: 'high', from: 70, to: 100 },
    ]);
    expect(['low', 'average', 'high'].map((band) => displayBand(band as 'low', 'legacy'))).toEqual([
      { band: 'low', from: 1, to: 4 },
      { band: 'average', from: 5, to: 6 },
      { band: 'high', from: 7, to: 10 },
    ]);
  });

  it('has a distinct chart colour for each of up to 8 videos', () => {
    expect(new Set(CHART_COLOURS).size).toBe(8);
    expect(chartColour(0)).toBe(CHART_COLOURS[0]);
    expect(chartColour(7)).toBe(CHART_COLOURS[7]);
    expect(chartColour(8)).toBe(CHART_COLOURS[0]);
  });
});

describe('effective CPM calculator', () => {
  it('divides the CPM by the attention rate and counts attentive impressions and clicks', () => {
    const result = effectiveCpm({
      cpm: 10,
      impressions: 200_000,
      attentionRate: 0.8,
      attentionRateLow: 0.75,
      attentionRateHigh: 0.85,
      clickProbability: 0.01,
    });
    expect(result.effectiveCpm).toBeCloseTo(12.5);
    expect(result.effectiveCpmLow).toBeCloseTo(10 / 0.85);
    expect(result.effectiveCpmHigh).toBeCloseTo(10 / 0.75);
    expect(result.attentiveImpressions).toBe(160_000);
    expect(result.expectedClicks).toBe(2000);
    expect(result.totalCost).toBe(2000);
  });

  it('has no effective CPM when nobody attended, and refuses impossible input', () => {
    expect(effectiveCpm({ cpm: 5, impressions: 1000, attentionRate: 0 }).effectiveCpm).toBeNull();
    expect(effectiveCpm({ cpm: 5, impressions: 1000, attentionRate: 0.5 }).expectedClicks).toBeNull();
    expect(() => effectiveCpm({ cpm: -1, impressions: 1000, attentionRate: 0.5 })).toThrow(RangeError);
    expect(() => effectiveCpm({ cpm: 1, impressions: 1000, attentionRate: 1.5 })).toThrow(RangeError);
  });
});

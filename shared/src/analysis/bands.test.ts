import { describe, expect, it } from 'vitest';
import { displayBand, globalBand, legacyBand, legendBandOf } from './bands.ts';
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

  it('draws the legend from the thresholds: under 40, 40 to under 70, 70 or more (older: 4 and 7)', () => {
    expect(['low', 'average', 'high'].map((band) => displayBand(band as 'low', 'current'))).toEqual([
      { band: 'low', from: 0, below: 40 },
      { band: 'average', from: 40, below: 70 },
      { band: 'high', from: 70, below: null },
    ]);
    expect(['low', 'average', 'high'].map((band) => displayBand(band as 'low', 'legacy'))).toEqual([
      { band: 'low', from: 1, below: 4 },
      { band: 'average', from: 4, below: 7 },
      { band: 'high', from: 7, below: null },
    ]);
  });

  it('puts every value at and around a boundary in the same band on the badge and in the legend', () => {
    // 46.7 read "Average" on the badge and fell in the legend's "Low 0-49" before (issue 25).
    for (const value of [0, 39.9, 39.99, 40, 40.01, 46.7, 49, 49.99, 50, 69.99, 70, 70.01, 100]) {
      expect(legendBandOf(value, 'current'), String(value)).toBe(globalBand(value));
    }
    for (const value of [1, 3.99, 4, 4.5, 5, 6.99, 7, 10]) {
      expect(legendBandOf(value, 'legacy'), String(value)).toBe(legacyBand(value));
    }
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

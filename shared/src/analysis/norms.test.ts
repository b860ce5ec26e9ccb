import { describe, expect, it } from 'vitest';
import { MIN_VERDICT_N } from './constants.ts';
import {
  compareToNorm,
  normPercentile,
  normQuantiles,
  normRange,
  placeInNorm,
  selectNorms,
  type NormGroup,
  type NormSet,
} from './norms.ts';

const stat = { mean: 50, sd: 10, n: 100, low: 48, high: 52 };
function group(partial: Partial<NormGroup>): NormGroup {
  return {
    level: 'lv1',
    country: '*',
    category: null,
    viewer: null,
    projects: 10,
    assets: 10,
    seed: true,
    updatedAt: '2025-01-01T00:00:00.000Z',
    metrics: { globalPerformance: stat },
    ...partial,
  };
}

describe('norm comparison', () => {
  // A norm of 101 assets valued 0, 1, …, 100: its p-th percentile is p.
  const values = Array.from({ length: 101 }, (_, index) => index);
  const norm = { mean: 50, sd: 29.3, quantiles: normQuantiles(values) };

  it('records the quantiles of the assets and reads a value’s percentile among them', () => {
    expect(normRange(norm)).toEqual({ p25: 25, p75: 75 });
    expect(normPercentile(50, norm)).toBeCloseTo(50, 9);
    expect(normPercentile(72.4, norm)).toBeCloseTo(72.4, 9);
    expect(normPercentile(-1, norm)).toBe(0);
    expect(normPercentile(100, norm)).toBe(100);
    // Skewed assets: the percentile is the share below, not the normal's.
    const skewed = normQuantiles([1, 1, 1, 1, 1, 1, 1, 1, 2, 50]);
    expect(normPercentile(1.5, { mean: 6, sd: 15.4, quantiles: skewed })).toBeGreaterThan(80);
  });

  it('reads an ad at the norm’s median "close", even with a narrow interval of its own', () => {
    expect(compareToNorm({ low: 49.5, high: 50.5, n: 100 }, normRange(norm))).toBe('close');
    expect(placeInNorm({ value: 50, low: 49.9, high: 50.1, n: 100 }, norm)).toMatchObject({
      comparison: 'close',
      percentile: 50,
    });
  });

  it('reads an ad at the norm’s 90th percentile "above" only when its interval clears the range', () => {
    expect(placeInNorm({ value: 90, low: 80, high: 98, n: 100 }, norm)).toMatchObject({
      comparison: 'above',
      percentile: 90,
    });
    // The same value measured on too few people: its interval reaches into the middle half.
    expect(placeInNorm({ value: 90, low: 74, high: 99, n: 100 }, norm).comparison).toBe('close');
    expect(compareToNorm({ low: 75, high: 99, n: 100 }, normRange(norm))).toBe('close');
    expect(compareToNorm({ low: 75.01, high: 99, n: 100 }, normRange(norm))).toBe('above');
  });

  it('reads "below" only when the whole interval lies under the 25th percentile', () => {
    expect(placeInNorm({ value: 10, low: 2, high: 24.9, n: 100 }, norm).comparison).toBe('below');
    expect(placeInNorm({ value: 10, low: 2, high: 25, n: 100 }, norm).comparison).toBe('close');
  });

  it('gives no verdict below the minimum n or on an interval of no width: not enough data yet', () => {
    const range = normRange(norm);
    expect(compareToNorm({ low: 90, high: 99, n: MIN_VERDICT_N }, range)).toBe('above');
    expect(compareToNorm({ low: 90, high: 99, n: MIN_VERDICT_N - 1 }, range)).toBe('insufficient');
    // "100.0% (100.0-100.0)": every respondent attentive, a zero-width interval, is no finding.
    expect(compareToNorm({ low: 100, high: 100, n: 200 }, range)).toBe('insufficient');
    expect(placeInNorm({ value: 100, low: 100, high: 100, n: 2 }, norm).comparison).toBe('insufficient');
  });

  it('uses the normal’s middle range and percentile for a norm recorded without quantiles', () => {
    const old = { mean: 50, sd: 10 };
    const range = normRange(old);
    expect(range.p25).toBeCloseTo(43.255, 3);
    expect(range.p75).toBeCloseTo(56.745, 3);
    expect(normPercentile(50, old)).toBeCloseTo(50, 5);
    expect(normPercentile(62.8155, old)).toBeCloseTo(90, 3);
    expect(placeInNorm({ value: 62.8, low: 57, high: 68, n: 100 }, old).comparison).toBe('above');
    expect(placeInNorm({ value: 62.8, low: 56, high: 68, n: 100 }, old).comparison).toBe('close');
  });

  it('prefers the project’s own country and category+viewer groups over the seed', () => {
    const set: NormSet = {
      seed: false,
      generatedAt: '2025-01-01T00:00:00.000Z',
      source: 'test',
      groups: [
        group({}),
        group({ level: 'lv2', category: '*', viewer: 'tv' }),
        group({ country: 'IT', seed: false }),
        group({ level: 'lv2', country: 'IT', category: 'food', viewer: 'tv', seed: false }),
      ],
    };
    const exact = selectNorms(set, { country: 'IT', category: 'food', viewer: 'tv' });
    expect([exact.lv1?.country, exact.lv1?.seed, exact.lv2?.category, exact.lv2?.seed]).toEqual([
      'IT',
      false,
      'food',
      false,
    ]);
    const fallback = selectNorms(set, { country: 'FR', category: 'cars', viewer: 'tv' });
    expect([fallback.lv1?.country, fallback.lv2?.category, fallback.lv2?.seed]).toEqual(['*', '*', true]);
    expect(selectNorms(set, { country: 'FR', category: 'cars', viewer: 'tiktok' }).lv2).toBeNull();
    expect(selectNorms(null, { country: 'IT', category: null, viewer: 'tv' })).toEqual({
      lv1: null,
      lv2: null,
    });
  });
});

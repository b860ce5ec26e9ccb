import { describe, expect, it } from 'vitest';
import { headlinePlacement, placeKpiInNorms } from './norm-placement.ts';
import { normQuantiles, placeInNorm, type NormGroup, type NormStat } from './norms.ts';
import type { NormComparisonEntry } from './schemas.ts';

// A norm of 101 assets valued 0, 1, …, 100: its p-th percentile is p, its middle range 25-75.
const values = Array.from({ length: 101 }, (_, index) => index);
const stat: NormStat = { mean: 50, sd: 29.3, n: 101, low: 44, high: 56, quantiles: normQuantiles(values) };
const group = (level: 'lv1' | 'lv2', metrics: NormGroup['metrics'], seed = false): NormGroup => ({
  level,
  country: 'IT',
  category: level === 'lv2' ? 'food' : null,
  viewer: level === 'lv2' ? 'youtube' : null,
  projects: 12,
  assets: 101,
  seed,
  updatedAt: '2026-01-01T00:00:00.000Z',
  metrics,
});
const estimate = { value: 90, low: 80, high: 98, n: 120 };
const stored: NormComparisonEntry = {
  mean: 40,
  low: 38,
  high: 42,
  n: 300,
  comparison: 'above',
  p25: 30,
  p75: 50,
  percentile: 97,
  seed: true,
};

describe('placing a KPI in its norm levels (one rule for the screens and the exports)', () => {
  it('takes the stored placement of a benchmarked KPI where it has the middle range', () => {
    const norms = { lv1: group('lv1', { valence: stat }), lv2: null };
    const placed = placeKpiInNorms(norms, {
      metric: 'valence',
      estimate,
      durationSeconds: 30,
      stored: { value: estimate, lv1: stored, lv2: null },
    });
    expect(placed.lv1).toEqual({ level: 'lv1', ...stored });
    expect(placed.lv2).toBeNull();
  });

  it('places a KPI against the level’s group when nothing complete is stored, and says whether it is synthetic', () => {
    const norms = { lv1: group('lv1', { attention: stat }), lv2: group('lv2', { attention: stat }, true) };
    const placed = placeKpiInNorms(norms, {
      metric: 'attention',
      estimate,
      durationSeconds: 30,
      stored: null,
    });
    expect(placed.lv1).toEqual({
      level: 'lv1',
      mean: 50,
      low: 44,
      high: 56,
      n: 101,
      seed: false,
      ...placeInNorm(estimate, stat),
    });
    expect(placed.lv1).toMatchObject({ p25: 25, p75: 75, percentile: 90, comparison: 'above' });
    expect(placed.lv2?.seed).toBe(true);
    expect(headlinePlacement(placed)?.level).toBe('lv2');
  });

  it('places again a stored entry written before the middle range, or keeps it without one when there is no group', () => {
    const { p25: _p25, p75: _p75, percentile: _percentile, ...old } = stored;
    const entry = { value: estimate, lv1: old, lv2: old };
    const placed = placeKpiInNorms(
      { lv1: group('lv1', { valence: stat }), lv2: null },
      { metric: 'valence', estimate, durationSeconds: 30, stored: entry },
    );
    expect(placed.lv1).toMatchObject({ mean: 50, p25: 25, p75: 75, percentile: 90 });
    expect(placed.lv2).toEqual({ level: 'lv2', ...old, p25: null, p75: null, percentile: null });
  });

  it('reads a length-normed KPI against the share norm scaled to this media, and nothing without one', () => {
    const share = { ...stat, quantiles: normQuantiles(values) };
    const norms = { lv1: group('lv1', { attentionSpan: stat, attentionSpanShare: share }), lv2: null };
    const span = { value: 5.4, low: 5, high: 6, n: 120 };
    const placed = placeKpiInNorms(norms, {
      metric: 'attentionSpan',
      estimate: span,
      durationSeconds: 6,
      stored: null,
    });
    expect(placed.lv1?.mean).toBeCloseTo(3, 9); // 50% of 6 s
    expect(placed.lv1?.percentile).toBeCloseTo(90, 9);
    const older = { lv1: group('lv1', { attentionSpan: stat }), lv2: null };
    expect(
      placeKpiInNorms(older, { metric: 'attentionSpan', estimate: span, durationSeconds: 6, stored: null })
        .lv1,
    ).toBeNull();
  });

  it('places nothing for a KPI without a norm or without a value', () => {
    const norms = { lv1: group('lv1', { attention: stat }), lv2: null };
    expect(placeKpiInNorms(norms, { metric: null, estimate, durationSeconds: 30, stored: null })).toEqual({
      lv1: null,
      lv2: null,
    });
    expect(
      placeKpiInNorms(norms, { metric: 'attention', estimate: null, durationSeconds: 30, stored: null }).lv1,
    ).toBeNull();
    expect(headlinePlacement({ lv1: null, lv2: null })).toBeNull();
  });
});

import type { Series } from './schemas.ts';

/**
 * Valence is shown on one scale everywhere (docs/methodology.md, "valence"): 50 + 50 × the mean of
 * happy minus the negative expressions, so 0 is all negative, 50 neutral and 100 all positive. The
 * file keeps the per-second curve on −1..1 and the KPI on 0-100; screens, PDF and exports show both
 * on 0-100.
 */
export const valenceScore = (mean: number): number => 50 + 50 * mean;

/** A per-second valence curve (−1..1) on the 0-100 scale of its KPI. */
export function valenceScoreSeries(series: Series): Series {
  const score = (value: number | null) => (value === null ? null : valenceScore(value));
  return {
    ...series,
    value: series.value.map(score),
    low: series.low.map(score),
    high: series.high.map(score),
  };
}

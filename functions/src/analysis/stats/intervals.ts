import jStat from 'jstat';
import type { Estimate } from '@adpulse/shared/analysis/index';
import { CONFIDENCE_LEVEL } from '@adpulse/shared/analysis/index';

const ALPHA = 1 - CONFIDENCE_LEVEL;

/** Exact (Clopper-Pearson) 95% interval of a share k/n. */
export function clopperPearson(k: number, n: number): { low: number; high: number } {
  if (n <= 0) return { low: 0, high: 1 };
  const low = k <= 0 ? 0 : jStat.ibetainv(ALPHA / 2, k, n - k + 1);
  const high = k >= n ? 1 : jStat.ibetainv(1 - ALPHA / 2, k + 1, n - k);
  return { low, high };
}

/** A share as an Estimate on a given scale (1 for 0-1, 100 for percent). */
export function shareEstimate(k: number, n: number, scale = 1): Estimate | null {
  if (n <= 0) return null;
  const { low, high } = clopperPearson(k, n);
  return { value: (scale * k) / n, low: scale * low, high: scale * high, n };
}

/** Type-7 quantile of an ascending array. */
export function sortedQuantile(sorted: ArrayLike<number>, p: number): number {
  const count = sorted.length;
  if (count === 0) return Number.NaN;
  const position = (count - 1) * p;
  const below = Math.floor(position);
  const above = Math.min(count - 1, below + 1);
  const fraction = position - below;
  return (sorted[below] as number) * (1 - fraction) + (sorted[above] as number) * fraction;
}

/**
 * The percentile interval of bootstrap replicates (NaN replicates, where a resample had nobody to
 * average, are left out). Sorts `replicates` in place.
 */
export function percentileInterval(replicates: Float64Array): { low: number; high: number } {
  replicates.sort();
  let valid = replicates.length;
  while (valid > 0 && Number.isNaN(replicates[valid - 1] as number)) valid--;
  const finite = replicates.subarray(0, valid);
  return { low: sortedQuantile(finite, ALPHA / 2), high: sortedQuantile(finite, 1 - ALPHA / 2) };
}

export function normalCdf(z: number): number {
  return jStat.normal.cdf(z, 0, 1);
}

/** Two-sided 95% Student t quantile for `dof` degrees of freedom. */
export function tQuantile(dof: number): number {
  return jStat.studentt.inv(1 - ALPHA / 2, Math.max(1, dof));
}

/** Rounds for the JSON file: enough digits for any screen, fewer bytes. */
export function round(value: number, digits = 4): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function roundEstimate(estimate: Estimate | null, digits = 4): Estimate | null {
  if (!estimate) return null;
  return {
    value: round(estimate.value, digits),
    low: round(estimate.low, digits),
    high: round(estimate.high, digits),
    n: estimate.n,
  };
}

// jstat ships no types; the reference makes its declaration visible to every project that compiles this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./jstat.d.ts" />
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

/** The k-th smallest of values[0..count) (0-based), reordering them (Hoare's selection). */
function select(values: Float64Array, count: number, k: number): number {
  let left = 0;
  let right = count - 1;
  while (right > left) {
    const pivot = values[(left + right) >> 1] as number;
    let i = left;
    let j = right;
    while (i <= j) {
      while ((values[i] as number) < pivot) i++;
      while ((values[j] as number) > pivot) j--;
      if (i <= j) {
        const swap = values[i] as number;
        values[i] = values[j] as number;
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return values[k] as number;
  }
  return values[k] as number;
}

/** Type-7 quantile of values[0..count), by selection (reorders the values). */
function selectQuantile(values: Float64Array, count: number, p: number): number {
  if (count === 0) return Number.NaN;
  const position = (count - 1) * p;
  const below = Math.floor(position);
  const fraction = position - below;
  const lower = select(values, count, below);
  if (fraction === 0 || below + 1 >= count) return lower;
  // After selection everything right of `below` is >= lower: the next order statistic is their minimum.
  let upper = Number.POSITIVE_INFINITY;
  for (let k = below + 1; k < count; k++) upper = Math.min(upper, values[k] as number);
  return lower * (1 - fraction) + upper * fraction;
}

/**
 * The percentile interval of bootstrap replicates (NaN replicates, where a resample had nobody to
 * average, are left out). Reorders `replicates`.
 */
export function percentileInterval(replicates: Float64Array, alpha = ALPHA): { low: number; high: number } {
  let count = 0;
  for (let k = 0; k < replicates.length; k++) {
    const value = replicates[k] as number;
    if (!Number.isNaN(value)) replicates[count++] = value;
  }
  return {
    low: selectQuantile(replicates, count, alpha / 2),
    high: selectQuantile(replicates, count, 1 - alpha / 2),
  };
}

/**
 * The tail level of the expanded percentile interval of a mean over n sampling units (Hesterberg
 * 2015, "What teachers should know about the bootstrap"): the percentile interval of a mean is too
 * narrow in small samples, its variance being (n - 1) / n of the unbiased one and its quantile the
 * normal's rather than Student's. Taking the replicates' quantiles at 2 Φ(-√(n / (n - 1)) t(n - 1))
 * instead of α widens it by both factors; the level tends to α as n grows.
 */
export function expandedAlpha(n: number): number {
  if (n < 2) return ALPHA;
  return 2 * normalCdf(-Math.sqrt(n / (n - 1)) * tQuantile(n - 1));
}

/** The normal quantile of the two-sided level (1.96 at 95%). */
export const NORMAL_CRITICAL: number = jStat.normal.inv(1 - ALPHA / 2, 0, 1);

/**
 * The critical value of a 95% interval that holds whatever a bias of at most `t` standard errors
 * does (Armstrong and Kolesár 2020, "Simple and honest confidence intervals in nonparametric
 * regression"): the c with P(|Z + t| <= c) = 0.95. 1.96 at t = 0, about t + 1.645 for a large t.
 */
export function biasAwareCritical(t: number): number {
  const bias = Math.abs(t);
  let below = NORMAL_CRITICAL;
  let above = NORMAL_CRITICAL + bias + 1;
  for (let step = 0; step < 50; step++) {
    const middle = (below + above) / 2;
    if (normalCdf(middle - bias) - normalCdf(-middle - bias) < 1 - ALPHA) below = middle;
    else above = middle;
  }
  return above;
}

/**
 * An interval of a statistic whose reading may be biased by at most `bound` (docs/methodology.md,
 * "Intervals"): [low, high] was made at `critical` standard errors, so its width gives the standard
 * error se, and each side grows by se x (biasAwareCritical(bound / se) - 1.96).
 */
export function withBiasBound(
  interval: { low: number; high: number },
  critical: number,
  bound: number,
): { low: number; high: number } {
  const se = (interval.high - interval.low) / (2 * critical);
  const extra = se > 0 ? se * (biasAwareCritical(bound / se) - NORMAL_CRITICAL) : bound;
  return { low: interval.low - extra, high: interval.high + extra };
}

/** The critical value (in standard errors) of the expanded percentile interval over n units. */
export function expandedCritical(n: number): number {
  return n < 2 ? NORMAL_CRITICAL : Math.sqrt(n / (n - 1)) * tQuantile(n - 1);
}

/** Standard normal CDF (Abramowitz and Stegun 7.1.26 for erf, error under 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
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

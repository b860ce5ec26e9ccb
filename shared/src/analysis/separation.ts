import type { Estimate } from './estimate.ts';
import { normalCdf } from './norms.ts';
import type { Analysis } from './schemas.ts';

/** Two-sided 95%: one media beats another when its index is higher with probability ≥ 97.5%. */
export const SEPARABLE_PROBABILITY = 0.975;

/** The places a media can hold at 95% (docs/methodology.md, section 6); null when unranked. */
export function rankPlace(analysis: Analysis, assetId: string): { from: number; to: number } | null {
  const entry = analysis.ranking.find((candidate) => candidate.assetId === assetId);
  if (!entry) return null;
  return { from: entry.rankFrom ?? entry.rank, to: entry.rankTo ?? entry.rank };
}

export type AbHeadline =
  | { kind: 'winner'; winner: string; loser: string; probability: number }
  | { kind: 'tie'; first: string; second: string; probability: number };

/**
 * The headline of a two-media test: which wins and with what probability, or that the sample
 * cannot tell them apart yet. Null for other counts, and for files without the probabilities.
 */
export function abHeadline(analysis: Analysis): AbHeadline | null {
  if (analysis.assets.length !== 2 || analysis.ranking.length !== 2) return null;
  const [first, second] = analysis.ranking as [Analysis['ranking'][number], Analysis['ranking'][number]];
  const probability = first.beats?.[second.assetId];
  if (probability === undefined) return null;
  return decided(first.assetId, second.assetId, probability);
}

function decided(first: string, second: string, probability: number): AbHeadline {
  return probability >= SEPARABLE_PROBABILITY
    ? { kind: 'winner', winner: first, loser: second, probability }
    : { kind: 'tie', first, second, probability };
}

/** An ad of a comparison: its id, its global index and the index's stored bootstrap replicates. */
export interface ComparedIndex {
  id: string;
  value: number | null;
  replicates?: readonly number[] | undefined;
}

/**
 * The headline of two ads from different projects, worded as a two-media test's: the one with the
 * higher index first, P(first > second) from the two analyses' replicates (different respondents,
 * so independent draws). Null when either has no index or no stored replicates.
 */
export function pairHeadline(a: ComparedIndex, b: ComparedIndex): AbHeadline | null {
  if (a.value === null || b.value === null || !a.replicates?.length || !b.replicates?.length) return null;
  const [first, second] = b.value > a.value ? [b, a] : [a, b];
  return decided(first.id, second.id, superiority(first.replicates!, second.replicates!));
}

/**
 * P(A > B) for independent draws from the two assets' bootstrap distributions, over every pair of
 * replicates (ties count half). Each asset's replicates resample its own respondents, so their
 * index order pairs nothing; comparing every pair uses all B² comparisons. Independence ignores
 * the positive correlation of two ads seen by the same people: the spread of the difference is
 * overstated, so the probability errs towards 50% (conservative). Two projects (a comparison) are
 * seen by different people, so there the draws are independent indeed.
 */
export function superiority(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length === 0 || b.length === 0) return 0.5;
  const sorted = Float64Array.from(b).sort();
  let wins = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const below = lowerBound(sorted, x);
    const notAbove = upperBound(sorted, x);
    wins += below + (notAbove - below) / 2;
  }
  return wins / (a.length * sorted.length);
}

/** The number of sorted values below x. */
function lowerBound(sorted: Float64Array, x: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) < x) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The number of sorted values at or below x. */
function upperBound(sorted: Float64Array, x: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) <= x) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** z of the 97.5th percentile of a normal: a 95% interval is the estimate ± z standard errors. */
const NORMAL_Z975 = 1.959963984540054;

/**
 * P(A > B) for two independent estimates known by their 95% intervals only (docs/methodology.md,
 * "Comparing two projects"): each taken as normal around its value, with its interval's width over
 * 2 × 1.96 as its standard error. A model: percentile and Clopper-Pearson intervals need not be
 * symmetric, and the expanded intervals of ratio KPIs make the errors a little wider (the
 * probability errs towards 50%). Null without both estimates, or when neither has any spread.
 */
export function intervalSuperiority(a: Estimate | null, b: Estimate | null): number | null {
  if (!a || !b) return null;
  const spread = Math.hypot(a.high - a.low, b.high - b.low) / (2 * NORMAL_Z975);
  if (!(spread > 0)) return null;
  return normalCdf((a.value - b.value) / spread);
}

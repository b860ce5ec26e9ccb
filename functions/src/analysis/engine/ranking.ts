import { SEPARABLE_PROBABILITY } from '@adpulse/shared/analysis/separation';

/**
 * Ranking that says only what separates (docs/methodology.md, section 6). From each asset's
 * bootstrap replicates of the global index, the probability that one asset's index is higher than
 * another's; two assets are separable when that probability is at least 97.5% one way (a two-sided
 * 95% decision), and an asset's rank is the range of places the inseparable ones leave it.
 */

export interface RankInput {
  assetId: string;
  value: number;
  replicates: Float64Array;
}

export interface RankedAsset {
  assetId: string;
  /** The point-estimate order (1 best; ties in upload order), as before. */
  rank: number;
  /** The best and worst place the asset can hold given the ones it does not separate from. */
  rankFrom: number;
  rankTo: number;
  /** Probability (0-1) that this asset's index is higher than each other ranked asset's. */
  beats: Record<string, number>;
}

/**
 * P(A > B) for independent draws from the two assets' bootstrap distributions, over every pair of
 * replicates (ties count half). Each asset's replicates resample its own respondents, so their
 * index order pairs nothing; comparing every pair uses all B² comparisons. Independence ignores
 * the positive correlation of two ads seen by the same people: the spread of the difference is
 * overstated, so the probability errs towards 50% (conservative).
 */
export function superiority(a: Float64Array, b: Float64Array): number {
  if (a.length === 0 || b.length === 0) return 0.5;
  const sorted = Float64Array.from(b).sort();
  let wins = 0;
  for (const x of a) {
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

/** Assets in point-estimate order, each with its rank range and its probabilities of superiority. */
export function rankAssets(inputs: readonly RankInput[]): RankedAsset[] {
  const ordered = inputs.map((input, index) => ({ input, index }));
  ordered.sort((a, b) => b.input.value - a.input.value || a.index - b.index);
  return ordered.map(({ input }, position) => {
    const beats: Record<string, number> = {};
    let beatenBy = 0;
    let beatsClearly = 0;
    for (const { input: other } of ordered) {
      if (other === input) continue;
      const probability = superiority(input.replicates, other.replicates);
      beats[other.assetId] = Math.round(probability * 1000) / 1000;
      if (probability >= SEPARABLE_PROBABILITY) beatsClearly += 1;
      if (1 - probability >= SEPARABLE_PROBABILITY) beatenBy += 1;
    }
    return {
      assetId: input.assetId,
      rank: position + 1,
      rankFrom: beatenBy + 1,
      rankTo: ordered.length - beatsClearly,
      beats,
    };
  });
}

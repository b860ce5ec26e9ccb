import { SEPARABLE_PROBABILITY, superiority } from '@adpulse/shared/analysis/separation';

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

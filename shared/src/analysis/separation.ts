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
  return probability >= SEPARABLE_PROBABILITY
    ? { kind: 'winner', winner: first.assetId, loser: second.assetId, probability }
    : { kind: 'tie', first: first.assetId, second: second.assetId, probability };
}

import { describe, expect, it } from 'vitest';
import { defaultVideoModel, type StimulusModel } from '../../fieldwork/index.ts';
import type { AssetAnalysis } from '@adpulse/shared/analysis/index';
import { projectInsights } from './insights.ts';
import { SEPARABLE_PROBABILITY } from '@adpulse/shared/analysis/separation';
import { superiority } from '@adpulse/shared/analysis/separation';
import { rankAssets } from './ranking.ts';
import { simulateAndAnalyse } from './test-support/fixtures.ts';

const replicates = (values: number[]) => Float64Array.from(values);

describe('probability of superiority and rank ranges', () => {
  it('counts the replicates in which one index is higher, ties half', () => {
    // 3 beats 1, 2 and ties none: (2 + 0.5) for 3, (1 + 0.5) for 2, 0.5 for 1, 4 for 5, over 16.
    expect(superiority(replicates([3, 2, 1, 5]), replicates([1, 2, 3, 4]))).toBe(8.5 / 16);
    expect(superiority(replicates([10, 11]), replicates([1, 2, 3]))).toBe(1);
    expect(superiority(replicates([]), replicates([]))).toBe(0.5);
  });

  it('gives a shared range to assets that do not separate, and a single place to one that does', () => {
    const count = 200;
    const spread = (centre: number) =>
      replicates(Array.from({ length: count }, (_, b) => centre + (b % 21) - 10));
    // A and B overlap; C is far below both.
    const ranked = rankAssets([
      { assetId: 'c', value: 20, replicates: spread(20) },
      { assetId: 'a', value: 62, replicates: spread(62) },
      { assetId: 'b', value: 60, replicates: spread(60) },
    ]);
    expect(ranked.map((entry) => [entry.assetId, entry.rank, entry.rankFrom, entry.rankTo])).toEqual([
      ['a', 1, 1, 2],
      ['b', 2, 1, 2],
      ['c', 3, 3, 3],
    ]);
    expect(ranked[0]!.beats.c).toBe(1);
    expect(ranked[0]!.beats.b).toBeLessThan(SEPARABLE_PROBABILITY);
    expect(ranked[0]!.beats.b! + ranked[1]!.beats.a!).toBeCloseTo(1, 9);
  });
});

describe('the first-place insight', () => {
  const assets = [
    { assetId: 'a', name: 'Spot A' },
    { assetId: 'b', name: 'Spot B' },
  ] as AssetAnalysis[];
  it('says "ranks first" only when the leader separates from every other media', () => {
    const clear = projectInsights(assets, [
      { assetId: 'a', globalIndex: 70, rankFrom: 1, rankTo: 1, beats: { b: 0.991 } },
      { assetId: 'b', globalIndex: 40, rankFrom: 2, rankTo: 2, beats: { a: 0.009 } },
    ]);
    expect(clear).toMatchObject([{ kind: 'bestAsset', params: { asset: 'Spot A', probability: 99.1 } }]);
    const tie = projectInsights(assets, [
      { assetId: 'a', globalIndex: 62, rankFrom: 1, rankTo: 2, beats: { b: 0.8 } },
      { assetId: 'b', globalIndex: 58, rankFrom: 1, rankTo: 2, beats: { a: 0.2 } },
    ]);
    expect(tie).toMatchObject([{ kind: 'topTie', params: { asset: 'Spot A', tied: 2 } }]);
  });
});

/**
 * A/B tests fielded by the simulator (measurement layer on): two ads of one project, each seen by
 * every respondent. Small samples and B = 200 keep the 120 analyses fast.
 */
describe('ranking a simulated A/B test', () => {
  const options = (seed: number) => ({ seed, analysis: { seed, replicates: 200, curveReplicates: 10 } });
  const ab = (a: StimulusModel, b: StimulusModel, seed: number) => {
    const { run } = simulateAndAnalyse([a, b], 40, options(seed));
    return run.analysis.ranking;
  };

  it('finds the known winner: the ad that holds attention better', { timeout: 120_000 }, () => {
    const winner = defaultVideoModel('winner', 10);
    const loser = { ...defaultVideoModel('loser', 10) };
    loser.attention = winner.attention.map((a) => a - 0.3);
    loser.happy = winner.happy.map((h) => h * 0.3);
    let found = 0;
    let reversed = 0;
    for (let repetition = 0; repetition < 20; repetition++) {
      const ranking = ab(winner, loser, 3000 + repetition);
      const first = ranking[0]!;
      if (ranking.find((entry) => entry.assetId === 'loser')?.rankTo === 1) reversed += 1;
      if (
        first.assetId === 'winner' &&
        first.rankTo === 1 &&
        (first.beats?.loser ?? 0) >= SEPARABLE_PROBABILITY
      )
        found += 1;
    }
    console.info(`known winner separated in ${found} of 20`);
    expect(found).toBeGreaterThanOrEqual(19);
    expect(reversed).toBe(0);
  });

  it(
    'reads "not separable" for two equal ads in at least 90 of 100 repetitions',
    { timeout: 300_000 },
    () => {
      const one = defaultVideoModel('one', 10);
      const two = { ...defaultVideoModel('two', 10) };
      let tied = 0;
      for (let repetition = 0; repetition < 100; repetition++) {
        const ranking = ab(one, two, 4000 + repetition);
        if (ranking.length === 2 && ranking.every((entry) => entry.rankFrom === 1 && entry.rankTo === 2))
          tied += 1;
      }
      console.info(`equal ads not separable in ${tied} of 100`);
      expect(tied).toBeGreaterThanOrEqual(90);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { normSetSchema } from '@adpulse/shared/analysis/index';
import { GLOBAL_INDEX_ANCHORS, MENTAL_DEMAND_TYPICAL } from '../constants.ts';
import { buildNormSet, computeNormGroups, normStat } from './compute.ts';
import { SEED_NORMS } from './seed.ts';
import type { ProjectNormSummary } from './summary.ts';

function project(
  id: string,
  country: string,
  category: string,
  viewer: 'tv' | 'youtube',
  values: number[],
): ProjectNormSummary {
  return {
    projectId: id,
    country,
    category,
    viewer,
    closedAt: '2025-05-01T00:00:00.000Z',
    assets: values.map((value, k) => ({
      assetId: `${id}-${k}`,
      metrics: { globalPerformance: value, attention: value / 2 },
    })),
  };
}

describe('norms', () => {
  it('gives mean, sample sd, n and the 95% t interval of the mean', () => {
    const stat = normStat([10, 20, 30, 40, 50])!;
    expect(stat.mean).toBe(30);
    expect(stat.sd).toBeCloseTo(15.811, 3);
    expect(stat.n).toBe(5);
    // t(4) = 2.776: 30 +- 2.776 x 15.811 / sqrt 5
    expect(stat.low).toBeCloseTo(10.368, 2);
    expect(stat.high).toBeCloseTo(49.632, 2);
    expect(normStat([1])).toBeNull();
  });

  it('records the assets’ 5%-step quantiles, so an asset is placed among them', () => {
    const stat = normStat([50, 10, 40, 20, 30])!;
    expect(stat.quantiles).toHaveLength(21);
    expect([stat.quantiles![0], stat.quantiles![5], stat.quantiles![10], stat.quantiles![15]]).toEqual([
      10, 20, 30, 40,
    ]);
    expect(stat.quantiles![20]).toBe(50);
    expect(stat.quantiles![1]).toBeCloseTo(12, 9);
  });

  it('builds lv1 per country and lv2 per country, category and viewer, skipping groups under 5 assets', () => {
    const groups = computeNormGroups(
      [
        project('a', 'IT', 'food', 'tv', [40, 50, 60]),
        project('b', 'IT', 'food', 'tv', [55, 65]),
        project('c', 'IT', 'cars', 'youtube', [70]),
        project('d', 'FR', 'food', 'tv', [30, 35]),
      ],
      '2025-05-02T00:00:00.000Z',
    );
    expect(
      groups.map((group) => [
        group.level,
        group.country,
        group.category,
        group.viewer,
        group.projects,
        group.assets,
      ]),
    ).toEqual([
      ['lv1', 'IT', null, null, 3, 6],
      ['lv2', 'IT', 'food', 'tv', 2, 5],
    ]);
    expect(groups[0]!.metrics.globalPerformance!.mean).toBeCloseTo(56.667, 2);
    expect(groups[0]!.metrics.attention!.n).toBe(6);
    expect(groups.every((group) => !group.seed)).toBe(true);
  });

  it('keeps the seed groups as the fallback, labelled seed, until real projects close', () => {
    expect(buildNormSet([], SEED_NORMS, '2025-05-02T00:00:00.000Z').seed).toBe(true);
    const set = buildNormSet(
      [project('a', 'IT', 'food', 'tv', [40, 50, 60, 55, 65])],
      SEED_NORMS,
      '2025-05-02T00:00:00.000Z',
    );
    expect(set.seed).toBe(false);
    expect(set.groups.filter((group) => group.seed)).toHaveLength(SEED_NORMS.groups.length);
  });

  it('has a valid seed set whose lv1 group fixes the global index anchors and mental demand reference', () => {
    expect(normSetSchema.parse(SEED_NORMS).seed).toBe(true);
    const lv1 = SEED_NORMS.groups.find((group) => group.level === 'lv1')!;
    expect(lv1.country).toBe('*');
    expect(lv1.projects).toBe(200);
    const pairs = [
      ['attention', 'attention'],
      ['engagement', 'engagement'],
      ['valence', 'valence'],
      ['emotionScore', 'emotion_score'],
      ['clarity', 'clarity_score'],
    ] as const;
    for (const [anchor, metric] of pairs) {
      expect(Math.abs(GLOBAL_INDEX_ANCHORS[anchor].mean - lv1.metrics[metric]!.mean)).toBeLessThan(0.06);
      expect(Math.abs(GLOBAL_INDEX_ANCHORS[anchor].sd - lv1.metrics[metric]!.sd)).toBeLessThan(0.06);
    }
    // The reference is the seed's median (50 by construction); the mean differs by the skew.
    expect(Math.abs(lv1.metrics.mental_demand!.mean - 50)).toBeLessThan(6);
    expect(MENTAL_DEMAND_TYPICAL).toBeGreaterThan(0);
    expect(Math.abs(lv1.metrics.globalPerformance!.mean - 50)).toBeLessThan(3);
  });
});

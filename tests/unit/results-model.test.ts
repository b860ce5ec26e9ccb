import { describe, expect, it } from 'vitest';
import {
  analysisSchema,
  CHART_COLOURS,
  normFor,
  placeInNorm,
  type Analysis,
} from '@adpulse/shared/analysis/index';
import { twoVideoAnalysis } from '../fixtures/analysis.ts';
import { NumberFormats } from '@adpulse/shared/analysis/format';
import { resolveInsights } from '../../web/src/features/results/model/insights.ts';
import { KPI_KEYS, KPIS, normContexts } from '../../web/src/features/results/model/kpis.ts';
import { readPointer } from '../../web/src/features/results/model/pointer.ts';
import { rankedVideos, videoIndexIn } from '../../web/src/features/results/model/videos.ts';
import { abHeadline, rankPlace, SEPARABLE_PROBABILITY } from '@adpulse/shared/analysis/index';

/** The results model of the web, read against a file the real engine made from simulated respondents. */
describe('results model on an engine-made analysis (simulated respondents)', () => {
  const analysis: Analysis = twoVideoAnalysis();

  it('reads a valid, simulated, two-video file', () => {
    expect(analysisSchema.safeParse(analysis).success).toBe(true);
    expect(analysis.dataSource).toBe('simulated');
    expect(analysis.assets).toHaveLength(2);
  });

  it('sorts the videos by rank, ranked first, each with its chart colour', () => {
    const videos = rankedVideos(analysis);
    const ranks = analysis.ranking.map((entry) => entry.assetId);
    expect(videos.map((video) => video.assetId)).toEqual(ranks);
    expect(videos.map((video) => video.colour)).toEqual(CHART_COLOURS.slice(0, 2));
    for (const video of videos) expect(analysis.assets[video.fileIndex]?.assetId).toBe(video.assetId);

    const unranked: Analysis = {
      ...analysis,
      ranking: analysis.ranking.slice(1),
      assets: analysis.assets.map((asset) => (asset.assetId === ranks[0] ? { ...asset, rank: null } : asset)),
    };
    expect(rankedVideos(unranked).at(-1)?.assetId).toBe(ranks[0]);
  });

  it('resets a video index that is out of range to 0', () => {
    expect(videoIndexIn(1, 2)).toBe(1);
    expect(videoIndexIn(2, 2)).toBe(0);
    expect(videoIndexIn(-1, 2)).toBe(0);
    expect(videoIndexIn(Number.NaN, 2)).toBe(0);
  });

  it('takes every KPI from the file at its pointer, with n and a 95% interval', () => {
    for (const [fileIndex, asset] of analysis.assets.entries()) {
      for (const key of KPI_KEYS) {
        const kpi = KPIS[key];
        const estimate = kpi.estimate(asset);
        expect(readPointer(analysis, `/assets/${fileIndex}/${kpi.path}`), key).toEqual(estimate);
        if (!estimate) continue;
        expect(estimate.low, key).toBeLessThanOrEqual(estimate.value);
        expect(estimate.high, key).toBeGreaterThanOrEqual(estimate.value);
        expect(estimate.n, key).toBeGreaterThan(0);
      }
    }
  });

  it('places KPIs in the norms: the file’s benchmark where it has one, else the middle-range rule', () => {
    const asset = analysis.assets[0]!;
    const valence = normContexts(analysis, asset, KPIS.valence);
    expect(valence.lv1?.mean).toBe(asset.benchmark.valence.lv1?.mean);
    expect(valence.lv1?.comparison).toBe(asset.benchmark.valence.lv1?.comparison);
    expect(valence.lv1?.percentile).toBe(asset.benchmark.valence.lv1?.percentile);
    expect(valence.lv1?.p25).toBeLessThan(valence.lv1!.p75!);

    // A file written before the middle range was recorded is placed again from its norm group.
    const { p25: _p25, p75: _p75, percentile: _percentile, ...old } = asset.benchmark.valence.lv1!;
    const oldAsset = {
      ...asset,
      benchmark: { ...asset.benchmark, valence: { ...asset.benchmark.valence, lv1: old } },
    };
    const valenceStat = normFor(analysis.norms.lv1, 'valence')!;
    expect(normContexts(analysis, oldAsset, KPIS.valence).lv1).toMatchObject(
      placeInNorm(asset.emotion_data.valence_kpi!, valenceStat),
    );

    const attention = normContexts(analysis, asset, KPIS.attention);
    const stat = normFor(analysis.norms.lv1, 'attention');
    expect(stat).not.toBeNull();
    expect(attention.lv1?.mean).toBe(stat!.mean);
    expect(attention.lv1).toMatchObject(placeInNorm(asset.attention.score!, stat!));
    expect(attention.lv1?.percentile).toBeGreaterThanOrEqual(0);

    expect(normContexts(analysis, asset, KPIS.predictiveClick)).toEqual({ lv1: null, lv2: null });
  });

  it('ranks only what separates: rank ranges and the A/B headline from the probabilities of superiority', () => {
    const [first, second] = analysis.ranking;
    const probability = first!.beats![second!.assetId]!;
    expect(probability + second!.beats![first!.assetId]!).toBeCloseTo(1, 2);
    const headline = abHeadline(analysis);
    const separable = probability >= SEPARABLE_PROBABILITY;
    expect(headline?.kind).toBe(separable ? 'winner' : 'tie');
    expect(rankPlace(analysis, first!.assetId)).toEqual(separable ? { from: 1, to: 1 } : { from: 1, to: 2 });
    // An older file without the probabilities: the point order, and no headline.
    const old = {
      ...analysis,
      ranking: analysis.ranking.map(({ assetId, rank, globalIndex }) => ({ assetId, rank, globalIndex })),
    };
    expect(abHeadline(old)).toBeNull();
    expect(rankPlace(old, second!.assetId)).toEqual({ from: 2, to: 2 });
  });

  it('reads attention span against its norm as a share of the media’s length, shown in its seconds', () => {
    const asset = analysis.assets[0]!;
    // A 6 s image watched to its end, against a norm of longer videos: 12.5 s, or 55% of their length.
    const image = {
      ...asset,
      duration: 6,
      attention: { ...asset.attention, span: { value: 6, low: 5.5, high: 6, n: 120 } },
    };
    const stat = (mean: number, sd: number) => ({
      mean,
      sd,
      n: 200,
      low: mean - 1,
      high: mean + 1,
      quantiles: Array.from({ length: 21 }, (_, i) => mean + sd * 2 * (i / 20 - 0.5)),
    });
    const group = {
      ...analysis.norms.lv1!,
      metrics: { attentionSpan: stat(12.5, 4), attentionSpanShare: stat(55, 15) },
    };
    const norms = { ...analysis.norms, lv1: group, lv2: null };
    const span = normContexts({ ...analysis, norms }, image, KPIS.attentionSpan).lv1;
    expect(span?.comparison).toBe('above');
    expect(span?.mean).toBeCloseTo(3.3, 5); // 55% of this image's 6 s
    expect(span?.percentile).toBe(100);
    // A norm group written before the share was recorded gives no verdict in other media's seconds.
    const older = { ...norms, lv1: { ...group, metrics: { attentionSpan: stat(12.5, 4) } } };
    expect(normContexts({ ...analysis, norms: older }, image, KPIS.attentionSpan).lv1).toBeNull();
  });

  it('records how each global index was made: parts that add up to it, from the KPIs shown', () => {
    for (const asset of analysis.assets) {
      const parts = asset.globalIndex.parts ?? [];
      expect(parts.map((part) => part.component)).toEqual([
        'attention',
        'engagement',
        'valence',
        'emotionScore',
        'clarity',
      ]);
      expect(asset.globalIndex.anchorsSynthetic).toBe(true);
      const sum = parts.reduce((total, part) => total + part.weight * part.score, 0);
      expect(sum).toBeCloseTo(asset.globalIndex.value!.value, 1);
      const shown = {
        attention: asset.attention.score,
        engagement: asset.emotion_data.engagement_kpi,
        valence: asset.emotion_data.valence_kpi,
        emotionScore: asset.emotion_data.emotion_score_kpi,
        clarity: asset.saliency_scores.clarity_score,
      };
      for (const part of parts)
        expect(part.value, part.component).toBeCloseTo(shown[part.component]!.value, 1);
    }
  });

  it('links each insight to the number it is about', () => {
    expect(analysis.insights.length).toBeGreaterThan(0);
    const resolved = resolveInsights(analysis, rankedVideos(analysis));
    for (const entry of resolved) {
      expect(entry.value, entry.insight.kind).toBe(readPointer(analysis, entry.insight.source));
      expect(['ranking', 'metrics', 'chart', 'metrics-in-context']).toContain(entry.target.tab);
    }
    const drop = resolved.find((entry) => entry.insight.kind === 'attentionDrop');
    if (drop) expect(drop.target).toMatchObject({ tab: 'chart', second: drop.insight.params.second });
  });

  it('writes numbers in the interface language', () => {
    const it = new NumberFormats('it');
    expect(it.money(12500)).toBe('12.500,00\u00a0€');
    expect(it.unit(70.94, 'percent')).toBe('70,9%');
    expect(
      new NumberFormats('en').estimate({ value: 0.5, low: 0.4, high: 0.6, n: 80 }, 'share').interval,
    ).toBe('40.0%–60.0%');
  });
});

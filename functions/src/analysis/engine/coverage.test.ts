import { describe, expect, it } from 'vitest';
import type { Estimate } from '@adpulse/shared/analysis/index';
import { DEFAULT_POPULATION, defaultVideoModel, stimulusTruth } from '../../fieldwork/index.ts';
import { simulateAndAnalyse } from './test-support/fixtures.ts';

/**
 * Coverage: over 100 independent simulated fieldworks, each 95% interval of the main KPIs covers
 * the population value of the generative model at least 90 times (MIN_COVERED), and the same
 * interval at half its width (a mutant the count must catch) fewer than 90 times. Small samples (50 respondents,
 * a 10 s video) keep it fast; small samples are where an interval method fails first. The
 * respondents are measured through the simulator's measurement layer (resting bias, expressive
 * scale, noisy readings), as real ones are.
 */
/**
 * At least 90 in 100 for every KPI; the KPIs of a reading, whose intervals also hold for the
 * reading's systematic error up to its bound (issue 25), at least 94: before that bound they
 * covered 91 (valence_kpi) and 93 (engagement_kpi) on these seeds.
 */
const MIN_COVERED: Record<string, number> = { valence_kpi: 94, engagement_kpi: 94 };

describe('coverage of the 95% intervals over 100 simulated fieldworks', () => {
  const model = defaultVideoModel('video-1', 10);
  const truth = stimulusTruth(model, DEFAULT_POPULATION);
  const checks: Record<
    string,
    { truth: number; read: (estimate: ReturnType<typeof kpisOf>) => Estimate | null }
  > = {
    attention: { truth: truth.attentionScore, read: (k) => k.attention },
    attentionSpan: { truth: truth.attentionSpan, read: (k) => k.span },
    valence_kpi: { truth: truth.valenceKpi, read: (k) => k.valence },
    engagement_kpi: { truth: truth.engagementKpi, read: (k) => k.engagement },
    emotion_score_kpi: { truth: truth.emotionScore, read: (k) => k.emotionScore },
    amusement_share: { truth: truth.evoked.amusement.share, read: (k) => k.amusement },
    amusement_intensity: { truth: truth.evoked.amusement.intensity, read: (k) => k.amusementIntensity },
    digitalPerformance: { truth: truth.digitalPerformance, read: (k) => k.digital },
  };
  function kpisOf(seed: number) {
    const { run } = simulateAndAnalyse([model], 50, { seed, analysis: { curveReplicates: 20, seed } });
    const asset = run.analysis.assets[0]!;
    return {
      attention: asset.attention.score,
      span: asset.attention.span,
      valence: asset.emotion_data.valence_kpi,
      engagement: asset.emotion_data.engagement_kpi,
      emotionScore: asset.emotion_data.emotion_score_kpi,
      amusement: asset.emotion_data.amusement.share,
      amusementIntensity: asset.emotion_data.amusement.intensity,
      digital: asset.digitalPerformance,
    };
  }

  it(
    'covers the truth at least 90 times in 100 for every main KPI (94 for the readings), and half-width intervals do not',
    { timeout: 120_000 },
    () => {
      expect(DEFAULT_POPULATION.measurement).not.toBeNull();
      const zeros = () =>
        Object.fromEntries(Object.keys(checks).map((name) => [name, 0])) as Record<string, number>;
      const covered = zeros();
      // The mutant: each interval at half its width around its own middle, which the count must catch.
      const halved = zeros();
      const inside = (low: number, high: number, truth: number) =>
        low <= truth + 1e-9 && truth - 1e-9 <= high;
      for (let repetition = 0; repetition < 100; repetition++) {
        const kpis = kpisOf(1000 + repetition);
        for (const [name, check] of Object.entries(checks)) {
          const estimate = check.read(kpis);
          if (!estimate) continue;
          if (inside(estimate.low, estimate.high, check.truth)) covered[name]! += 1;
          const middle = (estimate.low + estimate.high) / 2;
          const quarter = (estimate.high - estimate.low) / 4;
          if (inside(middle - quarter, middle + quarter, check.truth)) halved[name]! += 1;
        }
      }
      console.info(
        `coverage in 100: ${JSON.stringify(covered)}; at half the width: ${JSON.stringify(halved)}`,
      );
      const failing = Object.entries(covered).filter(([name, count]) => count < (MIN_COVERED[name] ?? 90));
      expect(failing, JSON.stringify(covered)).toEqual([]);
      const uncaught = Object.entries(halved).filter(([, count]) => count >= 90);
      expect(uncaught, JSON.stringify(halved)).toEqual([]);
    },
  );
});

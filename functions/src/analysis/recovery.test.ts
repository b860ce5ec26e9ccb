import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POPULATION,
  defaultImageModel,
  defaultVideoModel,
  stimulusTruth,
  trueGazeMap,
} from '../fieldwork/index.ts';
import { correlation, simulateAndAnalyse } from './test-support/fixtures.ts';

/**
 * Recovery at 150 respondents (issue 11): the analysis finds the truth of the generative model.
 * Per-second attention is compared with what the measured respondents actually did (their latent
 * states): the population curve differs from any 150-person sample by sampling error alone
 * (about 3 points of standard error per second), which the coverage test checks instead.
 */
describe('recovery of the truth at 150 respondents', () => {
  const video = defaultVideoModel('video-1', 60);
  const image = defaultImageModel('image-1');
  const { run, respondents } = simulateAndAnalyse([video, image], 150, { seed: 11 });
  const byPanel = new Map(respondents.map((respondent) => [`sim11r${respondent.index}`, respondent]));

  for (const [index, model] of [video, image].entries()) {
    const asset = run.analysis.assets[index]!;
    const { data, saliency } = run.assets[index]!;
    const truth = stimulusTruth(model, DEFAULT_POPULATION);

    it(`${model.kind}: attention(s) within 3 points of what the measured respondents did, every second`, () => {
      const bins = model.attention.length;
      const realised = new Float64Array(bins);
      let measured = 0;
      data.sessions.forEach((session, r) => {
        if (!data.measured[r]) return;
        measured++;
        const latent = byPanel.get(session.sessionId)!.truth.attentive[model.stimulusId]!;
        for (let s = 0; s < bins; s++) realised[s]! += latent[s]!;
      });
      const errors = asset.attention.curve.value.map((value, s) =>
        Math.abs(value! - (100 * realised[s]!) / measured),
      );
      expect(Math.max(...errors)).toBeLessThanOrEqual(3);
      // And the population curve lies inside the 95% band in most seconds.
      const inside = truth.attentionCurve.filter(
        (value, s) => value >= asset.attention.curve.low[s]! && value <= asset.attention.curve.high[s]!,
      ).length;
      expect(inside / bins).toBeGreaterThanOrEqual(0.8);
    });

    it(`${model.kind}: attention span within 1 s of the respondents' own, and the population's inside its interval`, () => {
      const spans: number[] = [];
      data.sessions.forEach((session, r) => {
        if (!data.measured[r]) return;
        const latent = byPanel.get(session.sessionId)!.truth.attentive[model.stimulusId]!;
        const first = latent.indexOf(0);
        spans.push(first < 0 ? model.duration : first);
      });
      spans.sort((a, b) => a - b);
      const middle = spans.length / 2;
      const realised =
        spans.length % 2 ? spans[Math.floor(middle)]! : (spans[middle - 1]! + spans[middle]!) / 2;
      const span = asset.attention.span!;
      expect(Math.abs(span.value - realised)).toBeLessThanOrEqual(1);
      expect(span.low).toBeLessThanOrEqual(truth.attentionSpan);
      expect(span.high).toBeGreaterThanOrEqual(truth.attentionSpan);
    });

    it(`${model.kind}: valence and engagement KPIs within 3 points of the population's`, () => {
      expect(Math.abs(asset.emotion_data.valence_kpi!.value - truth.valenceKpi)).toBeLessThanOrEqual(3);
      expect(Math.abs(asset.emotion_data.engagement_kpi!.value - truth.engagementKpi)).toBeLessThanOrEqual(3);
    });

    it(`${model.kind}: the gaze density map correlates with the true map at CC >= 0.9`, () => {
      const { grid } = saliency;
      const cc = correlation(trueGazeMap(model, grid.width, grid.height, null), saliency.summary!);
      expect(cc).toBeGreaterThanOrEqual(0.9);
    });
  }

  it('applies the quality rules: refusers, bad cameras and slow devices are not measured; drop-outs not counted', () => {
    const completes = respondents.filter((respondent) => !respondent.truth.dropout);
    const { data } = run.assets[0]!;
    const shown = completes.filter((respondent) => respondent.order.includes(video.stimulusId));
    expect(data.respondents).toBe(shown.length);
    data.sessions.forEach((session, r) => {
      const truth = byPanel.get(session.sessionId)!.truth;
      const expected = truth.webcam && !truth.badCamera && !truth.slowDevice;
      expect(data.measured[r] === 1).toBe(expected);
    });
    const asset = run.analysis.assets[0]!;
    expect(asset.benchmark.emotion_samples).toBe(shown.length);
    expect(asset.samples.attention_samples).toBeLessThan(asset.benchmark.emotion_samples);
    expect(asset.benchmark.saliency_samples).toBeLessThanOrEqual(asset.samples.attention_samples);
    expect(run.analysis.respondents.n).toBe(completes.length);
  });
});

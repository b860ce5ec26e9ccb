import { describe, expect, it } from 'vitest';
import { analysisSchema, type Analysis } from '@adpulse/shared/analysis/index';
import {
  gazeAccuracy,
  median,
  QUALITY_RULES,
  type GazeValidation,
  type RespondentSession,
} from '@adpulse/shared/fieldwork/index';
import { defaultImageModel, defaultVideoModel, type SimulatedQuestion } from '../../fieldwork/index.ts';
import { analyseProject } from './analyse.ts';
import { assetInsights } from './insights.ts';
import { shortestWindow } from './asset.ts';
import { SEED_NORMS } from './norms/seed.ts';
import { READING_SYSTEMATIC_ERROR } from './constants.ts';
import { kpis } from './kpis.ts';
import type { RespondentTotals, Totals } from './respondent-totals.ts';
import { BootstrapWeights, ratioReplicates } from './stats/bootstrap.ts';
import {
  biasAwareCritical,
  expandedAlpha,
  expandedCritical,
  NORMAL_CRITICAL,
  percentileInterval,
  withBiasBound,
} from './stats/intervals.ts';
import { topWords } from './survey.ts';
import { assetOf, projectOf, simulateAndAnalyse } from './test-support/fixtures.ts';

const fast = { replicates: 200, curveReplicates: 20 };
const questions: SimulatedQuestion[] = [
  {
    questionId: 'q1',
    type: 'singleChoice',
    text: 'Which one?',
    answers: { answerList: ['red', 'blue'], randomOrder: false },
  },
  {
    questionId: 'q2',
    type: 'multiChoice',
    text: 'Which ones?',
    answers: { answerList: ['a', 'b', 'c'], randomOrder: true },
  },
  {
    questionId: 'q3',
    type: 'scale',
    text: 'How much?',
    answers: { answerList: ['1', '5'], randomOrder: false },
  },
  { questionId: 'q4', type: 'openEnded', text: 'Why?', answers: { answerList: [], randomOrder: false } },
];

function pointer(analysis: Analysis, path: string): unknown {
  return path
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], analysis);
}

describe('the analysis file', () => {
  const video = defaultVideoModel('video-1', 20);
  const image = defaultImageModel('image-1');
  const { run, sessions } = simulateAndAnalyse([video, image], 120, {
    seed: 5,
    questions,
    norms: SEED_NORMS,
    analysis: { ...fast, now: new Date('2025-06-01T00:00:00Z') },
  });
  const { analysis } = run;

  it('matches the json_version 6 schema and labels simulated respondents', () => {
    expect(analysisSchema.parse(JSON.parse(JSON.stringify(analysis)))).toBeTruthy();
    expect(analysis.json_version).toBe(6);
    expect(analysis.dataSource).toBe('simulated');
    expect(analysis.respondents.simulatedShare).toBe(1);
    expect(analysis.warnings.map((warning) => warning.code)).toContain('simulatedData');
  });

  it('is deterministic for the same input and seed', () => {
    const again = analyseProject({
      project: projectOf(questions, 120),
      assets: [assetOf(video), assetOf(image)],
      sessions,
      norms: SEED_NORMS,
      options: { ...fast, now: new Date('2025-06-01T00:00:00Z') },
    });
    expect(JSON.stringify(again.analysis)).toBe(JSON.stringify(analysis));
  });

  it('gives every KPI an interval around its value and an n', () => {
    for (const asset of analysis.assets) {
      for (const estimate of [
        asset.attention.score,
        asset.attention.span,
        asset.emotion_data.valence_kpi,
        asset.emotion_data.engagement_kpi,
        asset.emotion_data.emotion_score_kpi,
        asset.saliency_scores.focus_score,
        asset.saliency_scores.clarity_score,
        asset.globalIndex.value,
      ]) {
        expect(estimate).not.toBeNull();
        expect(estimate!.low).toBeLessThanOrEqual(estimate!.value + 1e-9);
        expect(estimate!.high).toBeGreaterThanOrEqual(estimate!.value - 1e-9);
        expect(estimate!.n).toBeGreaterThan(0);
      }
      const curve = asset.attention.curve;
      expect(curve.t.length).toBe(Math.ceil(asset.duration));
      curve.value.forEach((value, s) => {
        expect(curve.low[s]!).toBeLessThanOrEqual(value!);
        expect(curve.high[s]!).toBeGreaterThanOrEqual(value!);
      });
    }
  });

  it('ranks by global index, rank 1 best, and places KPIs against the seed norms', () => {
    const [first, second] = analysis.ranking;
    expect(first!.rank).toBe(1);
    expect(first!.globalIndex!).toBeGreaterThanOrEqual(second!.globalIndex!);
    const asset = analysis.assets[0]!;
    expect(asset.benchmark.lv1?.seed).toBe(true);
    expect(asset.benchmark.lv2?.viewer).toBe('youtube');
    expect(['below', 'close', 'above']).toContain(asset.benchmark.valence.lv1?.comparison);
    expect(asset.mediaOptimisation.viewers.map((viewer) => viewer.viewer)).toEqual([
      'tv',
      'facebook',
      'instagram',
      'tiktok',
      'youtube',
    ]);
  });

  it('paths images for every second of a video and the summary', () => {
    const asset = analysis.assets[0]!;
    expect(asset.heatmap_path).toBe('images/video-1/heatmap.png');
    expect(asset.timeline_images).toHaveLength(20);
    expect(asset.timeline_images[3]).toEqual({
      t: 3,
      heatmap_path: 'images/video-1/heatmap/0003.png',
      fogmap_path: 'images/video-1/fogmap/0003.png',
      gazeplot_path: 'images/video-1/gazeplot/0003.png',
    });
    expect(analysis.assets[1]!.timeline_images).toEqual([]);
  });

  it('points every insight at the number it comes from', () => {
    expect(analysis.insights.length).toBeGreaterThanOrEqual(4);
    for (const insight of analysis.insights) expect(typeof pointer(analysis, insight.source)).toBe('number');
    const drop = analysis.insights.find((insight) => insight.kind === 'attentionDrop');
    if (drop) expect(pointer(analysis, drop.source)).toBeCloseTo(drop.params.to as number, 0);
  });

  it('says where attention drops only when the fall clears its noise (the curves view’s rule)', () => {
    const asset = analysis.assets[0]!;
    const withCurve = (value: number[], halfWidth: number) => ({
      ...asset,
      attention: {
        ...asset.attention,
        curve: {
          t: value.map((_, s) => s),
          value,
          low: value.map((v) => v - halfWidth),
          high: value.map((v) => v + halfWidth),
          n: value.map(() => 60),
        },
      },
    });
    const drops = (value: number[], halfWidth: number) =>
      assetInsights(withCurve(value, halfWidth), 0, { lv1: null, lv2: null }).filter(
        (insight) => insight.kind === 'attentionDrop',
      );
    expect(drops([80, 74, 70, 69], 8)).toEqual([]);
    const [clear] = drops([80, 79, 45, 44], 8);
    expect(clear?.params).toMatchObject({ second: 2, from: 79, to: 45 });
    expect(clear?.source).toBe('/assets/0/attention/curve/value/2');
  });

  it('cuts key metrics by gender, age group and region with the count behind each cell', () => {
    const asset = analysis.assets[0]!;
    for (const cells of [asset.demographics.gender, asset.demographics.age, asset.demographics.region]) {
      expect(cells.reduce((sum, cell) => sum + cell.n, 0)).toBe(asset.samples.respondents);
      for (const cell of cells) expect(cell.notSignificant).toBe(cell.n < 30);
    }
    expect(asset.demographics.age.map((cell) => cell.key)).toEqual([
      'group18_25',
      'group26_35',
      'group36_45',
      'group46_55',
      'group56_75',
    ]);
  });

  it('reports each survey question: choice shares, scale mean, open-ended words', () => {
    const [single, multi, scale, open] = analysis.survey;
    expect(single!.options.reduce((sum, option) => sum + option.count, 0)).toBe(single!.answered);
    expect(multi!.options.map((option) => option.answer)).toEqual(['a', 'b', 'c']);
    expect(scale!.scale!.mean.value).toBeGreaterThanOrEqual(1);
    expect(scale!.scale!.mean.value).toBeLessThanOrEqual(5);
    expect(open!.openEnded!.words.length).toBeGreaterThan(0);
    expect(open!.openEnded!.words.map((entry) => entry.word)).not.toContain('the');
  });
});

describe('survey significance', () => {
  it('flags a question answered by fewer than 30 people', () => {
    const { sessions } = simulateAndAnalyse([defaultImageModel('image-1')], 45, {
      questions,
      population: { webcamRefusalRate: 1, dropoutRate: 0 },
      analysis: fast,
    });
    const analyse = (count: number) =>
      analyseProject({
        project: projectOf(questions, count),
        assets: [assetOf(defaultImageModel('image-1'))],
        sessions: sessions.slice(0, count),
        norms: null,
        options: fast,
      }).analysis.survey[0]!;
    expect(analyse(29)).toMatchObject({ answered: 29, notSignificant: true });
    expect(analyse(30)).toMatchObject({ answered: 30, notSignificant: false });
  });

  it('counts each word once per answer and leaves stop words out', () => {
    expect(topWords(['The music, the music!', 'Great music and colours', 'colours'])).toEqual([
      { word: 'colours', count: 2 },
      { word: 'music', count: 2 },
      { word: 'great', count: 1 },
    ]);
  });
});

describe('warnings (spec section 8)', () => {
  const codes = (analysis: Analysis) => analysis.warnings.map((warning) => warning.code);

  it('data missing for some videos, with the list cut to three', () => {
    const models = ['a', 'b', 'c', 'd'].map((id) => defaultImageModel(id));
    const { run } = simulateAndAnalyse(models, 12, {
      population: { webcamRefusalRate: 1 },
      analysis: fast,
    });
    const warning = run.analysis.warnings.find((entry) => entry.code === 'dataMissing')!;
    expect(warning.messageKey).toBe('errors.analysisDataWarning');
    expect(warning.params).toEqual({ assets: ['a', 'b', 'c'], more: 1 });
    expect(run.analysis.assets[0]!.attention.score).toBeNull();
    expect(run.analysis.assets[0]!.emotion_data.emotion_score_kpi).not.toBeNull();
  });

  it('few measured respondents, and gaze missing when nobody passes the calibration rule', () => {
    const { run } = simulateAndAnalyse([defaultImageModel('image-1')], 20, {
      population: { gazeErrorDeg: { median: 20, logSd: 0.1 } },
      analysis: fast,
    });
    expect(codes(run.analysis)).toEqual(expect.arrayContaining(['fewRespondents', 'gazeMissing']));
    expect(run.analysis.assets[0]!.saliency_scores.focus_score).toBeNull();
  });

  it('partial results while fieldwork runs, with n of N', () => {
    const { run } = simulateAndAnalyse([defaultImageModel('image-1')], 40, {
      analysis: { ...fast, partial: true },
    });
    expect(run.analysis.partial).toBe(true);
    const warning = run.analysis.warnings.find((entry) => entry.code === 'partialResults')!;
    expect(warning.params).toEqual({ n: run.analysis.respondents.n, target: 40 });
  });
});

describe('gaze accuracy in the maps', () => {
  const image = defaultImageModel('image-1');
  const { sessions } = simulateAndAnalyse([image], 40, { seed: 3, analysis: fast });
  const analyse = (list: RespondentSession[]) =>
    analyseProject({
      project: projectOf([], 40),
      assets: [assetOf(image)],
      sessions: list,
      norms: null,
      options: fast,
    }).analysis.assets[0]!;
  const withValidation = (session: RespondentSession, change: Partial<GazeValidation>): RespondentSession =>
    session.calibration
      ? {
          ...session,
          calibration: {
            ...session.calibration,
            validation: { ...session.calibration.validation, ...change },
          },
        }
      : session;

  it('reports the median stored accuracy of the respondents in the maps', () => {
    const asset = analyse(sessions);
    const inMaps = sessions.flatMap((session) => {
      const accuracy = gazeAccuracy(session.calibration, session.endValidation);
      return accuracy?.passes && session.webcam ? [accuracy.errorPx] : [];
    });
    expect(asset.samples.saliency_samples).toBeGreaterThan(20);
    expect(asset.samples.gaze_accuracy?.median_px).toBeCloseTo(median(inMaps), -1);
    expect(asset.samples.gaze_accuracy?.median_chance_ratio).toBeLessThanOrEqual(
      QUALITY_RULES.maxValidationChanceRatio,
    );
  });

  it('keeps out respondents no better than chance on their own screen although under 6 degrees', () => {
    // A phone: a centre guess misses the targets by 186 px (4.65 degrees); these errors equal it.
    const phone = sessions.map((session) =>
      withValidation(session, { errorPx: 186, errorDeg: 4.65, chanceErrorPx: 186 }),
    );
    const asset = analyse(phone);
    expect(asset.samples.saliency_samples).toBe(0);
    expect(asset.samples.gaze_accuracy).toBeNull();
  });

  it('keeps out respondents whose end validation failed, and gaze samples of low confidence', () => {
    const drifted = sessions.map((session) => ({
      ...session,
      endValidation: session.calibration
        ? { ...session.calibration.validation, errorPx: 500, errorDeg: 12.5 }
        : null,
    }));
    expect(analyse(drifted).samples.saliency_samples).toBe(0);
    const faint = sessions.map((session) => ({
      ...session,
      samples: Object.fromEntries(
        Object.entries(session.samples).map(([id, list]) => [
          id,
          list.map((sample) =>
            sample.gaze ? { ...sample, gaze: { ...sample.gaze, confidence: 0.2 } } : sample,
          ),
        ]),
      ),
    }));
    expect(analyse(faint).samples.saliency_samples).toBe(0);
    expect(analyse(sessions).samples.saliency_samples).toBeGreaterThan(20);
  });
});

describe('calibration baseline', () => {
  it('removes a respondent’s resting expression from valence when the calibration reports it', () => {
    const model = defaultImageModel('image-1');
    const population = { neutralBaseline: { report: true, restingSad: 0.1 }, measurement: null };
    const corrected = simulateAndAnalyse([model], 100, { population, analysis: fast }).run.analysis
      .assets[0]!;
    const raw = simulateAndAnalyse([model], 100, {
      population,
      analysis: { ...fast, useNeutralBaseline: false },
    }).run.analysis.assets[0]!;
    const kpi = (asset: typeof raw) => asset.emotion_data.valence_kpi!.value;
    // A resting sad of 0.1 lowers valence by 0.1, the KPI by 5 points; the baseline gives it back.
    expect(kpi(corrected) - kpi(raw)).toBeCloseTo(5, 0);
  });
});

describe('shortest cut', () => {
  it('finds the shortest run of seconds keeping 80% of attention x engagement, the earliest on ties', () => {
    expect(shortestWindow([0, 0, 5, 5, 0, 0])).toMatchObject({ start: 2, end: 4, kept: 1 });
    expect(shortestWindow([1, 1, 1, 1, 1])).toMatchObject({ start: 0, end: 4 });
    expect(shortestWindow([0, 0])).toBeNull();
  });
});

describe('expanded percentile interval', () => {
  it('takes the bootstrap tails at 2Φ(-√(n/(n-1)) t(n-1)): wider at small n, 95% as n grows', () => {
    // n = 10: t(9) = 2.262, × √(10/9) = 2.385, 2Φ(-2.385) = 0.0171.
    expect(expandedAlpha(10)).toBeCloseTo(0.0171, 3);
    expect(expandedAlpha(40)).toBeGreaterThan(0.04);
    expect(expandedAlpha(40)).toBeLessThan(0.045);
    expect(expandedAlpha(100_000)).toBeCloseTo(0.05, 3);
    expect(expandedAlpha(1)).toBeCloseTo(0.05, 9);
  });

  it('widens the ratio KPIs of a small sample to those tails', () => {
    const n = 8;
    const totals = (): Totals => ({ num: new Float64Array(n), den: new Float64Array(n) });
    const all: RespondentTotals = {
      attention: totals(),
      valence: totals(),
      engagement: totals(),
      saliencyAttention: totals(),
      clarity: totals(),
      demand: totals(),
      emotionScore: totals(),
    };
    [0.3, -0.1, 0.5, 0.2, 0.0, 0.4, -0.2, 0.1].forEach((v, r) => {
      all.valence.num[r] = v;
      all.valence.den[r] = 1;
    });
    const boot = new BootstrapWeights(n, 1000, 5);
    const replicates = ratioReplicates(all.valence.num, all.valence.den, boot);
    const plain = percentileInterval(Float64Array.from(replicates));
    const expanded = percentileInterval(Float64Array.from(replicates), expandedAlpha(n));
    // Valence is a reading: its interval then also holds for the reading's systematic error.
    const honest = withBiasBound(expanded, expandedCritical(n), READING_SYSTEMATIC_ERROR.valence);
    const valence = kpis(all, boot, undefined, false).valence!;
    expect(valence.low).toBeCloseTo(honest.low, 12);
    expect(valence.high).toBeCloseTo(honest.high, 12);
    expect(expanded.low).toBeLessThan(plain.low);
    expect(expanded.high).toBeGreaterThan(plain.high);
  });
});

describe('intervals that hold for a bounded systematic error (Armstrong and Kolesár 2020)', () => {
  it('takes the c with P(|Z + t| <= c) = 95%: 1.96 with no bias, about t + 1.645 for a large one', () => {
    expect(biasAwareCritical(0)).toBeCloseTo(1.96, 2);
    // c = 2.2 at t = 0.5: Φ(1.7) - Φ(-2.7) = 0.9554 - 0.0035 = 0.952.
    expect(biasAwareCritical(0.5)).toBeGreaterThan(2.18);
    expect(biasAwareCritical(0.5)).toBeLessThan(2.2);
    expect(biasAwareCritical(5)).toBeCloseTo(5 + 1.645, 2);
  });

  it('widens each side by se x (c - 1.96), and by the bound itself when there is no spread', () => {
    // se = 1 (a 1.96-wide half), bound 0.5 standard errors.
    const z = NORMAL_CRITICAL;
    const widened = withBiasBound({ low: -z, high: z }, z, 0.5);
    expect(widened.high).toBeCloseTo(biasAwareCritical(0.5), 9);
    expect(widened.low).toBeCloseTo(-biasAwareCritical(0.5), 9);
    const point = withBiasBound({ low: 3, high: 3 }, z, 0.2);
    expect(point.low).toBeCloseTo(2.8, 12);
    expect(point.high).toBeCloseTo(3.2, 12);
  });
});

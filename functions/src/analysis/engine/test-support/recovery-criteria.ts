import { trueGazeMap, type StimulusModel } from '../../../fieldwork/index.ts';
import type { AnalysisRun } from '../analyse.ts';
import { SEED_NORMS } from '../norms/seed.ts';
import { correlation } from './fixtures.ts';

/**
 * The recovery criteria (docs/methodology.md, "Recovery"), as one function so the same criteria
 * judge the real measurement and each purpose-broken one (mutants.ts).
 */

/** Minimum correlation of a video's valence and engagement curves with the truth's, and of the gaze map. */
export const MIN_CURVE_CORRELATION = 0.9;
export const MIN_GAZE_MAP_CORRELATION = 0.9;
/** A KPI may differ from the same respondents measured perfectly by this share of the between-ad sd. */
export const KPI_TOLERANCE_SHARE_OF_SPREAD = 0.5;

/** Between-ad standard deviation of a norm metric: the seed norms' all-ads group. */
export function betweenAdSpread(metric: 'valence' | 'engagement'): number {
  const group = SEED_NORMS.groups.find((entry) => entry.level === 'lv1' && entry.country === '*');
  const sd = group?.metrics[metric]?.sd;
  if (!sd) throw new Error(`the seed norms have no spread of ${metric}`);
  return sd;
}

/** The true valence(s) (mean over attentive viewers, -1..1) and engagement(s) (0..1) of a stimulus. */
export function trueCurves(model: StimulusModel): { valence: number[]; engagement: number[] } {
  return {
    valence: model.happy.map((happy, s) => happy - (model.negative[s] as number)),
    engagement: model.happy.map(
      (happy, s) =>
        (model.attention[s] as number) *
        (happy + (model.negative[s] as number) + (model.surprise[s] as number)),
    ),
  };
}

export interface Failure {
  criterion: string;
  value: number;
  limit: number;
}

/**
 * Which criteria a run fails. `reference` is the analysis of the same respondents measured
 * perfectly (the population with `measurement: null`): the KPIs are compared with it, so that the
 * tolerance judges the measurement and not the sample. Curves and maps are compared with the truth.
 */
export function recoveryFailures(
  run: AnalysisRun,
  reference: AnalysisRun,
  stimuli: StimulusModel[],
): Failure[] {
  const failures: Failure[] = [];
  stimuli.forEach((model, index) => {
    const id = model.stimulusId;
    const asset = run.analysis.assets[index]!;
    const perfect = reference.analysis.assets[index]!;
    for (const [kpi, metric] of [
      ['valence_kpi', 'valence'],
      ['engagement_kpi', 'engagement'],
    ] as const) {
      const limit = KPI_TOLERANCE_SHARE_OF_SPREAD * betweenAdSpread(metric);
      const value = Math.abs(
        (asset.emotion_data[kpi]?.value ?? Number.NaN) - (perfect.emotion_data[kpi]?.value ?? Number.NaN),
      );
      if (!(value <= limit)) failures.push({ criterion: `${id} ${kpi}`, value, limit });
    }
    if (model.kind === 'video') {
      const truth = trueCurves(model);
      for (const curve of ['valence', 'engagement'] as const) {
        // Over the seconds with a value (a flat curve has no correlation: NaN fails).
        const read = asset.emotion_data.video_data[curve].value;
        const seconds = read.flatMap((value, s) => (value === null ? [] : [s]));
        const value = correlation(
          seconds.map((s) => read[s] as number),
          seconds.map((s) => truth[curve][s] as number),
        );
        if (!(value >= MIN_CURVE_CORRELATION))
          failures.push({ criterion: `${id} ${curve} curve`, value, limit: MIN_CURVE_CORRELATION });
      }
    }
    const { saliency } = run.assets[index]!;
    const map = trueGazeMap(model, saliency.grid.width, saliency.grid.height, null);
    const value = saliency.summary ? correlation(map, saliency.summary) : Number.NaN;
    if (!(value >= MIN_GAZE_MAP_CORRELATION))
      failures.push({ criterion: `${id} gaze map`, value, limit: MIN_GAZE_MAP_CORRELATION });
  });
  return failures;
}

import type {
  Estimate,
  EvokedEmotionResult,
  GazeAccuracySummary,
  Series,
} from '@adpulse/shared/analysis/index';
import { CUT_KEEP_SHARE } from '@adpulse/shared/analysis/index';
import {
  EVOKED_EMOTIONS,
  median,
  type EvokedEmotion,
  type GazeAccuracy,
} from '@adpulse/shared/fieldwork/index';
import { READING_SYSTEMATIC_ERROR, THUMB_STOP_SECONDS } from './constants.ts';
import {
  emptySeries,
  linearisedSeries,
  ratioSeries,
  resampleCurves,
  respondentMeanSeries,
  shareSeries,
  type CurveLayer,
} from './curves.ts';
import { kpis, mapKpis, mentalDemandOf, type KpiSet } from './kpis.ts';
import type { AssetData } from './prepare.ts';
import { respondentTotals, type RespondentTotals } from './respondent-totals.ts';
import type { AssetSaliency } from './saliency/analyse.ts';
import { ratioReplicates, weightedMedian, type BootstrapWeights } from './stats/bootstrap.ts';
import { percentileInterval, shareEstimate } from './stats/intervals.ts';

/** Everything measured about one asset, before it is placed against norms and other assets. */
export interface AssetCore {
  kpis: KpiSet;
  totals: RespondentTotals;
  focus: Estimate | null;
  spread: Estimate | null;
  span: Estimate | null;
  effectiveness: Estimate | null;
  digitalPerformance: Estimate | null;
  evoked: Record<EvokedEmotion, EvokedEmotionResult>;
  curves: {
    attention: Series;
    valence: Series;
    engagement: Series;
    saliencyAttention: Series;
    focus: Series;
    spread: Series;
    clarity: Series;
    mentalDemand: Series;
  };
  cut: { start: number; end: number; duration: Estimate; keptShare: number } | null;
  counts: { measured: number; gaze: number; answered: number };
  /** The median stored gaze accuracy of the respondents in the maps (results schema's samples.gaze_accuracy). */
  gazeAccuracy: GazeAccuracySummary | null;
}

function count(mask: Uint8Array): number {
  let total = 0;
  for (let i = 0; i < mask.length; i++) total += mask[i] as number;
  return total;
}

function fromBins(
  data: AssetData,
  value: (cell: number) => number,
  den: (cell: number) => number,
): CurveLayer {
  const size = data.respondents * data.bins;
  const num = new Float32Array(size);
  const dens = new Float32Array(size);
  for (let cell = 0; cell < size; cell++) {
    const d = den(cell);
    if (d > 0) {
      num[cell] = value(cell);
      dens[cell] = d;
    }
  }
  return { num, den: dens };
}

export function analyseAssetCore(
  data: AssetData,
  saliency: AssetSaliency,
  boot: BootstrapWeights,
  curveReplicates: number,
): AssetCore {
  const { respondents, bins } = data;
  const totals = respondentTotals(data, saliency);
  const measured = count(data.measured);
  const gazeCount = count(data.gazeOk);
  const answered = count(data.answered);
  const video = data.asset.kind === 'video';

  const attentionLayer = fromBins(
    data,
    (cell) => data.binAttentive[cell] as number,
    (cell) => data.binMeasured[cell] as number,
  );
  const valenceLayer = fromBins(
    data,
    (cell) => data.binValence[cell] as number,
    (cell) => (Number.isNaN(data.binValence[cell] as number) ? 0 : 1),
  );
  const engagementLayer = fromBins(
    data,
    (cell) => data.binEngagement[cell] as number,
    (cell) => (Number.isNaN(data.binEngagement[cell] as number) ? 0 : 1),
  );
  // valence(s) and engagement(s) are means over respondents with a t band (respondentMeanSeries);
  // engagement is resampled too because the shortest cut's interval reads its replicates.
  const layers: CurveLayer[] = [attentionLayer, engagementLayer];
  let saliencyLayers: CurveLayer[] = [];
  if (video && gazeCount > 0) {
    // For a video, maps are seconds: respondent x map arrays are respondent x bin arrays.
    saliencyLayers = [
      fromBins(
        data,
        (cell) => data.binGaze[cell] as number,
        (cell) => data.binFaces[cell] as number,
      ),
      fromBins(
        data,
        (cell) => saliency.clarity[cell] as number,
        (cell) => (Number.isNaN(saliency.clarity[cell] as number) ? 0 : 1),
      ),
      { num: saliency.demandDistance, den: saliency.demandTime },
      { num: saliency.focusInfluence, den: null },
      { num: saliency.spreadInfluence, den: null },
    ];
  }
  const replicates = resampleCurves([...layers, ...saliencyLayers], respondents, bins, boot, curveReplicates);
  const [attentionReps, engagementReps, gazeReps, clarityReps, demandReps, focusReps, spreadReps] =
    replicates.values;
  const ratio = (
    layer: CurveLayer,
    reps: Float64Array | undefined,
    scale = 1,
    transform?: (v: number) => number,
  ) =>
    reps ? ratioSeries(layer, reps, respondents, bins, curveReplicates, scale, transform) : emptySeries();

  const gazeCounts = new Int32Array(bins);
  for (let r = 0; r < respondents; r++) {
    if (!data.gazeOk[r]) continue;
    for (let s = 0; s < bins; s++) if ((data.binGaze[r * bins + s] as number) > 0) gazeCounts[s]! += 1;
  }
  const clamp = (series: Series): Series => ({
    ...series,
    low: series.low.map((v) => (v === null ? null : Math.max(0, v))),
    high: series.high.map((v) => (v === null ? null : Math.min(100, v))),
  });

  const curves: AssetCore['curves'] = {
    attention: shareSeries(data.binAttentive, data.binMeasured, respondents, bins, 100),
    valence: respondentMeanSeries(valenceLayer, respondents, bins, READING_SYSTEMATIC_ERROR.valence),
    engagement: respondentMeanSeries(engagementLayer, respondents, bins, READING_SYSTEMATIC_ERROR.engagement),
    saliencyAttention: ratio(saliencyLayers[0] as CurveLayer, gazeReps, 100),
    clarity: ratio(saliencyLayers[1] as CurveLayer, clarityReps, 100),
    mentalDemand: ratio(saliencyLayers[2] as CurveLayer, demandReps, 1, mentalDemandOf),
    focus: focusReps
      ? clamp(linearisedSeries(saliency.focus, gazeCounts, focusReps, bins, curveReplicates))
      : emptySeries(),
    spread: spreadReps
      ? clamp(linearisedSeries(saliency.spread, gazeCounts, spreadReps, bins, curveReplicates))
      : emptySeries(),
  };

  const map = mapKpis(saliency, respondents, gazeCount, boot);
  return {
    kpis: kpis(totals, boot),
    totals,
    focus: map.focus,
    spread: map.spread,
    span: spanEstimate(data, boot),
    effectiveness: effectiveness(data, totals),
    digitalPerformance: digitalPerformance(data),
    evoked: evokedEmotions(data, boot),
    curves,
    cut: video
      ? shortestCut(
          curves.attention,
          curves.engagement,
          attentionReps as Float64Array,
          engagementReps as Float64Array,
          bins,
          curveReplicates,
        )
      : null,
    counts: { measured, gaze: gazeCount, answered },
    gazeAccuracy: gazeAccuracySummary(data.gazeAccuracy),
  };
}

/** The median stored gaze accuracy of the respondents in the maps; null when there are none. */
function gazeAccuracySummary(accuracies: readonly GazeAccuracy[]): GazeAccuracySummary | null {
  if (accuracies.length === 0) return null;
  return {
    median_px: Math.round(median(accuracies.map((accuracy) => accuracy.errorPx))),
    median_deg: Math.round(median(accuracies.map((accuracy) => accuracy.errorDeg)) * 100) / 100,
    median_chance_ratio: Math.round(median(accuracies.map((accuracy) => accuracy.chanceRatio)) * 1000) / 1000,
  };
}

/** Median over measured respondents of the time to the first inattentive bin. */
function spanEstimate(data: AssetData, boot: BootstrapWeights): Estimate | null {
  const members: number[] = [];
  for (let r = 0; r < data.respondents; r++) if (data.measured[r]) members.push(r);
  if (members.length === 0) return null;
  members.sort((a, b) => (data.span[a] as number) - (data.span[b] as number));
  const order = Int32Array.from(members);
  const sorted = Float64Array.from(members, (r) => data.span[r] as number);
  const ones = new Uint16Array(data.respondents).fill(1);
  const value = weightedMedian(sorted, ones, order);
  const replicates = new Float64Array(boot.replicates);
  for (let b = 0; b < boot.replicates; b++) replicates[b] = weightedMedian(sorted, boot.row(b), order);
  const { low, high } = percentileInterval(replicates);
  return { value, low, high, n: members.length };
}

/** Share of measured respondents who watched attentively at least half the time and felt a strong emotion. */
function effectiveness(data: AssetData, totals: RespondentTotals): Estimate | null {
  let k = 0;
  let n = 0;
  for (let r = 0; r < data.respondents; r++) {
    if (!data.measured[r] || !data.answered[r]) continue;
    n++;
    const attentive = (totals.attention.num[r] as number) / Math.max(1, totals.attention.den[r] as number);
    if (attentive >= 0.5 && data.strong[r]) k++;
  }
  return shareEstimate(k, n, 100);
}

/** Share of measured respondents attentive in every bin of the first 3 seconds (the thumb-stop). */
function digitalPerformance(data: AssetData): Estimate | null {
  const first = Math.min(THUMB_STOP_SECONDS, data.bins);
  let k = 0;
  let n = 0;
  for (let r = 0; r < data.respondents; r++) {
    if (!data.measured[r]) continue;
    let complete = true;
    let attentive = true;
    for (let s = 0; s < first; s++) {
      const cell = r * data.bins + s;
      if (!data.binMeasured[cell]) complete = false;
      else if (!data.binAttentive[cell]) attentive = false;
    }
    if (!complete) continue;
    n++;
    if (attentive) k++;
  }
  return shareEstimate(k, n, 100);
}

function evokedEmotions(data: AssetData, boot: BootstrapWeights): Record<EvokedEmotion, EvokedEmotionResult> {
  const emotions = EVOKED_EMOTIONS.length;
  const entries = EVOKED_EMOTIONS.map((emotion, e) => {
    let n = 0;
    let k = 0;
    const num = new Float64Array(data.respondents);
    const den = new Float64Array(data.respondents);
    for (let r = 0; r < data.respondents; r++) {
      if (!data.answered[r]) continue;
      n++;
      const intensity = data.evoked[r * emotions + e] as number;
      if (intensity > 0) {
        k++;
        num[r] = intensity;
        den[r] = 1;
      }
    }
    const share = shareEstimate(k, n);
    let intensity: Estimate | null = null;
    if (k > 0) {
      let sum = 0;
      for (let r = 0; r < data.respondents; r++) sum += num[r] as number;
      const { low, high } = percentileInterval(ratioReplicates(num, den, boot));
      intensity = { value: sum / k, low, high, n: k };
    }
    return [emotion, { share, intensity }] as const;
  });
  return Object.fromEntries(entries) as Record<EvokedEmotion, EvokedEmotionResult>;
}

/** Shortest run of seconds holding at least 80% of the sum of attention(s) x engagement(s); the earliest on ties. */
export function shortestWindow(
  values: ArrayLike<number>,
): { start: number; end: number; kept: number } | null {
  let total = 0;
  for (let s = 0; s < values.length; s++) total += values[s] as number;
  if (total <= 0) return null;
  const target = CUT_KEEP_SHARE * total - 1e-12;
  let best: { start: number; end: number; kept: number } | null = null;
  let sum = 0;
  let start = 0;
  for (let end = 0; end < values.length; end++) {
    sum += values[end] as number;
    while (start < end && sum - (values[start] as number) >= target) {
      sum -= values[start] as number;
      start++;
    }
    if (sum >= target && (!best || end + 1 - start < best.end - best.start)) {
      best = { start, end: end + 1, kept: sum / total };
    }
  }
  return best;
}

function shortestCut(
  attention: Series,
  engagement: Series,
  attentionReps: Float64Array,
  engagementReps: Float64Array,
  bins: number,
  replicates: number,
): AssetCore['cut'] {
  const product = new Float64Array(bins);
  for (let s = 0; s < bins; s++) product[s] = ((attention.value[s] ?? 0) / 100) * (engagement.value[s] ?? 0);
  const window = shortestWindow(product);
  if (!window) return null;
  const durations = new Float64Array(replicates);
  for (let b = 0; b < replicates; b++) {
    for (let s = 0; s < bins; s++) {
      const a = attentionReps[b * bins + s] as number;
      const e = engagementReps[b * bins + s] as number;
      product[s] = Number.isNaN(a) || Number.isNaN(e) ? 0 : a * e;
    }
    const replicate = shortestWindow(product);
    durations[b] = replicate ? replicate.end - replicate.start : Number.NaN;
  }
  const { low, high } = percentileInterval(durations);
  return {
    start: window.start,
    end: window.end,
    duration: {
      value: window.end - window.start,
      low,
      high,
      n: attention.n.reduce((a, b) => Math.max(a, b), 0),
    },
    keptShare: window.kept,
  };
}

import { valenceScore, type Estimate } from '@adpulse/shared/analysis/index';
import { MENTAL_DEMAND_TYPICAL, READING_SYSTEMATIC_ERROR } from './constants.ts';
import { COMPONENT_ORDER, globalIndexOf, type IndexComponents } from './global-index.ts';
import type { RespondentTotals, Totals } from './respondent-totals.ts';
import type { AssetSaliency } from './saliency/analyse.ts';
import { linearisedReplicates, ratioReplicates, type BootstrapWeights } from './stats/bootstrap.ts';
import {
  expandedAlpha,
  expandedCritical,
  NORMAL_CRITICAL,
  percentileInterval,
  shareEstimate,
  withBiasBound,
} from './stats/intervals.ts';

/** The KPIs of an asset (or of a demographic cell of it), each with its interval and n. */
export interface KpiSet {
  /** 0-100. */
  attention: Estimate | null;
  /** -1..1. */
  valence: Estimate | null;
  valenceKpi: Estimate | null;
  /** 0..1. */
  engagement: Estimate | null;
  engagementKpi: Estimate | null;
  emotionScore: Estimate | null;
  saliencyAttention: Estimate | null;
  clarity: Estimate | null;
  mentalDemand: Estimate | null;
  globalIndex: Estimate | null;
  /** The global index's components at their point values (its breakdown: globalIndexParts). */
  indexComponents: IndexComponents;
  /** The global index's bootstrap replicates, for the probabilities of superiority (ranking.ts). */
  globalIndexReplicates: Float64Array | null;
  /** Replicates of attention and engagement (0-1), for the predictive click. */
  attentionReplicates: Float64Array | null;
  engagementReplicates: Float64Array | null;
}

interface Resampled {
  value: number;
  n: number;
  replicates: Float64Array;
}

function resample(totals: Totals, boot: BootstrapWeights, members?: Uint8Array): Resampled | null {
  let num = 0;
  let den = 0;
  let n = 0;
  for (let i = 0; i < totals.num.length; i++) {
    if (members && !members[i]) continue;
    const d = totals.den[i] as number;
    if (d > 0) n++;
    num += totals.num[i] as number;
    den += d;
  }
  if (den <= 0) return null;
  return { value: num / den, n, replicates: ratioReplicates(totals.num, totals.den, boot, members) };
}

/** A reading's systematic bound (READING_SYSTEMATIC_ERROR) and the range it is read on. */
interface Reading {
  systematic: number;
  min: number;
  max: number;
}
const VALENCE_READING: Reading = { systematic: READING_SYSTEMATIC_ERROR.valence, min: -1, max: 1 };
const ENGAGEMENT_READING: Reading = { systematic: READING_SYSTEMATIC_ERROR.engagement, min: 0, max: 1 };

/**
 * Respondents are the sampling units: the expanded percentile interval; for a KPI of a reading,
 * widened so that it holds whatever the reading's systematic error, up to its bound, does
 * (`withBiasBound`, docs/methodology.md, "Intervals"). `transform` is increasing.
 */
function estimate(
  resampled: Resampled | null,
  transform: (value: number) => number,
  reading?: Reading,
): Estimate | null {
  if (!resampled) return null;
  const sampling = percentileInterval(Float64Array.from(resampled.replicates), expandedAlpha(resampled.n));
  const { low, high } = reading
    ? withBiasBound(sampling, expandedCritical(resampled.n), reading.systematic)
    : sampling;
  return {
    value: transform(resampled.value),
    low: transform(reading ? Math.max(reading.min, low) : low),
    high: transform(reading ? Math.min(reading.max, high) : high),
    n: resampled.n,
  };
}

const percent = (value: number) => 100 * value;
const identity = (value: number) => value;
export const mentalDemandOf = (distancePerSecond: number) =>
  (100 * distancePerSecond) / (distancePerSecond + MENTAL_DEMAND_TYPICAL);

/** `withSaliency: false` leaves out the gaze KPIs a demographic cell does not show (faster). */
export function kpis(
  totals: RespondentTotals,
  boot: BootstrapWeights,
  members?: Uint8Array,
  withSaliency = true,
): KpiSet {
  const attention = resample(totals.attention, boot, members);
  const valence = resample(totals.valence, boot, members);
  const engagement = resample(totals.engagement, boot, members);
  const emotion = resample(totals.emotionScore, boot, members);
  const clarity = resample(totals.clarity, boot, members);
  const saliencyAttention = withSaliency ? resample(totals.saliencyAttention, boot, members) : null;
  const demand = withSaliency ? resample(totals.demand, boot, members) : null;

  let emotionCount = 0;
  let strongCount = 0;
  for (let i = 0; i < totals.emotionScore.den.length; i++) {
    if (members && !members[i]) continue;
    emotionCount += totals.emotionScore.den[i] as number;
    strongCount += totals.emotionScore.num[i] as number;
  }

  // Components in COMPONENT_ORDER: attention, engagement, valence, emotionScore, clarity (0-100 each).
  const parts: [Resampled | null, (value: number) => number][] = [
    [attention, percent],
    [engagement, percent],
    [valence, valenceScore],
    [emotion, percent],
    [clarity, percent],
  ];
  const values = new Float64Array(parts.length);
  parts.forEach(([part, scale], k) => {
    values[k] = part ? scale(part.value) : Number.NaN;
  });
  const indexValue = globalIndexOf(values);
  const indexComponents = Object.fromEntries(
    COMPONENT_ORDER.map((component, k) => [
      component,
      Number.isNaN(values[k]) ? null : (values[k] as number),
    ]),
  ) as IndexComponents;
  let index: Estimate | null = null;
  let indexReplicates: Float64Array | null = null;
  if (!Number.isNaN(indexValue)) {
    const replicates = new Float64Array(boot.replicates);
    indexReplicates = replicates;
    for (let b = 0; b < boot.replicates; b++) {
      for (let k = 0; k < parts.length; k++) {
        const [part, scale] = parts[k] as [Resampled | null, (value: number) => number];
        values[k] = part ? scale(part.replicates[b] as number) : Number.NaN;
      }
      replicates[b] = globalIndexOf(values);
    }
    const n = Math.max(attention?.n ?? 0, emotion?.n ?? 0);
    // The readings' systematic bounds move valence and engagement; the index rises with both, so
    // its bound is the larger of its moves with both at their bounds, down or up.
    const shifted = (sign: number) => {
      parts.forEach(([part, scale], k) => {
        values[k] = part ? scale(part.value) : Number.NaN;
      });
      if (engagement) values[1] = percent(engagement.value + sign * ENGAGEMENT_READING.systematic);
      if (valence) values[2] = valenceScore(valence.value + sign * VALENCE_READING.systematic);
      return globalIndexOf(values);
    };
    const bound = Math.max(indexValue - shifted(-1), shifted(1) - indexValue);
    const { low, high } = withBiasBound(percentileInterval(replicates), NORMAL_CRITICAL, bound);
    index = { value: indexValue, low: Math.max(0, low), high: Math.min(100, high), n };
  }

  return {
    attention: estimate(attention, percent),
    valence: estimate(valence, identity, VALENCE_READING),
    valenceKpi: estimate(valence, valenceScore, VALENCE_READING),
    engagement: estimate(engagement, identity, ENGAGEMENT_READING),
    engagementKpi: estimate(engagement, percent, ENGAGEMENT_READING),
    emotionScore: shareEstimate(strongCount, emotionCount, 100),
    saliencyAttention: estimate(saliencyAttention, percent),
    clarity: estimate(clarity, percent),
    mentalDemand: estimate(demand, mentalDemandOf),
    globalIndex: index,
    indexComponents,
    globalIndexReplicates: indexReplicates,
    attentionReplicates: attention?.replicates ?? null,
    engagementReplicates: engagement?.replicates ?? null,
  };
}

/**
 * Focus and spread of the asset: the whole map's for an image, the mean over seconds for a video,
 * with the linearised bootstrap (each respondent's influence averaged like the statistic).
 */
export function mapKpis(
  saliency: AssetSaliency,
  respondents: number,
  gazeRespondents: number,
  boot: BootstrapWeights,
): { focus: Estimate | null; spread: Estimate | null } {
  const maps = saliency.maps;
  const valid: number[] = [];
  for (let m = 0; m < maps; m++) if (!Number.isNaN(saliency.focus[m] as number)) valid.push(m);
  if (valid.length === 0) return { focus: null, spread: null };
  const one = (values: Float64Array, influenceByMap: Float32Array): Estimate => {
    let value = 0;
    for (const m of valid) value += values[m] as number;
    value /= valid.length;
    const influence = new Float64Array(respondents);
    for (let r = 0; r < respondents; r++) {
      let sum = 0;
      for (const m of valid) sum += influenceByMap[r * maps + m] as number;
      influence[r] = sum / valid.length;
    }
    const { low, high } = percentileInterval(linearisedReplicates(influence, boot));
    return {
      value,
      low: Math.max(0, Math.min(100, value + low)),
      high: Math.max(0, Math.min(100, value + high)),
      n: gazeRespondents,
    };
  };
  return {
    focus: one(saliency.focus, saliency.focusInfluence),
    spread: one(saliency.spread, saliency.spreadInfluence),
  };
}

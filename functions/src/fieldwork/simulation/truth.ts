import {
  EVOKED_EMOTIONS,
  EVOKED_STRONG_INTENSITY,
  type EvokedEmotion,
} from '@adpulse/shared/fieldwork/index';
import type { GazeComponent, PopulationModel, StimulusModel } from './model.ts';

/**
 * The population values of the generative model: what the analysis should find with infinitely
 * many respondents. These are the truths the recovery and coverage tests compare against.
 */
export interface StimulusTruth {
  /** attention(s), 0-100. */
  attentionCurve: number[];
  /** Mean of attention(s), 0-100. */
  attentionScore: number;
  /** Median time to the first inattentive second. */
  attentionSpan: number;
  /** Pooled mean valence over attentive respondent-seconds, -1..1, and 50 + 50 x it. */
  valence: number;
  valenceKpi: number;
  /** Pooled mean engagement over respondent-seconds, 0..1, and 100 x it. */
  engagement: number;
  engagementKpi: number;
  /** Share with an evoked emotion of intensity 3+, 0-100. */
  emotionScore: number;
  evoked: Record<EvokedEmotion, { share: number; intensity: number }>;
  /** Share attentive in each of the first 3 seconds, 0-100. */
  digitalPerformance: number;
}

/** Per second k >= 1: the carry-over probability and the redraw probability that keep a(s) exact. */
export function attentionChain(
  attention: number[],
  persistence: number,
): { carry: number[]; redraw: number[] } {
  const carry = [0];
  const redraw = [attention[0] ?? 0];
  for (let k = 1; k < attention.length; k++) {
    const previous = attention[k - 1] as number;
    const current = attention[k] as number;
    let rho = persistence;
    if (previous > 0) rho = Math.min(rho, current / previous);
    if (previous < 1) rho = Math.min(rho, (1 - current) / (1 - previous));
    rho = Math.max(0, rho);
    carry.push(rho);
    redraw.push(rho < 1 ? Math.min(1, Math.max(0, (current - rho * previous) / (1 - rho))) : current);
  }
  return { carry, redraw };
}

/** P(attentive in every second 0..s), for each s. */
function allAttentive(attention: number[], persistence: number): number[] {
  const { carry, redraw } = attentionChain(attention, persistence);
  const survival: number[] = [];
  let p = attention[0] ?? 0;
  survival.push(p);
  for (let k = 1; k < attention.length; k++) {
    p *= (carry[k] as number) + (1 - (carry[k] as number)) * (redraw[k] as number);
    survival.push(p);
  }
  return survival;
}

export function stimulusTruth(stimulus: StimulusModel, population: PopulationModel): StimulusTruth {
  const a = stimulus.attention;
  const bins = a.length;
  const survival = allAttentive(a, population.attentionPersistence);
  let span = stimulus.duration;
  for (let s = 0; s < bins; s++) {
    if ((survival[s] as number) <= 0.5) {
      span = s;
      break;
    }
  }
  let attentionSum = 0;
  let valenceSum = 0;
  let engagementSum = 0;
  for (let s = 0; s < bins; s++) {
    const as = a[s] as number;
    const happy = stimulus.happy[s] as number;
    const negative = stimulus.negative[s] as number;
    const surprise = stimulus.surprise[s] as number;
    attentionSum += as;
    valenceSum += as * (happy - negative);
    engagementSum += as * (happy + negative + surprise);
  }
  const valence = valenceSum / attentionSum;
  const engagement = engagementSum / bins;

  let noStrong = 1;
  const evoked = {} as StimulusTruth['evoked'];
  for (const emotion of EVOKED_EMOTIONS) {
    const { share, intensity } = stimulus.evoked[emotion];
    const total = intensity.reduce((sum, p) => sum + p, 0);
    const mean = intensity.reduce((sum, p, k) => sum + (k + 1) * p, 0) / total;
    const strong = intensity.slice(EVOKED_STRONG_INTENSITY - 1).reduce((sum, p) => sum + p, 0) / total;
    noStrong *= 1 - share * strong;
    evoked[emotion] = { share, intensity: mean };
  }
  const thumb = Math.min(3, bins) - 1;
  return {
    attentionCurve: a.map((value) => 100 * value),
    attentionScore: (100 * attentionSum) / bins,
    attentionSpan: span,
    valence,
    valenceKpi: 50 + 50 * valence,
    engagement,
    engagementKpi: 100 * engagement,
    emotionScore: 100 * (1 - noStrong),
    evoked,
    digitalPerformance: 100 * (survival[thumb] as number),
  };
}

/** The mixture's components active at time t, with weights normalised. */
export function activeComponents(gaze: GazeComponent[], t: number): GazeComponent[] {
  const active = gaze.filter((c) => (c.from ?? 0) <= t && t < (c.to ?? Number.POSITIVE_INFINITY));
  const list = active.length ? active : gaze;
  const total = list.reduce((sum, c) => sum + c.weight, 0);
  return list.map((c) => ({ ...c, weight: c.weight / total }));
}

function mixtureDensity(components: GazeComponent[], x: number, y: number): number {
  let density = 0;
  for (const c of components) {
    const dx = (x - c.x) / c.sx;
    const dy = (y - c.y) / c.sy;
    density += (c.weight / (c.sx * c.sy)) * Math.exp(-0.5 * (dx * dx + dy * dy));
  }
  return density;
}

/**
 * The true gaze map on a width x height grid of cells (row-major), for second `second` of a video,
 * or over the whole stimulus (seconds weighted by attention, as gaze only comes from attentive
 * viewers) when `second` is null.
 */
export function trueGazeMap(
  stimulus: StimulusModel,
  width: number,
  height: number,
  second: number | null,
): Float64Array {
  const map = new Float64Array(width * height);
  const seconds = second === null ? stimulus.attention.map((_, s) => s) : [second];
  for (const s of seconds) {
    const weight = second === null ? (stimulus.attention[s] as number) : 1;
    const components = activeComponents(stimulus.gaze, s + 0.5);
    for (let cy = 0; cy < height; cy++) {
      for (let cx = 0; cx < width; cx++) {
        map[cy * width + cx]! += weight * mixtureDensity(components, (cx + 0.5) / width, (cy + 0.5) / height);
      }
    }
  }
  return map;
}

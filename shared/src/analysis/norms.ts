import * as z from 'zod';
import { VIEWERS, type Viewer } from '../projects/constants.ts';
import {
  MIN_VERDICT_N,
  NORM_LEVELS,
  NORM_METRICS,
  type NormComparison,
  type NormMetric,
} from './constants.ts';
import type { Estimate } from './estimate.ts';

/**
 * Norms (methodology, "Norms"): the mean and spread of each metric over closed projects, at two
 * levels, with the number of projects behind each and a 95% interval of the mean.
 */

export const normStatSchema = z.object({
  mean: z.number(),
  /** Standard deviation across assets (the spread of the metric among ads). */
  sd: z.number().min(0),
  /** Assets behind the statistic. */
  n: z.number().int().min(0),
  /** 95% interval of the mean (Student t): how well the norm's mean is known, not a reference range. */
  low: z.number(),
  high: z.number(),
  /**
   * The assets' 0th, 5th, …, 100th percentiles (21 values, Hyndman-Fan type 7): where an asset sits
   * among the norm's assets and the norm's middle range. Absent in norm groups made before they were
   * recorded; those are read with a normal approximation (normRange, normPercentile).
   */
  quantiles: z.array(z.number()).length(21).optional(),
});
export type NormStat = z.infer<typeof normStatSchema>;

/** The country or category of a seed group that applies everywhere. */
export const ANY_SCOPE = '*';

export const normGroupSchema = z.object({
  level: z.enum(NORM_LEVELS),
  /** Two-letter country code, or `*` for a seed group that applies to every country. */
  country: z.string(),
  /** lv2 only: the brand category (`*` in seed groups); null at lv1. */
  category: z.string().nullable(),
  /** lv2 only: the viewer (placement); null at lv1. */
  viewer: z.enum(VIEWERS).nullable(),
  projects: z.number().int().min(0),
  assets: z.number().int().min(0),
  /** True for the documented seed norm set of a fresh install (docs/methodology.md). */
  seed: z.boolean(),
  updatedAt: z.string(),
  metrics: z.partialRecord(z.enum(NORM_METRICS), normStatSchema),
});
export type NormGroup = z.infer<typeof normGroupSchema>;

export const normSetSchema = z.object({
  seed: z.boolean(),
  generatedAt: z.string(),
  /** How the set was made, in a sentence (the seed's generator and its seed). */
  source: z.string(),
  groups: z.array(normGroupSchema),
});
export type NormSet = z.infer<typeof normSetSchema>;

export interface NormScope {
  country: string | null;
  category: string | null;
  viewer: Viewer | null;
}

export interface SelectedNorms {
  lv1: NormGroup | null;
  lv2: NormGroup | null;
}

/**
 * The norms a project is read against: lv1 is its country's group (else the seed's `*` group),
 * lv2 the group of its country, brand category and viewer (else the seed's group for the viewer).
 * A real group always wins over a seed group of the same level.
 */
export function selectNorms(set: NormSet | null, scope: NormScope): SelectedNorms {
  if (!set) return { lv1: null, lv2: null };
  const lv1 = set.groups.filter((group) => group.level === 'lv1');
  const lv2 = set.groups.filter((group) => group.level === 'lv2');
  const exactLv1 = lv1.find((group) => scope.country !== null && group.country === scope.country);
  const anyLv1 = lv1.find((group) => group.country === ANY_SCOPE);
  const exactLv2 = lv2.find(
    (group) =>
      scope.country !== null &&
      group.country === scope.country &&
      group.category === scope.category &&
      group.viewer === scope.viewer,
  );
  const anyLv2 = lv2.find(
    (group) => group.country === ANY_SCOPE && group.category === ANY_SCOPE && group.viewer === scope.viewer,
  );
  return { lv1: exactLv1 ?? anyLv1 ?? null, lv2: exactLv2 ?? anyLv2 ?? null };
}

/** The step of NormStat.quantiles, in percent: 0, 5, …, 100. */
export const NORM_QUANTILE_STEP = 5;
/** The norm's middle range is its 25th-75th percentiles (docs/methodology.md, section 10). */
export const NORM_RANGE_PERCENTILES = { low: 25, high: 75 } as const;
/** z of the 75th percentile of a normal: the middle range of a group without quantiles is mean ± z sd. */
const NORMAL_Z75 = 0.6744897501960817;

/** Hyndman-Fan type 7 quantile (linear between order statistics) of sorted values, p in 0..1. */
export function quantileOfSorted(sorted: readonly number[], p: number): number {
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const lower = sorted[below] as number;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] as number;
  return lower + (position - below) * (upper - lower);
}

/** The 21 quantiles a norm records (0th, 5th, …, 100th percentile) of its assets' values. */
export function normQuantiles(values: readonly number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  return Array.from({ length: 100 / NORM_QUANTILE_STEP + 1 }, (_, index) =>
    quantileOfSorted(sorted, (index * NORM_QUANTILE_STEP) / 100),
  );
}

/** Standard normal CDF (Abramowitz-Stegun 7.1.26, absolute error under 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export interface NormRange {
  /** The norm's 25th and 75th percentiles: the middle half of its assets. */
  p25: number;
  p75: number;
}

/** The norm's middle range: its recorded 25th-75th percentiles, else mean ± 0.674 sd (a normal's). */
export function normRange(norm: Pick<NormStat, 'mean' | 'sd' | 'quantiles'>): NormRange {
  const q = norm.quantiles;
  if (q) {
    return {
      p25: q[NORM_RANGE_PERCENTILES.low / NORM_QUANTILE_STEP] as number,
      p75: q[NORM_RANGE_PERCENTILES.high / NORM_QUANTILE_STEP] as number,
    };
  }
  return { p25: norm.mean - NORMAL_Z75 * norm.sd, p75: norm.mean + NORMAL_Z75 * norm.sd };
}

/**
 * The share of the norm's assets below a value, 0-100: read off the recorded quantiles by linear
 * interpolation (a value tied with a run of equal quantiles gets the top of the run), else the
 * normal's 100 Φ((x − mean) / sd).
 */
export function normPercentile(value: number, norm: Pick<NormStat, 'mean' | 'sd' | 'quantiles'>): number {
  const q = norm.quantiles;
  if (!q) return norm.sd > 0 ? 100 * normalCdf((value - norm.mean) / norm.sd) : value < norm.mean ? 0 : 100;
  const last = q.length - 1;
  if (value < (q[0] as number)) return 0;
  if (value >= (q[last] as number)) return 100;
  let index = 0;
  while ((q[index + 1] as number) <= value) index++;
  const from = q[index] as number;
  const to = q[index + 1] as number;
  return NORM_QUANTILE_STEP * (index + (value - from) / (to - from));
}

/**
 * Below, close or above (docs/methodology.md, section 10): "below" only when the asset's whole 95%
 * interval lies under the norm's 25th percentile, "above" only when it lies over the 75th; else
 * "close". An asset that is typical of the norm, or not known well enough to tell, reads "close".
 * With fewer than MIN_VERDICT_N behind the value, or an interval of no width, there is no verdict
 * ("insufficient": not enough data yet).
 */
export function compareToNorm(
  estimate: Pick<Estimate, 'low' | 'high' | 'n'>,
  range: NormRange,
): NormComparison {
  if (estimate.n < MIN_VERDICT_N || !(estimate.high > estimate.low)) return 'insufficient';
  if (estimate.high < range.p25) return 'below';
  if (estimate.low > range.p75) return 'above';
  return 'close';
}

/** A value's place in a norm: comparison, middle range and percentile (the fields of a norm entry). */
export function placeInNorm(
  estimate: Pick<Estimate, 'value' | 'low' | 'high' | 'n'>,
  norm: Pick<NormStat, 'mean' | 'sd' | 'quantiles'>,
): NormRange & { comparison: NormComparison; percentile: number } {
  const range = normRange(norm);
  return {
    ...range,
    comparison: compareToNorm(estimate, range),
    percentile: normPercentile(estimate.value, norm),
  };
}

export function normFor(group: NormGroup | null, metric: NormMetric): NormStat | null {
  return group?.metrics[metric] ?? null;
}

/**
 * Metrics normed as a percentage of the media's length (methodology, "Norms"): a 6 s image watched
 * to its end must not read "below" a norm of 30 s videos. The KPI keeps its unit (seconds); its norm
 * is the share metric's, scaled to this media's length.
 */
const NORMED_BY_LENGTH: Partial<Record<NormMetric, NormMetric>> = { attentionSpan: 'attentionSpanShare' };

/** A norm statistic with every value multiplied by `factor` (its n unchanged). */
function scaledNormStat(stat: NormStat, factor: number): NormStat {
  const scale = (value: number) => value * factor;
  return {
    ...stat,
    mean: scale(stat.mean),
    sd: scale(stat.sd),
    low: scale(stat.low),
    high: scale(stat.high),
    ...(stat.quantiles ? { quantiles: stat.quantiles.map(scale) } : {}),
  };
}

/**
 * The norm a KPI of one media is read against, in the KPI's own unit: the metric's statistic, or
 * for a length-normed metric its share statistic scaled to `durationSeconds` (null when the group
 * has no share statistic: older norms are not read in seconds of other lengths).
 */
export function normForMedia(
  group: NormGroup | null,
  metric: NormMetric,
  durationSeconds: number,
): NormStat | null {
  const share = NORMED_BY_LENGTH[metric];
  if (!share) return normFor(group, metric);
  const stat = normFor(group, share);
  return stat && durationSeconds > 0 ? scaledNormStat(stat, durationSeconds / 100) : null;
}

import type { NormComparison, NormLevel, NormMetric } from './constants.ts';
import type { Estimate } from './estimate.ts';
import { normForMedia, placeInNorm, type SelectedNorms } from './norms.ts';
import type { BenchmarkEntry } from './schemas.ts';

/**
 * A KPI placed in one norm level (docs/methodology.md, section 10): the norm's mean and 95%
 * interval, its middle range (25th-75th percentiles), the value's percentile among the norm's
 * assets, and below/close/above by the KPI's interval against the middle range.
 */
export interface NormPlacement {
  level: NormLevel;
  mean: number;
  low: number;
  high: number;
  /** Assets behind the norm. */
  n: number;
  /** Null only in a file written before the middle range was recorded, read without its group. */
  p25: number | null;
  p75: number | null;
  percentile: number | null;
  comparison: NormComparison;
  /** The seed norm set (synthetic) rather than closed projects. */
  seed: boolean;
}

export interface KpiForPlacement {
  /** The norm metric the KPI is read against (null: the KPI has no norm). */
  metric: NormMetric | null;
  estimate: Estimate | null;
  /** The media's length in seconds (length-normed metrics are scaled to it: normForMedia). */
  durationSeconds: number;
  /** The placement the analysis stored for a benchmarked KPI (asset.benchmark), if any. */
  stored: BenchmarkEntry | null;
}

/**
 * The one rule placing a KPI of one media in each norm level, for the results screens and every
 * export: the analysis's stored placement when it has the middle range; else placed here against
 * the level's norm group (placeInNorm); else an older file's stored comparison by the norm's mean
 * interval, with nothing to place it again (p25, p75 and percentile null).
 */
export function placeKpiInNorms(
  norms: SelectedNorms,
  kpi: KpiForPlacement,
): Record<NormLevel, NormPlacement | null> {
  const out: Record<NormLevel, NormPlacement | null> = { lv1: null, lv2: null };
  if (!kpi.metric) return out;
  for (const level of ['lv1', 'lv2'] as const) {
    const stored = kpi.stored?.[level] ?? null;
    if (stored?.p25 !== undefined && stored.p75 !== undefined && stored.percentile !== undefined) {
      out[level] = { level, ...stored, p25: stored.p25, p75: stored.p75, percentile: stored.percentile };
      continue;
    }
    const group = norms[level];
    const stat = normForMedia(group, kpi.metric, kpi.durationSeconds);
    if (group && stat && kpi.estimate) {
      const { mean, low, high, n } = stat;
      out[level] = { level, mean, low, high, n, ...placeInNorm(kpi.estimate, stat), seed: group.seed };
    } else if (stored) {
      out[level] = { level, ...stored, p25: null, p75: null, percentile: null };
    }
  }
  return out;
}

/** The placement a headline shows: the closer norm (category and channel) when there is one. */
export function headlinePlacement(placements: Record<NormLevel, NormPlacement | null>): NormPlacement | null {
  return placements.lv2 ?? placements.lv1;
}

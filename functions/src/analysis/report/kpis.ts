import {
  placeKpiInNorms,
  type Analysis,
  type AssetAnalysis,
  type Estimate,
  type NormComparison,
  type NormMetric,
} from '@adpulse/shared/analysis/index';
import type { Unit } from '@adpulse/shared/analysis/format';

/** The headline numbers the report prints per media, in the units of the results screens. */
export const REPORT_KPIS: readonly {
  key: 'globalIndex' | 'attention' | 'attentionSpan' | 'valence' | 'engagement' | 'predictiveClick';
  unit: Unit;
  estimate: (asset: AssetAnalysis) => Estimate | null;
  norm: NormMetric | null;
  /** The comparison the analysis stored for this KPI (benchmarked KPIs), preferred to the group's. */
  stored?: (asset: AssetAnalysis) => AssetAnalysis['benchmark']['valence'];
  /**
   * A model scenario, not a measurement (the predictive click): its value at the default
   * assumptions is printed with no interval, and nothing where it has none (TV).
   */
  scenario?: true;
}[] = [
  { key: 'globalIndex', unit: 'score', estimate: (a) => a.globalIndex.value, norm: 'globalPerformance' },
  { key: 'attention', unit: 'percent', estimate: (a) => a.attention.score, norm: 'attention' },
  { key: 'attentionSpan', unit: 'seconds', estimate: (a) => a.attention.span, norm: 'attentionSpan' },
  {
    key: 'valence',
    unit: 'score',
    estimate: (a) => a.emotion_data.valence_kpi,
    norm: 'valence',
    stored: (a) => a.benchmark.valence,
  },
  {
    key: 'engagement',
    unit: 'score',
    estimate: (a) => a.emotion_data.engagement_kpi,
    norm: 'engagement',
    stored: (a) => a.benchmark.engagement,
  },
  {
    key: 'predictiveClick',
    unit: 'probability',
    estimate: (a) => a.predictiveClick.probability,
    norm: null,
    scenario: true,
  },
];

/** The KPIs a report prints for a media: a scenario with no value (TV's click) is left out. */
export function reportKpisOf(asset: AssetAnalysis): typeof REPORT_KPIS {
  return REPORT_KPIS.filter((kpi) => !kpi.scenario || kpi.estimate(asset) !== null);
}

export interface ReportNorm {
  mean: number;
  low: number;
  high: number;
  /** The norm's middle range (25th-75th percentiles) and the value's percentile in it. */
  p25: number;
  p75: number;
  percentile: number;
  comparison: NormComparison;
  /** The synthetic seed norms rather than closed projects (the report says so). */
  seed: boolean;
}

/**
 * The closer norm (category and channel, else country) a KPI is read against, placed by the rule
 * the screens use (placeKpiInNorms); a level without its middle range (an older file's entry with
 * no group to place it again) gives way to the other.
 */
export function reportNorm(
  analysis: Analysis,
  asset: AssetAnalysis,
  kpi: (typeof REPORT_KPIS)[number],
): ReportNorm | null {
  const placed = placeKpiInNorms(analysis.norms, {
    metric: kpi.norm,
    estimate: kpi.estimate(asset),
    durationSeconds: asset.duration,
    stored: kpi.stored?.(asset) ?? null,
  });
  for (const level of ['lv2', 'lv1'] as const) {
    const norm = placed[level];
    if (norm?.p25 != null && norm.p75 != null && norm.percentile != null) {
      const { mean, low, high, comparison, seed } = norm;
      return { mean, low, high, comparison, seed, p25: norm.p25, p75: norm.p75, percentile: norm.percentile };
    }
  }
  return null;
}

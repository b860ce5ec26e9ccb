import {
  normForMedia,
  placeInNorm,
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
  { key: 'predictiveClick', unit: 'probability', estimate: (a) => a.predictiveClick.probability, norm: null },
];

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

/** The closer norm (category and channel, else country) a KPI is read against, as the screens do. */
export function reportNorm(
  analysis: Analysis,
  asset: AssetAnalysis,
  kpi: (typeof REPORT_KPIS)[number],
): ReportNorm | null {
  if (!kpi.norm) return null;
  const estimate = kpi.estimate(asset);
  for (const level of ['lv2', 'lv1'] as const) {
    const stored = kpi.stored?.(asset)[level];
    if (stored?.p25 !== undefined && stored.p75 !== undefined && stored.percentile !== undefined) {
      return { ...stored, p25: stored.p25, p75: stored.p75, percentile: stored.percentile };
    }
    const group = analysis.norms[level];
    const stat = normForMedia(group, kpi.norm, asset.duration);
    if (group && stat && estimate) {
      const { mean, low, high } = stat;
      return { mean, low, high, ...placeInNorm(estimate, stat), seed: group.seed };
    }
  }
  return null;
}

import {
  placeInNorm,
  normForMedia,
  type Analysis,
  type AssetAnalysis,
  type BenchmarkMetric,
  type Estimate,
  type NormComparison,
  type NormLevel,
  type NormMetric,
} from '@adpulse/shared/analysis/index';
import type { Unit } from '@adpulse/shared/analysis/format';

/** The headline numbers of a video, as the metrics and metrics-in-context views list them. */
export const KPI_KEYS = [
  'globalIndex',
  'attention',
  'attentionSpan',
  'valence',
  'engagement',
  'emotionScore',
  'predictiveClick',
  'effectiveness',
  'digitalPerformance',
  'saliencyAttention',
  'focus',
  'spread',
  'clarity',
  'mentalDemand',
] as const;
export type KpiKey = (typeof KPI_KEYS)[number];

/** The headline KPIs two projects are compared on, side by side. */
export const COMPARED_KPIS: readonly KpiKey[] = ['globalIndex', 'attention', 'engagement', 'valence'];

export interface KpiDefinition {
  key: KpiKey;
  unit: Unit;
  /** Where the estimate sits inside the asset (a JSON pointer below /assets/{i}). */
  path: string;
  estimate(asset: AssetAnalysis): Estimate | null;
  /** The norm metric it is compared with (methodology, "Norms"); null when it has none. */
  norm: NormMetric | null;
  /** The scale its bullet chart is drawn on. */
  scale(asset: AssetAnalysis): readonly [number, number];
  /**
   * The anchor of its section in docs/methodology.md (`<a id="kpi-…">`); its in-app text is the
   * catalogue's `results.kpi.<key>.method`. kpis.test.ts keeps KPIs and sections one to one.
   */
  methodology: `kpi-${string}`;
}

const HUNDRED = [0, 100] as const;

export const KPIS: Record<KpiKey, KpiDefinition> = {
  globalIndex: {
    key: 'globalIndex',
    methodology: 'kpi-global-index',
    unit: 'score',
    path: 'globalIndex/value',
    estimate: (asset) => asset.globalIndex.value,
    norm: 'globalPerformance',
    scale: () => HUNDRED,
  },
  attention: {
    key: 'attention',
    methodology: 'kpi-attention',
    unit: 'percent',
    path: 'attention/score',
    estimate: (asset) => asset.attention.score,
    norm: 'attention',
    scale: () => HUNDRED,
  },
  attentionSpan: {
    key: 'attentionSpan',
    methodology: 'kpi-attention-span',
    unit: 'seconds',
    path: 'attention/span',
    estimate: (asset) => asset.attention.span,
    norm: 'attentionSpan',
    scale: (asset) => [0, Math.max(1, Math.ceil(asset.duration))],
  },
  valence: {
    key: 'valence',
    methodology: 'kpi-valence',
    unit: 'score',
    path: 'emotion_data/valence_kpi',
    estimate: (asset) => asset.emotion_data.valence_kpi,
    norm: 'valence',
    scale: () => HUNDRED,
  },
  engagement: {
    key: 'engagement',
    methodology: 'kpi-engagement',
    unit: 'score',
    path: 'emotion_data/engagement_kpi',
    estimate: (asset) => asset.emotion_data.engagement_kpi,
    norm: 'engagement',
    scale: () => HUNDRED,
  },
  emotionScore: {
    key: 'emotionScore',
    methodology: 'kpi-emotion-score',
    unit: 'percent',
    path: 'emotion_data/emotion_score_kpi',
    estimate: (asset) => asset.emotion_data.emotion_score_kpi,
    norm: 'emotion_score',
    scale: () => HUNDRED,
  },
  predictiveClick: {
    key: 'predictiveClick',
    methodology: 'kpi-predictive-click',
    unit: 'probability',
    path: 'predictiveClick/probability',
    estimate: (asset) => asset.predictiveClick.probability,
    norm: null,
    scale: (asset) => [0, Math.max(0.01, (asset.predictiveClick.probability?.high ?? 0) * 1.2)],
  },
  effectiveness: {
    key: 'effectiveness',
    methodology: 'kpi-effectiveness',
    unit: 'percent',
    path: 'effectiveness',
    estimate: (asset) => asset.effectiveness,
    norm: 'effectiveness',
    scale: () => HUNDRED,
  },
  digitalPerformance: {
    key: 'digitalPerformance',
    methodology: 'kpi-digital-performance',
    unit: 'percent',
    path: 'digitalPerformance',
    estimate: (asset) => asset.digitalPerformance,
    norm: 'digitalPerformance',
    scale: () => HUNDRED,
  },
  saliencyAttention: {
    key: 'saliencyAttention',
    methodology: 'kpi-saliency-attention',
    unit: 'percent',
    path: 'saliency_scores/attention_score',
    estimate: (asset) => asset.saliency_scores.attention_score,
    norm: 'attention_score',
    scale: () => HUNDRED,
  },
  focus: {
    key: 'focus',
    methodology: 'kpi-focus',
    unit: 'score',
    path: 'saliency_scores/focus_score',
    estimate: (asset) => asset.saliency_scores.focus_score,
    norm: 'focus_score',
    scale: () => HUNDRED,
  },
  spread: {
    key: 'spread',
    methodology: 'kpi-spread',
    unit: 'score',
    path: 'saliency_scores/spread_score',
    estimate: (asset) => asset.saliency_scores.spread_score,
    norm: 'spread_score',
    scale: () => HUNDRED,
  },
  clarity: {
    key: 'clarity',
    methodology: 'kpi-clarity',
    unit: 'score',
    path: 'saliency_scores/clarity_score',
    estimate: (asset) => asset.saliency_scores.clarity_score,
    norm: 'clarity_score',
    scale: () => HUNDRED,
  },
  mentalDemand: {
    key: 'mentalDemand',
    methodology: 'kpi-mental-demand',
    unit: 'score',
    path: 'saliency_scores/mental_demand',
    estimate: (asset) => asset.saliency_scores.mental_demand,
    norm: 'mental_demand',
    scale: () => HUNDRED,
  },
};

/** The benchmark metric names of the file (insights name them) to the KPI that shows them. */
export const KPI_OF_BENCHMARK: Record<BenchmarkMetric, KpiKey> = {
  valence: 'valence',
  engagement: 'engagement',
  emotion_score: 'emotionScore',
  focus_score: 'focus',
  spread_score: 'spread',
  mental_demand: 'mentalDemand',
  clarity_score: 'clarity',
  attention_score: 'saliencyAttention',
};

const BENCHMARK_OF_NORM: Partial<Record<NormMetric, BenchmarkMetric>> = {
  valence: 'valence',
  engagement: 'engagement',
  emotion_score: 'emotion_score',
  focus_score: 'focus_score',
  spread_score: 'spread_score',
  mental_demand: 'mental_demand',
  clarity_score: 'clarity_score',
  attention_score: 'attention_score',
};

/**
 * A KPI placed in one norm level (docs/methodology.md, section 10): the norm's mean and 95%
 * interval, its middle range (25th-75th percentiles), the value's percentile among the norm's
 * assets, and below/close/above by the KPI's interval against the middle range.
 */
export interface NormContext {
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

/**
 * The norm comparisons of a KPI. Benchmarked KPIs carry them in the file (asset.benchmark); the
 * others, and files written before the middle range was recorded, are placed here against the
 * file's norm groups with the same rule (placeInNorm).
 */
export function normContexts(
  analysis: Analysis,
  asset: AssetAnalysis,
  kpi: KpiDefinition,
): Record<NormLevel, NormContext | null> {
  const out: Record<NormLevel, NormContext | null> = { lv1: null, lv2: null };
  if (!kpi.norm) return out;
  const estimate = kpi.estimate(asset);
  const benchmark = BENCHMARK_OF_NORM[kpi.norm];
  for (const level of ['lv1', 'lv2'] as const) {
    const stored = benchmark ? asset.benchmark[benchmark][level] : null;
    if (stored?.p25 !== undefined && stored.p75 !== undefined && stored.percentile !== undefined) {
      out[level] = { level, ...stored, p25: stored.p25, p75: stored.p75, percentile: stored.percentile };
      continue;
    }
    const group = analysis.norms[level];
    const stat = normForMedia(group, kpi.norm, asset.duration);
    if (group && stat && estimate) {
      const { mean, low, high, n } = stat;
      out[level] = { level, mean, low, high, n, ...placeInNorm(estimate, stat), seed: group.seed };
    } else if (stored) {
      // An older file's comparison by the norm's mean interval, with nothing to place it again.
      out[level] = { level, ...stored, p25: null, p75: null, percentile: null };
    }
  }
  return out;
}

/** The band a whisker draws for a norm: its middle range, else (an older file) the mean's interval. */
export function normBand(context: NormContext): { mean: number; low: number; high: number } {
  return { mean: context.mean, low: context.p25 ?? context.low, high: context.p75 ?? context.high };
}

/** The comparison a headline shows: the closer norm (category and channel) when there is one. */
export function headlineNorm(contexts: Record<NormLevel, NormContext | null>): NormContext | null {
  return contexts.lv2 ?? contexts.lv1;
}

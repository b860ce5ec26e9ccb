import {
  headlinePlacement,
  placeKpiInNorms,
  type Analysis,
  type AssetAnalysis,
  type BenchmarkMetric,
  type Estimate,
  type NormLevel,
  type NormMetric,
  type NormPlacement,
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

/** A KPI placed in one norm level: the shared rule's answer (placeKpiInNorms). */
export type NormContext = NormPlacement;

/**
 * The norm comparisons of a KPI (placeKpiInNorms, the rule every export uses): benchmarked KPIs
 * carry them in the file (asset.benchmark); the others are placed against the file's norm groups.
 */
export function normContexts(
  analysis: Analysis,
  asset: AssetAnalysis,
  kpi: KpiDefinition,
): Record<NormLevel, NormContext | null> {
  const benchmark = kpi.norm ? BENCHMARK_OF_NORM[kpi.norm] : undefined;
  return placeKpiInNorms(analysis.norms, {
    metric: kpi.norm,
    estimate: kpi.estimate(asset),
    durationSeconds: asset.duration,
    stored: benchmark ? asset.benchmark[benchmark] : null,
  });
}

/** The band a whisker draws for a norm: its middle range, else (an older file) the mean's interval. */
export function normBand(context: NormContext): { mean: number; low: number; high: number } {
  return { mean: context.mean, low: context.p25 ?? context.low, high: context.p75 ?? context.high };
}

/** The comparison a headline shows: the closer norm (category and channel) when there is one. */
export const headlineNorm = headlinePlacement;

import type { Analysis, AssetAnalysis, NormMetric } from '@adpulse/shared/analysis/index';
import type { Viewer } from '@adpulse/shared/projects/index';

/** What norms need of a closed project: its scope and each asset's metrics (the DynamoDB summary). */
export interface ProjectNormSummary {
  projectId: string;
  country: string;
  category: string | null;
  viewer: Viewer;
  closedAt: string;
  assets: { assetId: string; metrics: Partial<Record<NormMetric, number>> }[];
}

/** Attention span as a percentage of the asset's length (docs/methodology.md, "Norms"). */
function attentionSpanShare(asset: AssetAnalysis): number | undefined {
  const span = asset.attention.span?.value;
  return span === undefined || !(asset.duration > 0) ? undefined : (100 * span) / asset.duration;
}

/** The norm metrics of one analysed asset (docs/methodology.md, "Norms"). */
export function assetNormMetrics(asset: AssetAnalysis): Partial<Record<NormMetric, number>> {
  const entries: [NormMetric, number | undefined][] = [
    ['globalPerformance', asset.globalIndex.value?.value],
    ['attention', asset.attention.score?.value],
    ['attentionSpan', asset.attention.span?.value],
    ['attentionSpanShare', attentionSpanShare(asset)],
    ['engagement', asset.emotion_data.engagement_kpi?.value],
    ['effectiveness', asset.effectiveness?.value],
    ['digitalPerformance', asset.digitalPerformance?.value],
    ['valence', asset.emotion_data.valence_kpi?.value],
    ['emotion_score', asset.emotion_data.emotion_score_kpi?.value],
    ['attention_score', asset.saliency_scores.attention_score?.value],
    ['focus_score', asset.saliency_scores.focus_score?.value],
    ['spread_score', asset.saliency_scores.spread_score?.value],
    ['clarity_score', asset.saliency_scores.clarity_score?.value],
    ['mental_demand', asset.saliency_scores.mental_demand?.value],
  ];
  return Object.fromEntries(entries.filter((entry): entry is [NormMetric, number] => entry[1] !== undefined));
}

/** A closed, complete (not partial) analysis as a norm summary; null when it cannot count. */
export function normSummaryOf(
  analysis: Analysis,
  scope: { country: string | null; category: string | null; viewer: Viewer; closedAt: string },
): ProjectNormSummary | null {
  if (analysis.partial || !scope.country) return null;
  return {
    projectId: analysis.projectId,
    country: scope.country,
    category: scope.category,
    viewer: scope.viewer,
    closedAt: scope.closedAt,
    assets: analysis.assets
      .filter((asset) => asset.samples.attention_samples > 0)
      .map((asset) => ({ assetId: asset.assetId, metrics: assetNormMetrics(asset) })),
  };
}

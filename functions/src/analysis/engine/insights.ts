import {
  attentionDrop,
  BENCHMARK_METRICS,
  INSIGHT_KEYS,
  type AssetAnalysis,
  type Insight,
  type InsightKind,
  type SelectedNorms,
} from '@adpulse/shared/analysis/index';
import { EVOKED_EMOTIONS } from '@adpulse/shared/fieldwork/index';
import { round } from './stats/intervals.ts';

function insight(
  kind: InsightKind,
  params: Insight['params'],
  source: string,
  assetId: string | null,
): Insight {
  return { kind, key: INSIGHT_KEYS[kind], params, source, assetId };
}

/**
 * Sentences from the data (methodology, "Insights"): where attention drops most (a fall that clears
 * its noise, shared with the curves view), the strongest
 * evoked emotion, the KPI furthest from its norm, the shortest cut. Each points (JSON pointer) at
 * the number it comes from in this file.
 */
export function assetInsights(asset: AssetAnalysis, index: number, norms: SelectedNorms): Insight[] {
  const insights: Insight[] = [];
  const base = `/assets/${index}`;
  const name = asset.name;

  const drop = attentionDrop(asset.attention.curve);
  if (drop) {
    insights.push(
      insight(
        'attentionDrop',
        { asset: name, second: drop.second, from: round(drop.from, 1), to: round(drop.to, 1) },
        `${base}/attention/curve/value/${asset.attention.curve.t.indexOf(drop.second)}`,
        asset.assetId,
      ),
    );
  }

  let strongest: (typeof EVOKED_EMOTIONS)[number] | null = null;
  for (const emotion of EVOKED_EMOTIONS) {
    const share = asset.emotion_data[emotion].share?.value ?? 0;
    if (share > 0 && (!strongest || share > (asset.emotion_data[strongest].share?.value ?? 0)))
      strongest = emotion;
  }
  if (strongest) {
    insights.push(
      insight(
        'strongestEmotion',
        {
          asset: name,
          emotion: strongest,
          share: round(100 * (asset.emotion_data[strongest].share?.value ?? 0), 1),
        },
        `${base}/emotion_data/${strongest}/share/value`,
        asset.assetId,
      ),
    );
  }

  let furthest: { metric: string; z: number; value: number; mean: number; level: string } | null = null;
  for (const metric of BENCHMARK_METRICS) {
    const entry = asset.benchmark[metric];
    const level = entry.lv2 ? 'lv2' : 'lv1';
    const comparison = entry.lv2 ?? entry.lv1;
    const stat = (level === 'lv2' ? norms.lv2 : norms.lv1)?.metrics[metric];
    const verdict = comparison?.comparison;
    if (!entry.value || (verdict !== 'above' && verdict !== 'below') || !stat) continue;
    const z = (entry.value.value - stat.mean) / (stat.sd || 1);
    if (!furthest || Math.abs(z) > Math.abs(furthest.z)) {
      furthest = { metric, z, value: entry.value.value, mean: stat.mean, level };
    }
  }
  if (furthest) {
    insights.push(
      insight(
        furthest.z > 0 ? 'aboveNorm' : 'belowNorm',
        {
          asset: name,
          metric: furthest.metric,
          value: round(furthest.value, 1),
          norm: round(furthest.mean, 1),
          level: furthest.level,
        },
        `${base}/benchmark/${furthest.metric}/value/value`,
        asset.assetId,
      ),
    );
  }

  const cut = asset.mediaOptimisation.cut;
  if (cut && cut.end - cut.start < asset.duration) {
    insights.push(
      insight(
        'shortestCut',
        {
          asset: name,
          start: cut.start,
          end: cut.end,
          duration: cut.duration.value,
          kept: round(100 * cut.keptShare, 1),
        },
        `${base}/mediaOptimisation/cut/duration/value`,
        asset.assetId,
      ),
    );
  }
  return insights;
}

/**
 * The project's first place, said only as far as it separates (ranking.ts): "ranks first" when the
 * leader's index is higher than every other's with probability 97.5% or more, else a tie at the top.
 */
export function projectInsights(
  assets: AssetAnalysis[],
  ranking: {
    assetId: string;
    globalIndex: number | null;
    rankFrom?: number;
    rankTo?: number;
    beats?: Record<string, number>;
  }[],
): Insight[] {
  const best = ranking[0];
  if (assets.length < 2 || ranking.length < 2 || !best || best.globalIndex === null) return [];
  const asset = assets.find((entry) => entry.assetId === best.assetId);
  const name = asset?.name ?? best.assetId;
  const globalIndex = round(best.globalIndex, 1);
  const probabilities = Object.values(best.beats ?? {});
  if (best.rankTo === 1 && probabilities.length > 0) {
    const probability = Math.floor(1000 * Math.min(...probabilities)) / 10;
    return [
      insight('bestAsset', { asset: name, globalIndex, probability }, '/ranking/0/globalIndex', best.assetId),
    ];
  }
  const tied = ranking.filter((entry) => entry.rankFrom === 1).length;
  return [insight('topTie', { asset: name, globalIndex, tied }, '/ranking/0/globalIndex', best.assetId)];
}

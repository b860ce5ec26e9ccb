import {
  BENCHMARK_METRICS,
  type Analysis,
  type BenchmarkMetric,
  type Insight,
} from '@adpulse/shared/analysis/index';
import type { ResultTab } from '../../../routing/route-table.ts';
import type { Unit } from '@adpulse/shared/analysis/format';
import { KPI_OF_BENCHMARK } from './kpis.ts';
import { readPointer } from './pointer.ts';
import type { ResultVideo } from './videos.ts';

/** Where an insight's number is shown: the tab, the video, the element, and for curves the second. */
export interface InsightTarget {
  tab: ResultTab;
  /** Index of the video in rank order (the screens' video index). */
  videoIndex: number | null;
  /** id of the element that shows the number. */
  anchor: string;
  second: number | null;
}

export interface ResolvedInsight {
  insight: Insight;
  /** The number the sentence comes from, read from the file at its pointer. */
  value: number | null;
  unit: Unit;
  target: InsightTarget;
}

const ASSET_POINTER = /^\/assets\/(\d+)\/(.*)$/;

function isBenchmarkMetric(value: string): value is BenchmarkMetric {
  return (BENCHMARK_METRICS as readonly string[]).includes(value);
}

/** The anchor id of a KPI card or row, shared by the views and the insight links. */
export const anchorId = {
  kpi: (key: string) => `kpi-${key}`,
  context: (key: string) => `context-${key}`,
  rankRow: (assetId: string) => `rank-${assetId}`,
  section: (name: 'emotions' | 'media' | 'survey' | 'demographics' | 'curves' | 'insights') =>
    `section-${name}`,
};

/** Where an insight points, from its JSON pointer (methodology, "Insights"). */
export function insightTarget(source: string, videos: readonly ResultVideo[]): InsightTarget {
  const videoAt = (fileIndex: number) => {
    const index = videos.findIndex((video) => video.fileIndex === fileIndex);
    return index < 0 ? null : index;
  };
  if (source.startsWith('/ranking/')) {
    const ranked = Number(source.split('/')[2]);
    const video = videos[Number.isInteger(ranked) ? ranked : 0];
    return {
      tab: 'ranking',
      videoIndex: video ? videos.indexOf(video) : null,
      anchor: video ? anchorId.rankRow(video.assetId) : anchorId.section('insights'),
      second: null,
    };
  }
  const match = ASSET_POINTER.exec(source);
  if (!match) return { tab: 'ranking', videoIndex: null, anchor: anchorId.section('insights'), second: null };
  const videoIndex = videoAt(Number(match[1]));
  const rest = match[2] ?? '';
  const parts = rest.split('/');
  if (rest.startsWith('attention/curve/')) {
    const second = Number(parts[3]);
    return {
      tab: 'chart',
      videoIndex,
      anchor: anchorId.section('curves'),
      second: Number.isFinite(second) ? second : null,
    };
  }
  if (rest.startsWith('emotion_data/')) {
    return { tab: 'metrics', videoIndex, anchor: anchorId.section('emotions'), second: null };
  }
  if (rest.startsWith('benchmark/') && parts[1] && isBenchmarkMetric(parts[1])) {
    return {
      tab: 'metrics-in-context',
      videoIndex,
      anchor: anchorId.context(KPI_OF_BENCHMARK[parts[1]]),
      second: null,
    };
  }
  if (rest.startsWith('mediaOptimisation/')) {
    return { tab: 'metrics', videoIndex, anchor: anchorId.section('media'), second: null };
  }
  return { tab: 'metrics', videoIndex, anchor: anchorId.kpi('globalIndex'), second: null };
}

const UNIT_OF_KIND: Record<Insight['kind'], Unit> = {
  attentionDrop: 'percent',
  strongestEmotion: 'share',
  aboveNorm: 'score',
  belowNorm: 'score',
  bestAsset: 'score',
  topTie: 'score',
  shortestCut: 'seconds',
};

/** The file's insights with the number each points at, in the order the file gives them. */
export function resolveInsights(analysis: Analysis, videos: readonly ResultVideo[]): ResolvedInsight[] {
  return analysis.insights.map((insight) => {
    const value = readPointer(analysis, insight.source);
    let unit = UNIT_OF_KIND[insight.kind];
    const metric = insight.params.metric;
    if (typeof metric === 'string' && ['emotion_score', 'attention_score'].includes(metric)) unit = 'percent';
    return {
      insight,
      value: typeof value === 'number' && Number.isFinite(value) ? value : null,
      unit,
      target: insightTarget(insight.source, videos),
    };
  });
}

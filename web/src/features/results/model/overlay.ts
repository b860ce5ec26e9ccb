import {
  intervalSuperiority,
  superiority,
  valenceScoreSeries,
  type AssetAnalysis,
  type Series,
} from '@adpulse/shared/analysis/index';
import type { LineSeries } from '../../../components/chart/svg/LineChart.tsx';
import { scaled } from './chart-data.ts';
import { KPIS, type KpiKey } from './kpis.ts';

/** An ad of a comparison: what it is called on the chart, its colour, its analysis. */
export interface OverlaidAd {
  name: string;
  colour: string;
  asset: AssetAnalysis;
}

export type OverlaidMetric = 'attention' | 'valence' | 'engagement';

/** One metric's panel: every ad's curve with its 95% band, on 0-100 over the longest ad. */
export interface OverlaidPanel {
  metric: OverlaidMetric;
  series: LineSeries[];
  xRange: [number, number];
  yRange: [number, number];
}

function lineOf(ad: OverlaidAd, series: Series, factor = 1): LineSeries {
  return {
    name: ad.name,
    colour: ad.colour,
    x: series.t,
    value: scaled(series.value, factor),
    low: scaled(series.low, factor),
    high: scaled(series.high, factor),
  };
}

/**
 * Attention, valence and engagement of several ads (a comparison's two), one panel per metric on
 * the same time axis (the longest ad's), each ad in its own colour with its 95% band. Valence is
 * its 0-100 score and engagement a share in %, as on the curves view.
 */
export function overlaidCurves(ads: readonly OverlaidAd[]): OverlaidPanel[] {
  const xRange: [number, number] = [0, Math.max(1, ...ads.map((ad) => Math.ceil(ad.asset.duration)))];
  const yRange: [number, number] = [0, 100];
  const curves: Record<OverlaidMetric, (ad: OverlaidAd) => LineSeries> = {
    attention: (ad) => lineOf(ad, ad.asset.attention.curve),
    valence: (ad) => lineOf(ad, valenceScoreSeries(ad.asset.emotion_data.video_data.valence)),
    engagement: (ad) => lineOf(ad, ad.asset.emotion_data.video_data.engagement, 100),
  };
  return (['attention', 'valence', 'engagement'] as const).map((metric) => ({
    metric,
    series: ads.map(curves[metric]),
    xRange,
    yRange,
  }));
}

/** Which of two compared ads is higher on a KPI, and how likely that is (0.5 to 1). */
export interface KpiLead {
  /** 0 for the first ad, 1 for the second. */
  side: 0 | 1;
  probability: number;
  /** The global index's bootstrap replicates, or the 95% intervals read as normal. */
  basis: 'replicates' | 'intervals';
}

/**
 * The probability that one ad is higher than the other on a KPI (docs/methodology.md, "Comparing
 * two projects"): the global index from both analyses' replicates when both kept them, any other
 * KPI from its 95% intervals (intervalSuperiority). Null without both estimates, or at exactly 50%.
 */
export function kpiLead(key: KpiKey, first: AssetAnalysis, second: AssetAnalysis): KpiLead | null {
  const [a, b] = [KPIS[key].estimate(first), KPIS[key].estimate(second)];
  const replicates = [first.globalIndex.replicates, second.globalIndex.replicates];
  const fromReplicates = key === 'globalIndex' && a && b && replicates.every((draws) => draws?.length);
  const firstHigher = fromReplicates
    ? superiority(replicates[0]!, replicates[1]!)
    : intervalSuperiority(a, b);
  if (firstHigher === null || firstHigher === 0.5) return null;
  return {
    side: firstHigher > 0.5 ? 0 : 1,
    probability: Math.max(firstHigher, 1 - firstHigher),
    basis: fromReplicates ? 'replicates' : 'intervals',
  };
}

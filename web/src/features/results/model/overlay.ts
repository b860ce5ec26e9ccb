import { valenceScoreSeries, type AssetAnalysis } from '@adpulse/shared/analysis/index';
import type { ChartLayout, ChartTrace } from '../../../components/chart/chart-types.ts';
import { curveTraces, stackedLayout, type CurveLabels } from './chart-data.ts';

/** An ad of a comparison: what it is called on the chart, its colour, its analysis. */
export interface OverlaidAd {
  name: string;
  colour: string;
  asset: AssetAnalysis;
}

/**
 * Attention, valence and engagement of several ads (a comparison's two) on the stacked panels of
 * the curves view, each ad in its own colour with its 95% bands, one legend entry per ad.
 */
export function overlaidCurves(
  ads: readonly OverlaidAd[],
  labels: CurveLabels,
): { data: ChartTrace[]; layout: ChartLayout } {
  const duration = Math.max(1, ...ads.map((ad) => Math.ceil(ad.asset.duration)));
  const data = ads.flatMap((ad) => {
    const common = { name: ad.name, colour: ad.colour, bandName: labels.band };
    return [
      ...curveTraces(ad.asset.attention.curve, { ...common, yaxis: 'y', legend: true }),
      ...curveTraces(valenceScoreSeries(ad.asset.emotion_data.video_data.valence), {
        ...common,
        yaxis: 'y2',
      }),
      ...curveTraces(ad.asset.emotion_data.video_data.engagement, { ...common, factor: 100, yaxis: 'y3' }),
    ];
  });
  const layout = stackedLayout(duration, labels);
  return {
    data,
    layout: {
      ...layout,
      showlegend: true,
      legend: { orientation: 'h', x: 0, y: 1.02, yanchor: 'bottom' },
      margin: { ...layout.margin, t: 40 },
    },
  };
}

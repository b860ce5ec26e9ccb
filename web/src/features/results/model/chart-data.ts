import { EVOKED_EMOTIONS, type EvokedEmotion } from '@adpulse/shared/fieldwork/constants';
import {
  valenceScoreSeries,
  type AssetAnalysis,
  type Estimate,
  type Series,
  type SurveyQuestionResult,
} from '@adpulse/shared/analysis/index';
import type { ChartLayout, ChartTrace } from '../../../components/chart/chart-types.ts';
import type { Bar } from '../../../components/chart/svg/BarChart.tsx';
import type { LineSeries } from '../../../components/chart/svg/LineChart.tsx';
import type { ResultVideo } from './videos.ts';

/** `#0072B2` at an opacity, for interval bands. */
export function withAlpha(hex: string, alpha: number): string {
  const value = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((offset) => parseInt(value.slice(offset, offset + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** Each value times a factor; a second with nobody measured stays a gap. */
export const scaled = (values: readonly (number | null)[], factor: number) =>
  values.map((value) => (value === null ? null : value * factor));

/**
 * One per-second curve: its 95% band (two invisible edges filled between) and its line. Seconds
 * with nobody measured are gaps, never zeros.
 */
export function curveTraces(
  series: Series,
  options: {
    name: string;
    colour: string;
    factor?: number;
    yaxis?: string;
    bandName: string;
    legend?: boolean;
  },
): ChartTrace[] {
  const factor = options.factor ?? 1;
  const common = { x: series.t, xaxis: 'x', yaxis: options.yaxis ?? 'y', connectgaps: false } as const;
  return [
    {
      ...common,
      type: 'scatter',
      mode: 'lines',
      y: scaled(series.low, factor),
      line: { color: 'rgba(0,0,0,0)', width: 0 },
      hoverinfo: 'skip',
      showlegend: false,
      legendgroup: options.name,
    },
    {
      ...common,
      type: 'scatter',
      mode: 'lines',
      name: options.bandName,
      y: scaled(series.high, factor),
      fill: 'tonexty',
      fillcolor: withAlpha(options.colour, 0.18),
      line: { color: 'rgba(0,0,0,0)', width: 0 },
      hoverinfo: 'skip',
      showlegend: false,
      legendgroup: options.name,
    },
    {
      ...common,
      type: 'scatter',
      mode: 'lines',
      name: options.name,
      y: scaled(series.value, factor),
      line: { color: options.colour, width: 2.5 },
      showlegend: options.legend ?? false,
      legendgroup: options.name,
      hovertemplate: '%{y:.1f}<extra>%{fullData.name}</extra>',
    },
  ];
}

export interface CurveLabels {
  attention: string;
  valence: string;
  engagement: string;
  band: string;
  time: string;
}

/** Attention, valence and engagement of one asset, stacked on a shared time axis. */
export function stackedCurves(
  asset: AssetAnalysis,
  colour: string,
  labels: CurveLabels,
): { data: ChartTrace[]; layout: ChartLayout } {
  const duration = Math.max(1, Math.ceil(asset.duration));
  return {
    data: [
      ...curveTraces(asset.attention.curve, {
        name: labels.attention,
        colour,
        bandName: labels.band,
        yaxis: 'y',
      }),
      ...curveTraces(valenceScoreSeries(asset.emotion_data.video_data.valence), {
        name: labels.valence,
        colour: '#D55E00',
        bandName: labels.band,
        yaxis: 'y2',
      }),
      ...curveTraces(asset.emotion_data.video_data.engagement, {
        name: labels.engagement,
        colour: '#009E73',
        factor: 100,
        bandName: labels.band,
        yaxis: 'y3',
      }),
    ],
    layout: stackedLayout(duration, labels),
  };
}

/** The three stacked panels (attention, valence, engagement, each 0-100) on one time axis. */
export function stackedLayout(duration: number, labels: CurveLabels): ChartLayout {
  return {
    margin: { l: 64, r: 12, t: 8, b: 44 },
    xaxis: { title: { text: labels.time }, range: [0, duration], anchor: 'y3' },
    yaxis: { title: { text: labels.attention, standoff: 4 }, domain: [0.7, 1], range: [0, 100] },
    yaxis2: {
      title: { text: labels.valence, standoff: 4 },
      domain: [0.36, 0.64],
      range: [0, 100],
    },
    yaxis3: { title: { text: labels.engagement, standoff: 4 }, domain: [0, 0.3], range: [0, 100] },
    showlegend: false,
    hovermode: 'x unified',
  };
}

/** Attention over time of every video, each in its colour, with its 95% band, on 0-100. */
export function allVideosAttention(videos: readonly ResultVideo[]): {
  series: LineSeries[];
  xRange: [number, number];
  yRange: [number, number];
  legend: boolean;
} {
  const duration = Math.max(1, ...videos.map((video) => Math.ceil(video.asset.duration)));
  return {
    series: videos.map((video) => {
      const { t, value, low, high } = video.asset.attention.curve;
      return { name: video.name, colour: video.colour, x: t, value, low, high };
    }),
    xRange: [0, duration],
    yRange: [0, 100],
    legend: videos.length > 1,
  };
}

const percentOf = (value: number | undefined) => (value === undefined ? null : value * 100);

/**
 * Horizontal bars of shares (0-1 shown in %), each with its interval whisker and its value
 * written past the whisker's end. The axis ends a step past the highest whisker, so narrow
 * screens still show the bars' lengths.
 */
export function shareBars(
  items: readonly { label: string; share: Estimate | null }[],
  formatValue: (share: number) => string,
): { bars: Bar[]; valueRange: [number, number]; valueSuffix: string; height: number } {
  const reach = (share: Estimate | null) => (share ? Math.max(share.value, share.high) * 100 : 0);
  const top = Math.max(0, ...items.map((item) => reach(item.share)));
  const end = Math.min(100, Math.max(20, Math.ceil((top + 5) / 10) * 10));
  return {
    bars: items.map((item) => ({
      label: item.label,
      value: percentOf(item.share?.value),
      low: percentOf(item.share?.low),
      high: percentOf(item.share?.high),
      ...(item.share ? { text: formatValue(item.share.value) } : {}),
    })),
    valueRange: [0, end],
    valueSuffix: '%',
    height: Math.max(160, 36 * items.length + 60),
  };
}

/** The evoked emotions of an asset by share, strongest first. */
export function evokedEmotions(
  asset: AssetAnalysis,
): { emotion: EvokedEmotion; share: Estimate | null; intensity: Estimate | null }[] {
  return EVOKED_EMOTIONS.map((emotion) => ({ emotion, ...asset.emotion_data[emotion] })).sort(
    (a, b) => (b.share?.value ?? -1) - (a.share?.value ?? -1),
  );
}

/** A scale question's answers as counts per value. */
export function distributionBars(question: SurveyQuestionResult): Bar[] {
  return (question.scale?.distribution ?? []).map((entry) => ({
    label: String(entry.value),
    value: entry.count,
    text: String(entry.count),
  }));
}

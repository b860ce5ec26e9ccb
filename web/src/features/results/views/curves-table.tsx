import type { TFunction } from 'i18next';
import { valenceScoreSeries, type AssetAnalysis, type Series } from '@adpulse/shared/analysis/index';
import { rangeText, type NumberFormats } from '@adpulse/shared/analysis/format';
import type { ResultVideo } from '../model/videos.ts';
import type { DataTableProps } from './DataTable.tsx';

/** A second of a curve: value (low–high), each with 1 decimal. */
export function pointText(
  formats: NumberFormats,
  series: Series,
  index: number,
  factor = 1,
  digits = 1,
): string {
  const value = series.value[index];
  const low = series.low[index];
  const high = series.high[index];
  if (value === null || value === undefined) return '–';
  const number = (x: number) => formats.number(x * factor, digits);
  return low === null || low === undefined || high === null || high === undefined
    ? number(value)
    : `${number(value)} (${rangeText(number(low), number(high))})`;
}

/** The per-second attention of several videos as a table (the chart's text alternative). */
export function curvesTable(
  t: TFunction,
  formats: NumberFormats,
  videos: readonly ResultVideo[],
  curve: 'attention',
): Omit<DataTableProps, 'collapsible'> {
  const seconds = Math.max(0, ...videos.map((video) => video.asset.attention.curve.t.length));
  return {
    caption: t('results.chart.tableCaptionAll'),
    testId: `curves-table-${curve}`,
    columns: [t('results.chart.second'), ...videos.map((video) => video.name)],
    rows: Array.from({ length: seconds }, (_, index) => [
      formats.number(index, 0),
      ...videos.map((video) => pointText(formats, video.asset.attention.curve, index)),
    ]),
  };
}

/** One asset's attention, valence and engagement per second, each with its interval and n. */
export function assetCurvesTable(
  t: TFunction,
  formats: NumberFormats,
  asset: AssetAnalysis,
): Omit<DataTableProps, 'collapsible'> {
  const { curve } = asset.attention;
  const { valence, engagement } = asset.emotion_data.video_data;
  return {
    caption: t('results.chart.tableCaption', { name: asset.name }),
    testId: 'curves-table-asset',
    columns: [
      t('results.chart.second'),
      t('results.chart.attention'),
      t('results.chart.valence'),
      t('results.chart.engagement'),
      t('results.table.n'),
    ],
    rows: curve.t.map((second, index) => [
      formats.number(second, 0),
      pointText(formats, curve, index),
      pointText(formats, valenceScoreSeries(valence), index),
      pointText(formats, engagement, index, 100),
      formats.count(curve.n[index] ?? 0),
    ]),
  };
}

import { useTranslation } from 'react-i18next';
import { LineChart } from '../../../components/chart/svg/LineChart.tsx';
import { useFormats } from '../data/use-formats.ts';
import { allVideosAttention } from '../model/chart-data.ts';
import type { ResultVideo } from '../model/videos.ts';
import { ChartFigure } from './ChartFigure.tsx';
import { curvesTable } from './curves-table.tsx';

/** Attention second by second of every video, with their 95% bands, drawn without Plotly. */
export function AttentionCurves({ videos }: { videos: readonly ResultVideo[] }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const title = videos.length > 1 ? t('results.ranking.chartTitleAll') : t('results.ranking.chartTitleOne');
  const description = t('results.ranking.chartDescription');
  return (
    <ChartFigure
      headingLevel={2}
      title={title}
      description={description}
      chart={
        <LineChart
          label={title}
          description={description}
          {...allVideosAttention(videos)}
          xTitle={t('results.chart.time')}
          yTitle={t('results.chart.attention')}
          bandName={t('results.chart.band')}
          height={300}
        />
      }
      table={curvesTable(t, formats, videos, 'attention')}
    />
  );
}

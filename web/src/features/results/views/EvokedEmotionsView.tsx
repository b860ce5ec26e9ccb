import { useTranslation } from 'react-i18next';
import type { AssetAnalysis } from '@adpulse/shared/analysis/index';
import { useFormats } from '../data/use-formats.ts';
import { evokedEmotions, shareBars } from '../model/chart-data.ts';
import { anchorId } from '../model/insights.ts';
import { BarChart } from '../../../components/chart/svg/BarChart.tsx';
import { ChartFigure } from './ChartFigure.tsx';

/** The eight evoked emotions of a video: share of respondents with its interval, and mean intensity. */
export function EvokedEmotionsView({
  asset,
  colour,
  fileIndex,
}: {
  asset: AssetAnalysis;
  colour: string;
  fileIndex: number;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const emotions = evokedEmotions(asset);
  const strongest = emotions[0];
  const chart = shareBars(
    emotions.map((entry) => ({ label: t(`results.emotions.${entry.emotion}`), share: entry.share })),
    (share) => formats.unit(share, 'share'),
  );
  const answered = asset.benchmark.emotion_samples;
  return (
    <ChartFigure
      id={anchorId.section('emotions')}
      headingLevel={2}
      title={t('results.emotions.title')}
      description={
        strongest?.share
          ? t('results.emotions.summary', {
              emotion: t(`results.emotions.${strongest.emotion}`),
              share: formats.unit(strongest.share.value, 'share'),
              n: formats.count(answered),
              count: answered,
            })
          : t('results.emotions.noAnswers')
      }
      chart={
        <BarChart
          label={t('results.emotions.chartLabel')}
          orientation="horizontal"
          colour={colour}
          {...chart}
        />
      }
      table={{
        caption: t('results.emotions.tableCaption'),
        testId: `emotions-table-${fileIndex}`,
        columns: [
          t('results.emotions.emotion'),
          t('results.emotions.share'),
          t('results.table.interval'),
          t('results.table.n'),
          t('results.emotions.intensity'),
          t('results.table.interval'),
          t('results.table.n'),
        ],
        rows: emotions.map((entry) => {
          const share = entry.share ? formats.estimate(entry.share, 'share') : null;
          const intensity = entry.intensity ? formats.estimate(entry.intensity, 'intensity') : null;
          return [
            t(`results.emotions.${entry.emotion}`),
            share?.value ?? '–',
            share?.interval ?? '–',
            share ? formats.count(share.n) : '–',
            intensity?.value ?? '–',
            intensity?.interval ?? '–',
            intensity ? formats.count(intensity.n) : '–',
          ];
        }),
      }}
    />
  );
}

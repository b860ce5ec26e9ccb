import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartPoint, LegacyAnalysisView } from '@adpulse/shared/analysis/index';
import { BarChart, type Bar } from '../../../components/chart/svg/BarChart.tsx';
import { LineChart } from '../../../components/chart/svg/LineChart.tsx';
import { useFormats } from '../data/use-formats.ts';
import { useVideoIndex } from '../data/use-video-index.ts';
import { legacyResultVideos, type LegacyResultVideo } from '../model/videos.ts';
import { BandBadge } from '../views/badges.tsx';
import { BandLegend } from '../views/BandLegend.tsx';
import { ChartFigure } from '../views/ChartFigure.tsx';
import { Whisker } from '../views/Whisker.tsx';
import { VideoPicker } from '../views/VideoPicker.tsx';

/**
 * Older analyses (json_version under 6) through the shared adapter: the 1-10 global performance
 * and its bands, attention span, valence, the six basic emotions, demographics, survey answers and
 * the attention chart. These files carry no intervals and no n, and the screens say so.
 */

const LEGACY_ZONES = [
  { from: 0, to: 4, colour: '#fde2e1' },
  { from: 4, to: 7, colour: '#fef3c7' },
  { from: 7, to: 10, colour: '#d1fae5' },
] as const;

function NoIntervals() {
  const { t } = useTranslation();
  return <p className="ap-footnote">{t('results.legacy.noIntervals')}</p>;
}

/** Legacy points (no intervals) as horizontal bars, each with its value written past it. */
function pointBars(points: readonly ChartPoint[]): { bars: Bar[]; height: number } {
  return {
    bars: points.map((point) => ({ label: point.label, value: point.value, text: String(point.value) })),
    height: Math.max(140, 34 * points.length + 50),
  };
}

function PointsFigure({
  title,
  points,
  colour,
  id,
}: {
  title: string;
  points: readonly ChartPoint[];
  colour: string;
  id?: string;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const chart = useMemo(() => pointBars(points), [points]);
  if (points.length === 0) return null;
  return (
    <ChartFigure
      id={id}
      title={title}
      chart={<BarChart label={title} orientation="horizontal" colour={colour} {...chart} />}
      table={{
        caption: title,
        columns: [t('results.legacy.label'), t('results.legacy.value')],
        rows: points.map((point) => [point.label, formats.number(point.value, 2)]),
      }}
    />
  );
}

function usePicker(view: LegacyAnalysisView) {
  const videos = legacyResultVideos(view.videos);
  const [index, choose] = useVideoIndex(videos.length);
  const picker = (
    <VideoPicker
      videos={videos.map((video) => ({
        key: String(video.index),
        label: video.label,
        rank: video.rank,
        colour: video.colour,
      }))}
      index={index}
      onChange={(next) => choose(next)}
    />
  );
  return { videos, video: videos[index] as LegacyResultVideo | undefined, picker };
}

function PerformanceLine({ video }: { video: LegacyResultVideo }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const performance = video.globalPerformance;
  if (!performance) return <span className="ap-muted">{t('results.estimate.none')}</span>;
  return (
    <>
      <span className="ap-estimate">
        <span className="ap-estimate__value">{formats.number(performance.value, 1)}</span>
        <span className="ap-estimate__interval">{t('results.legacy.scale')}</span>
      </span>
      <BandBadge band={performance.band} />
      <Whisker
        estimate={{ value: performance.value, low: performance.value, high: performance.value, n: 0 }}
        scale={[0, 10]}
        colour={video.colour}
        zones={LEGACY_ZONES}
        label={t('results.legacy.spoken', { value: formats.number(performance.value, 1) })}
      />
    </>
  );
}

export function LegacyRanking({ view }: { view: LegacyAnalysisView }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const videos = legacyResultVideos(view.videos);
  return (
    <div className="ap-results-stack">
      <section className="ap-card ap-section" aria-labelledby="ranking-title">
        <h2 id="ranking-title" className="ap-section-title">
          {t('results.ranking.title')}
        </h2>
        <p className="ap-muted">{t('results.legacy.intro', { version: view.jsonVersion })}</p>
        <BandLegend format="legacy" />
        {videos.length === 0 ? <p>{t('results.legacy.empty')}</p> : null}
        <ol className="ap-ranking">
          {videos.map((video) => (
            <li key={video.index} className="ap-ranking__row" data-legacy-index={video.index}>
              <span className="ap-ranking__rank">{video.rank === null ? '–' : `#${video.rank}`}</span>
              <div className="ap-ranking__body">
                <h3 className="ap-ranking__name">
                  <span className="ap-swatch" style={{ background: video.colour }} aria-hidden="true" />
                  <span className="ap-ranking__title">{video.label}</span>
                </h3>
                <p className="ap-muted ap-ranking__meta">
                  {t('results.kpi.attentionSpan.name')}:{' '}
                  {video.attentionSpan === null ? '–' : formats.unit(video.attentionSpan, 'seconds')} ·{' '}
                  {t('results.kpi.valence.name')}:{' '}
                  {video.valence ? t(`results.legacy.${video.valence.label}`) : '–'}
                </p>
              </div>
              <div className="ap-ranking__score">
                <span className="ap-ranking__label">{t('results.legacy.globalPerformance')}</span>
                <PerformanceLine video={video} />
              </div>
            </li>
          ))}
        </ol>
        <NoIntervals />
      </section>
    </div>
  );
}

export function LegacyMetrics({ view }: { view: LegacyAnalysisView }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { video, picker } = usePicker(view);
  if (!video) return <LegacyRanking view={view} />;
  const demographics = video.demographicsChartData;
  const emotions = video.emotionChartData
    .filter((entry) => entry.value !== null)
    .map((entry) => ({ label: t(`results.legacy.emotions.${entry.emotion}`), value: entry.value as number }));
  return (
    <div className="ap-results-stack">
      <div className="ap-card ap-toolbar">{picker}</div>
      <section className="ap-section" aria-labelledby="legacy-overview">
        <h2 id="legacy-overview" className="ap-section-title">
          {t('results.metrics.overview')}
        </h2>
        <div className="ap-kpi-grid">
          <article className="ap-kpi" data-kpi="globalPerformance">
            <h3 className="ap-kpi__name">{t('results.legacy.globalPerformance')}</h3>
            <PerformanceLine video={video} />
          </article>
          <article className="ap-kpi" data-kpi="attentionSpan">
            <h3 className="ap-kpi__name">{t('results.kpi.attentionSpan.name')}</h3>
            <span className="ap-estimate__value">
              {video.attentionSpan === null ? '–' : formats.unit(video.attentionSpan, 'seconds')}
            </span>
          </article>
          <article className="ap-kpi" data-kpi="valence">
            <h3 className="ap-kpi__name">{t('results.kpi.valence.name')}</h3>
            <span className="ap-estimate__value">
              {video.valence
                ? `${t(`results.legacy.${video.valence.label}`)}${video.valence.value === null ? '' : ` (${formats.number(video.valence.value, 2)})`}`
                : '–'}
            </span>
          </article>
        </div>
        <NoIntervals />
      </section>
      <section className="ap-card ap-section">
        <PointsFigure title={t('results.legacy.emotionsTitle')} points={emotions} colour={video.colour} />
        {emotions.length === 0 ? <p className="ap-muted">{t('results.estimate.none')}</p> : null}
      </section>
      <section className="ap-card ap-section" aria-labelledby="legacy-demographics">
        <h2 id="legacy-demographics" className="ap-section-title">
          {t('results.demographics.title')}
        </h2>
        <PointsFigure
          title={t('results.demographics.gender')}
          points={demographics.gender}
          colour={video.colour}
        />
        <PointsFigure title={t('results.demographics.age')} points={demographics.age} colour={video.colour} />
        {demographics.segments.map((segment) => (
          <PointsFigure
            key={segment.name}
            title={segment.name}
            points={segment.points}
            colour={video.colour}
          />
        ))}
        {demographics.gender.length + demographics.age.length + demographics.segments.length === 0 ? (
          <p className="ap-muted">{t('results.demographics.none')}</p>
        ) : null}
      </section>
      <section className="ap-card ap-section" aria-labelledby="legacy-survey">
        <h2 id="legacy-survey" className="ap-section-title">
          {t('results.survey.title')}
        </h2>
        {video.segmentsChartData.questions.length === 0 ? (
          <p className="ap-muted">{t('results.survey.none')}</p>
        ) : null}
        {video.segmentsChartData.questions.map((question, index) => (
          <PointsFigure
            key={index}
            title={question.question}
            points={question.answers}
            colour={video.colour}
          />
        ))}
        <PointsFigure title={t('results.legacy.barChart')} points={video.barChart} colour={video.colour} />
      </section>
    </div>
  );
}

export function LegacyChart({ view }: { view: LegacyAnalysisView }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { video, picker } = usePicker(view);
  if (!video) return <LegacyRanking view={view} />;
  return (
    <div className="ap-results-stack">
      <div className="ap-card ap-toolbar">{picker}</div>
      <section className="ap-card ap-section">
        <ChartFigure
          headingLevel={2}
          title={t('results.legacy.attentionChart')}
          description={t('results.legacy.noIntervals')}
          chart={
            <LineChart
              label={t('results.legacy.attentionChart')}
              series={[
                {
                  name: t('results.chart.attention'),
                  colour: video.colour,
                  x: video.attentionChart.t,
                  value: video.attentionChart.value,
                },
              ]}
              xTitle={t('results.chart.time')}
              yTitle={t('results.legacy.attentionChart')}
              emptyText={t('results.estimate.none')}
            />
          }
          table={{
            caption: t('results.legacy.attentionChart'),
            columns: [t('results.chart.second'), t('results.legacy.value')],
            rows: video.attentionChart.t.map((second, index) => [
              formats.number(second, 1),
              formats.number(video.attentionChart.value[index] ?? 0, 2),
            ]),
          }}
        />
      </section>
    </div>
  );
}

export function LegacyContext({ view }: { view: LegacyAnalysisView }) {
  const { t } = useTranslation();
  const { picker } = usePicker(view);
  return (
    <div className="ap-results-stack">
      <div className="ap-card ap-toolbar">{picker}</div>
      <section className="ap-card ap-section">
        <h2 className="ap-section-title">{t('results.context.title')}</h2>
        <p>{t('results.legacy.noNorms')}</p>
        <BandLegend format="legacy" />
      </section>
    </div>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  attentionDrop,
  valenceScoreSeries,
  type Analysis,
  type AssetAnalysis,
} from '@adpulse/shared/analysis/index';
import { Chart } from '../../../components/chart/Chart.tsx';
import { useResults } from '../data/results-source.ts';
import { useFormats } from '../data/use-formats.ts';
import { lastSecondOf, useScrubbedSecond, useStimulusTime } from '../data/use-playback-time.ts';
import { useRequestedSecond, useVideoIndex } from '../data/use-video-index.ts';
import { stackedCurves } from '../model/chart-data.ts';
import { diagnosisMarks } from '../model/diagnosis-marks.ts';
import { anchorId } from '../model/insights.ts';
import { rankedVideos, type ResultVideo } from '../model/videos.ts';
import { AttentionCurves } from './AttentionCurves.tsx';
import { assetCurvesTable, pointText } from './curves-table.tsx';
import { DataTable } from './DataTable.tsx';
import { DiagnosisPanel } from './DiagnosisPanel.tsx';
import { GazeAccuracyLine } from './GazeAccuracyLine.tsx';
import { SampleLine } from './MetricsView.tsx';
import { SecondSlider } from './SecondSlider.tsx';
import { StimulusVideo } from './StimulusVideo.tsx';
import { VideoPicker } from './VideoPicker.tsx';

/** The second a time falls in, within the curve. */
const secondAt = (time: number, asset: AssetAnalysis) =>
  Math.min(Math.max(0, asset.attention.curve.t.length - 1), Math.max(0, Math.floor(time)));

/** What the curves read at the cursor, in words and numbers (no hovering needed). */
function Readout({ asset, time }: { asset: AssetAnalysis; time: number }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const second = secondAt(time, asset);
  const { valence, engagement } = asset.emotion_data.video_data;
  return (
    <dl className="ap-readout" data-testid="chart-readout" data-second={second}>
      <div>
        <dt>{t('results.chart.at')}</dt>
        <dd>{formats.unit(time, 'seconds')}</dd>
      </div>
      <div>
        <dt>{t('results.chart.attention')}</dt>
        <dd>{pointText(formats, asset.attention.curve, second)}</dd>
      </div>
      <div>
        <dt>{t('results.chart.valence')}</dt>
        <dd>{pointText(formats, valenceScoreSeries(valence), second)}</dd>
      </div>
      <div>
        <dt>{t('results.chart.engagement')}</dt>
        <dd>{pointText(formats, engagement, second, 100)}</dd>
      </div>
      <div>
        <dt>{t('results.table.n')}</dt>
        <dd>{formats.count(asset.attention.curve.n[second] ?? 0)}</dd>
      </div>
    </dl>
  );
}

/**
 * The stimulus (video, image, or neither) and, under it, a slider over its seconds and what the
 * curves read at the cursor. The cursor follows a playing video; the slider and a click on the
 * chart move the video (or, with no video, the cursor) to a second.
 */
function Stage({ video, requested }: { video: ResultVideo; requested: number | null }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const source = useResults();
  const [player, setPlayer] = useState<HTMLVideoElement | null>(null);
  const media = source.media.get(video.assetId);
  const playable = video.asset.data_type === 'video' && Boolean(media?.src);
  const { asset } = video;
  const { time, moveTo } = useStimulusTime(player, playable, video.assetId, asset.duration, requested ?? 0);
  const drop = useMemo(() => attentionDrop(asset.attention.curve), [asset]);
  const curves = useMemo(() => {
    const stacked = stackedCurves(asset, video.colour, {
      attention: t('results.chart.attention'),
      valence: t('results.chart.valence'),
      engagement: t('results.chart.engagement'),
      band: t('results.chart.band'),
      time: t('results.chart.time'),
    });
    const marks = diagnosisMarks(asset, drop, {
      drop: t('results.diagnosis.dropMark'),
      cut: t('results.diagnosis.cutMark'),
    });
    // Room above the panels for the cut's label.
    const top = marks.annotations?.length ? 26 : (stacked.layout.margin?.t ?? 8);
    return {
      ...stacked,
      layout: { ...stacked.layout, ...marks, margin: { ...stacked.layout.margin, t: top } },
    };
  }, [asset, video.colour, drop, t]);

  useEffect(() => {
    const element = player;
    if (!element || requested === null) return;
    const seek = () => {
      element.currentTime = Math.min(
        requested + 0.5,
        Math.max(0, (element.duration || requested + 1) - 0.01),
      );
    };
    if (element.readyState >= 1) seek();
    else element.addEventListener('loadedmetadata', seek, { once: true });
    return () => element.removeEventListener('loadedmetadata', seek);
  }, [requested, player]);

  const lastSecond = lastSecondOf(asset.duration);
  const [second, scrub] = useScrubbedSecond(time, lastSecond, moveTo);
  return (
    <>
      <div className="ap-stage">
        <div className="ap-stage__media">
          {playable ? (
            <StimulusVideo
              key={video.assetId}
              name={video.name}
              src={media?.src ?? ''}
              poster={media?.thumbnail ?? null}
              onElement={setPlayer}
              testId="stimulus-video"
              width={media?.width}
              height={media?.height}
            />
          ) : media?.src && asset.data_type === 'image' ? (
            <img
              className="ap-player"
              src={media.src}
              width={media.width ?? undefined}
              height={media.height ?? undefined}
              alt={t('results.chart.image', { name: video.name })}
            />
          ) : (
            <p className="ap-player ap-player--missing">{t('results.chart.noMedia')}</p>
          )}
          <SecondSlider
            label={t('results.chart.cursor')}
            lastSecond={lastSecond}
            second={second}
            valueText={formats.unit(second, 'seconds')}
            onChange={scrub}
            testId="chart-slider"
          />
          <Readout asset={asset} time={time} />
        </div>
        <div className="ap-stage__chart">
          <Chart
            label={t('results.chart.label', { name: video.name })}
            {...curves}
            height={420}
            cursor={time}
            onPick={moveTo}
          />
          <p className="ap-footnote" data-testid="valence-scale">
            {t('results.chart.valenceScale')}
          </p>
        </div>
      </div>
      <DiagnosisPanel asset={asset} drop={drop} onSeek={moveTo} />
    </>
  );
}

/** The chart tab: second-by-second curves beside the playing video, a cursor that follows playback. */
export function ChartView({ analysis }: { analysis: Analysis }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const videos = rankedVideos(analysis);
  const [index, choose] = useVideoIndex(videos.length);
  const requested = useRequestedSecond();
  const video = videos[index];
  if (!video) return null;
  return (
    <div className="ap-results-stack">
      <div className="ap-card ap-toolbar">
        <VideoPicker
          videos={videos.map((entry) => ({
            key: entry.assetId,
            label: entry.name,
            rank: entry.rank,
            colour: entry.colour,
          }))}
          index={index}
          onChange={(next) => choose(next)}
        />
        <SampleLine samples={video.asset.samples} />
        <GazeAccuracyLine samples={video.asset.samples} />
      </div>
      <section className="ap-card ap-section" id={anchorId.section('curves')} aria-labelledby="curves-title">
        <h2 id="curves-title" className="ap-section-title">
          {t('results.chart.title')}
        </h2>
        <p className="ap-muted">{t('results.chart.intro')}</p>
        <Stage key={video.assetId} video={video} requested={requested} />
        <DataTable {...assetCurvesTable(t, formats, video.asset)} collapsible />
      </section>
      {videos.length > 1 ? (
        <section className="ap-card ap-section">
          <AttentionCurves videos={videos} />
        </section>
      ) : null}
    </div>
  );
}

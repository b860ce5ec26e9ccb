import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_KINDS, type ImageKind } from '@adpulse/shared/analysis/index';
import { useProjectResults } from '../data/use-project-results.ts';
import { useVideoIndex } from '../data/use-video-index.ts';
import { rankedVideos } from '../model/videos.ts';
import { SimulatedBanner } from './Banners.tsx';
import { GazeAccuracyLine } from './GazeAccuracyLine.tsx';
import { HeatmapLegend } from './HeatmapLegend.tsx';
import { HeatmapStage } from './HeatmapStage.tsx';
import { ResultsEmpty, ResultsFailed, ResultsLoading } from './LoadStates.tsx';
import { VideoPicker } from './VideoPicker.tsx';

/**
 * project/{id}/project-analysis/heatmap: one media's saliency map, as heatmap, fogmap or gaze plot;
 * for a video, the map of the second playing beside it (a slider seeks both), or of the whole video.
 */
export function HeatmapView({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const { source, error, retry } = useProjectResults(projectId);
  const analysis = source?.file.format === 'current' ? source.file.analysis : null;
  const videos = analysis ? rankedVideos(analysis) : [];
  const [index, choose] = useVideoIndex(videos.length);
  const [kind, setKind] = useState<ImageKind>('heatmap');
  if (!source) return error ? <ResultsFailed error={error} onRetry={retry} /> : <ResultsLoading />;
  const video = videos[index];
  if (!video) return <ResultsEmpty kind={source.status === 'active' ? 'live' : 'closed'} />;
  const summary = source.images.get(video.assetId);
  const media = source.media.get(video.assetId);
  const isVideo = video.asset.data_type === 'video';
  const map = t(`results.heatmap.${kind}`);
  return (
    <section className="ap-card ap-section ap-heatmap" data-testid="heatmap" aria-labelledby="heatmap-title">
      <h2 id="heatmap-title" className="ap-section-title">
        {t('screens.heatmap')}
      </h2>
      <SimulatedBanner source={source} />
      <p className="ap-muted">{t(isVideo ? 'results.heatmap.videoIntro' : 'results.heatmap.intro')}</p>
      <GazeAccuracyLine samples={video.asset.samples} />
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
      <fieldset className="ap-heatmap__kinds">
        <legend>{t('results.heatmap.view')}</legend>
        {IMAGE_KINDS.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="map-kind"
              value={option}
              checked={kind === option}
              onChange={() => setKind(option)}
            />{' '}
            {t(`results.heatmap.${option}`)}
          </label>
        ))}
      </fieldset>
      {summary ? <HeatmapLegend kind={kind} /> : null}
      {!summary ? (
        <p className="ap-muted">{t('results.heatmap.none')}</p>
      ) : isVideo ? (
        <HeatmapStage
          key={video.assetId}
          projectId={projectId}
          video={video}
          kind={kind}
          summary={summary[kind]}
          src={media?.src ?? null}
          poster={media?.thumbnail ?? null}
        />
      ) : (
        <img
          className="ap-heatmap__image"
          data-kind={kind}
          data-scope="summary"
          src={summary[kind]}
          alt={t('results.heatmap.alt', { map, name: video.name })}
        />
      )}
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_KINDS, readAnalysisFile, type ImageKind } from '@adpulse/shared/analysis/index';
import { analysisApi } from '../../../api/analysis.ts';
import { useApi } from '../../../api/use-api.ts';
import { useAppState } from '../../../state/app-store.ts';
import { useVideoIndex } from '../data/use-video-index.ts';
import { rankedVideos } from '../model/videos.ts';
import { ResultsEmpty, ResultsLoading } from './LoadStates.tsx';
import { VideoPicker } from './VideoPicker.tsx';

/** project/{id}/project-analysis/heatmap: one media's saliency map, as heatmap, fogmap or gaze plot. */
export function HeatmapView({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const clientId = useAppState((state) => state.session.clientId);
  const answer = useApi(analysisApi.getAnalysis, clientId ? { params: { clientId, projectId } } : null, {
    area: 'results',
  });
  const file = answer.data ? readAnalysisFile(answer.data.file.analysis) : null;
  const analysis = file?.format === 'current' ? file.analysis : null;
  const videos = analysis ? rankedVideos(analysis) : [];
  const [index, choose] = useVideoIndex(videos.length);
  const [kind, setKind] = useState<ImageKind>('heatmap');
  if (!answer.data) return <ResultsLoading />;
  const video = videos[index];
  if (!video) return <ResultsEmpty kind={answer.data.projectStatus === 'active' ? 'live' : 'closed'} />;
  const links = answer.data.images.find((item) => item.assetId === video.assetId);
  const map = t(`results.heatmap.${kind}`);
  return (
    <section className="ap-card ap-section ap-heatmap" data-testid="heatmap" aria-labelledby="heatmap-title">
      <h2 id="heatmap-title" className="ap-section-title">
        {t('screens.heatmap')}
      </h2>
      <p className="ap-muted">{t('results.heatmap.intro')}</p>
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
      {links ? (
        <img
          className="ap-heatmap__image"
          data-kind={kind}
          src={links[kind]}
          alt={t('results.heatmap.alt', { map, name: video.name })}
        />
      ) : (
        <p className="ap-muted">{t('results.heatmap.none')}</p>
      )}
    </section>
  );
}

import { useMemo } from 'react';
import { sharingApi } from '../../../api/sharing.ts';
import { useApi } from '../../../api/use-api.ts';
import { useChartPreload } from './use-chart-preload.ts';
import type { ResultsSource } from './results-source.ts';
import { isLive, resultsSourceOf } from './source-of.ts';
import { liveStatusRefresh, useLiveRun } from './use-live-run.ts';

/**
 * A guest link's results, read with the token alone: first the video data (spec section 2), then
 * the project with its analysis and the norms. While the project is live its status (the run id)
 * is read every few seconds, and the analysis file only when the run changes. A wrong, revoked or mismatched token answers 404,
 * which gives page-not-found and Dashboard (`area: 'results'`).
 */
export function useSharedResults(link: { projectId?: string; clientId?: string; sharingToken?: string }) {
  const { projectId, clientId, sharingToken } = link;
  const token = sharingToken ? { params: { sharingToken } } : null;
  const videos = useApi(sharingApi.getSharedVideoData, token, { area: 'results' });
  const input =
    videos.data && projectId && clientId && sharingToken
      ? { params: { projectId, clientId, sharingToken } }
      : null;
  const shared = useApi(sharingApi.getSharedAnalysis, input, { area: 'results' });
  // While live, the run's status is read every few seconds, and the file only when the run changes.
  const status = useApi(sharingApi.getSharedAnalysisStatus, isLive(shared.data?.analysis) ? input : null, {
    area: 'results',
    refreshInterval: liveStatusRefresh,
  });
  const analysis = useLiveRun(shared.data?.analysis, status.data, shared.mutate);
  useChartPreload(videos.data !== undefined);
  const norms = useApi(sharingApi.getSharedNorms, videos.data ? token : null, { area: 'results' });

  const source = useMemo<ResultsSource | null>(() => {
    if (!shared.data || !analysis || !videos.data) return null;
    const { project } = shared.data;
    return resultsSourceOf({
      mode: 'share',
      project: {
        projectId: project._id,
        clientId: clientId ?? null,
        name: project.name,
        status: project.status,
        viewer: project.viewer,
        country: null,
        category: null,
      },
      analysis,
      media: videos.data.items.map((item) => ({
        assetId: item._id,
        src: item.src,
        thumbnail: item.thumbnail,
        width: item.width,
        height: item.height,
      })),
      norms: norms.data,
      fetchedAt: Date.now(),
    });
  }, [shared.data, analysis, videos.data, norms.data, clientId]);

  const error = videos.error ?? shared.error;
  const retry = () => {
    void videos.mutate();
    void shared.mutate();
  };
  return { source, error, retry };
}

import { useEffect, useMemo } from 'react';
import { sharingApi } from '../../../api/sharing.ts';
import { useApi } from '../../../api/use-api.ts';
import { preloadCharts } from '../../../components/chart/Chart.tsx';
import type { ResultsSource } from './results-source.ts';
import { isLive, LIVE_REFRESH_MS, resultsSourceOf } from './source-of.ts';

/**
 * A guest link's results, read with the token alone: first the video data (spec section 2), then
 * the project with its analysis and the norms. A wrong, revoked or mismatched token answers 404,
 * which gives page-not-found and Dashboard (`area: 'results'`).
 */
export function useSharedResults(link: { projectId?: string; clientId?: string; sharingToken?: string }) {
  const { projectId, clientId, sharingToken } = link;
  const token = sharingToken ? { params: { sharingToken } } : null;
  const videos = useApi(sharingApi.getSharedVideoData, token, { area: 'results' });
  const shared = useApi(
    sharingApi.getSharedAnalysis,
    videos.data && projectId && clientId && sharingToken
      ? { params: { projectId, clientId, sharingToken } }
      : null,
    { area: 'results', refreshInterval: (latest) => (isLive(latest?.analysis) ? LIVE_REFRESH_MS : 0) },
  );
  // A link that opens has charts to draw: fetch Plotly while its analysis loads, not after it.
  const opened = videos.data !== undefined;
  useEffect(() => {
    if (opened) preloadCharts();
  }, [opened]);
  const norms = useApi(sharingApi.getSharedNorms, videos.data ? token : null, { area: 'results' });

  const source = useMemo<ResultsSource | null>(() => {
    if (!shared.data || !videos.data) return null;
    const { project, analysis } = shared.data;
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
      })),
      norms: norms.data,
      fetchedAt: Date.now(),
    });
  }, [shared.data, videos.data, norms.data, clientId]);

  const error = videos.error ?? shared.error;
  const retry = () => {
    void videos.mutate();
    void shared.mutate();
  };
  return { source, error, retry };
}

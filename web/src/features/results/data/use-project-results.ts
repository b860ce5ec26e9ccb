import { useMemo } from 'react';
import { analysisApi } from '../../../api/analysis.ts';
import { assetsApi } from '../../../api/assets.ts';
import { projectsApi } from '../../../api/projects.ts';
import { useApi } from '../../../api/use-api.ts';
import { useChartPreload } from './use-chart-preload.ts';
import { linksRefreshIn } from '../model/heatmap-seconds.ts';
import { useAppState } from '../../../state/app-store.ts';
import type { ResultsSource } from './results-source.ts';
import { isLive, resultsSourceOf } from './source-of.ts';
import { liveStatusRefresh, useLiveRun } from './use-live-run.ts';

/**
 * A signed-in user's results of one project: the project, then (once bought) its analysis, its
 * media and the norms of its group. While the project is live its status (the run id) is read
 * every few seconds, and the analysis file only when the run changes (or its links near expiry).
 * A missing project or analysis answers 404, which sends to Dashboard (`area: 'results'`).
 */
export function useProjectResults(projectId: string | undefined) {
  const clientId = useAppState((state) => state.session.clientId);
  const project = useApi(projectsApi.getProject, projectId ? { params: { projectId } } : null, {
    area: 'results',
  });
  const bought = project.data !== undefined && project.data.status !== 'pending';
  useChartPreload(bought);
  const input = bought && clientId && projectId ? { params: { clientId, projectId } } : null;
  const analysis = useApi(analysisApi.getAnalysis, input, {
    area: 'results',
    refreshInterval: (latest) => linksRefreshIn(latest?.linksExpireAt, Date.now()),
  });
  const status = useApi(analysisApi.getAnalysisStatus, isLive(analysis.data) ? input : null, {
    area: 'results',
    refreshInterval: liveStatusRefresh,
  });
  const latest = useLiveRun(analysis.data, status.data, analysis.mutate);
  const assets = useApi(assetsApi.listAssets, bought && projectId ? { params: { projectId } } : null);
  const facts = project.data;
  const norms = useApi(
    analysisApi.getNorms,
    facts
      ? {
          query: {
            country: facts.audience.country || undefined,
            category: facts.audience.category || undefined,
            viewer: facts.viewer,
          },
        }
      : null,
  );

  const source = useMemo<ResultsSource | null>(() => {
    if (!facts || (bought && !latest)) return null;
    return resultsSourceOf({
      mode: 'project',
      project: {
        projectId: facts._id,
        clientId,
        name: facts.name,
        status: facts.status,
        viewer: facts.viewer,
        country: facts.audience.country || facts.country,
        category: facts.audience.category || null,
      },
      analysis: latest ?? null,
      media: (assets.data?.items ?? []).map((asset) => ({
        assetId: asset._id,
        src: asset.src ?? null,
        thumbnail: asset.thumbnail ?? null,
        width: asset.width ?? null,
        height: asset.height ?? null,
      })),
      norms: norms.data,
      fetchedAt: Date.now(),
    });
  }, [facts, bought, latest, assets.data, norms.data, clientId]);

  const error = project.error ?? analysis.error;
  const retry = () => {
    void project.mutate();
    void analysis.mutate();
  };
  return { source, error, retry };
}

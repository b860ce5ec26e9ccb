import useSWR from 'swr';
import { ACTIVE_PAGE_SIZE, CLOSED_PAGE_SIZE } from '@adpulse/shared/projects/constants';
import type { ProjectSummary } from '@adpulse/shared/projects/index';
import type { ApiError } from '../../../api/api-error.ts';
import { projectsApi } from '../../../api/projects.ts';
import { useApi } from '../../../api/use-api.ts';
import { useAppState } from '../../../state/app-store.ts';
import { compareCandidates } from '../model/compare-candidates.ts';

/** Active projects whose partial analysis exists (the project names its analysis file once made). */
async function withResults(active: readonly ProjectSummary[]): Promise<ProjectSummary[]> {
  const projects = await Promise.all(
    active.map((summary) => projectsApi.getProject({ params: { projectId: summary._id } })),
  );
  return active.filter((_, index) => projects[index]?.analysis != null);
}

/**
 * The client's other projects with results, read from the projects list as the dashboard pages it
 * (closed 30, active 10, in folders or not): what the comparison chooser offers.
 */
export function useCompareCandidates(projectId: string) {
  const clientId = useAppState((state) => state.session.clientId);
  const list = (projectsStatus: 'closed' | 'active', limit: number) =>
    clientId
      ? { params: { clientId }, query: { projectsStatus, limit, projectsInfolder: 'any' as const } }
      : null;
  const closed = useApi(projectsApi.listProjects, list('closed', CLOSED_PAGE_SIZE));
  const active = useApi(projectsApi.listProjects, list('active', ACTIVE_PAGE_SIZE));
  const activeItems = active.data?.items.filter((item) => item._id !== projectId);
  const live = useSWR<ProjectSummary[], ApiError>(
    activeItems ? ['results.compareActive', ...activeItems.map((item) => item._id)] : null,
    () => withResults(activeItems ?? []),
  );
  const error = closed.error ?? active.error ?? live.error;
  const candidates =
    closed.data && live.data ? compareCandidates(projectId, closed.data.items, live.data) : undefined;
  const retry = () => {
    void closed.mutate();
    void active.mutate();
    void live.mutate();
  };
  return { candidates, error, retry };
}

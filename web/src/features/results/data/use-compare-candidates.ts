import useSWR from 'swr';
import { ACTIVE_PAGE_SIZE, CLOSED_PAGE_SIZE } from '@adpulse/shared/projects/constants';
import type { ProjectSummary } from '@adpulse/shared/projects/index';
import type { ApiError } from '../../../api/api-error.ts';
import { projectsApi } from '../../../api/projects.ts';
import { useApi } from '../../../api/use-api.ts';
import { useAppState } from '../../../state/app-store.ts';
import { compareCandidates, withResults } from '../model/compare-candidates.ts';

const readProject = (projectId: string) => projectsApi.getProject({ params: { projectId } });

/**
 * The client's other projects with results, read from the projects list as the dashboard pages it
 * (closed 30, active 10, in folders or not), each checked for its analysis (withResults, closed
 * ones too): what the comparison chooser offers.
 */
export function useCompareCandidates(projectId: string) {
  const clientId = useAppState((state) => state.session.clientId);
  const list = (projectsStatus: 'closed' | 'active', limit: number) =>
    clientId
      ? { params: { clientId }, query: { projectsStatus, limit, projectsInfolder: 'any' as const } }
      : null;
  const closed = useApi(projectsApi.listProjects, list('closed', CLOSED_PAGE_SIZE));
  const active = useApi(projectsApi.listProjects, list('active', ACTIVE_PAGE_SIZE));
  const listed =
    closed.data && active.data
      ? [...closed.data.items, ...active.data.items].filter((item) => item._id !== projectId)
      : undefined;
  const analysed = useSWR<ProjectSummary[], ApiError>(
    listed ? ['results.compareWithResults', ...listed.map((item) => item._id)] : null,
    () => withResults(listed ?? [], readProject),
  );
  const error = closed.error ?? active.error ?? analysed.error;
  const candidates = analysed.data
    ? compareCandidates(
        projectId,
        analysed.data.filter((item) => item.status === 'closed'),
        analysed.data.filter((item) => item.status === 'active'),
      )
    : undefined;
  const retry = () => {
    void closed.mutate();
    void active.mutate();
    void analysed.mutate();
  };
  return { candidates, error, retry };
}

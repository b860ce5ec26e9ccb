import { useParams } from 'react-router';
import { projectsApi } from '../../api/projects.ts';
import { useApi } from '../../api/use-api.ts';
import type { ScreenName } from '../../routing/route-table.ts';

/**
 * What a results screen shows, read before its tabs: the project of `project/{id}`. A missing
 * one answers 404, which the API client turns into page-not-found and Dashboard
 * (`area: 'results'`, spec sections 2 and 8). Share links have no API yet (the sharing issue),
 * so nothing is read for them here.
 */
export function useResultsSubject(screen: ScreenName) {
  const { id } = useParams();
  return useApi(projectsApi.getProject, screen !== 'share' && id ? { params: { projectId: id } } : null, {
    area: 'results',
  });
}

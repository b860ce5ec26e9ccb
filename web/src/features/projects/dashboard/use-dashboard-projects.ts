import { useEffect, useSyncExternalStore } from 'react';
import { useAppState } from '../../../state/app-store.ts';
import {
  ensureDashboardProjects,
  isLoaded,
  loadState,
  projectsOf,
  totalsFor,
} from '../list/project-store.ts';

/** The dashboard's projects from the store, loaded once per session list (see project-store.ts). */
export function useDashboardProjects(clientId: string | null) {
  const list = useAppState((state) => state.projects.list);
  const load = useSyncExternalStore(loadState.subscribe, loadState.getState);

  useEffect(() => {
    if (clientId) ensureDashboardProjects(clientId);
  }, [clientId, list]);

  return {
    projects: projectsOf(list),
    totals: totalsFor(list),
    loaded: isLoaded(list),
    failed: load.phase === 'failed',
    error: load.error,
    retry: () => {
      if (clientId) ensureDashboardProjects(clientId);
    },
  };
}

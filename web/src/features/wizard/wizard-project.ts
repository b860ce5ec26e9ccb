import { useCallback } from 'react';
import type { Project } from '@adpulse/shared/projects/schemas';
import type { Asset } from '@adpulse/shared/assets/schemas';
import { assetsApi } from '../../api/assets.ts';
import { projectsApi } from '../../api/projects.ts';
import { useApi } from '../../api/use-api.ts';

/**
 * GET /projects/{id} and its assets, shared by every step through SWR. The keys leave the
 * language out (errors are texts picked by code): switching language mid-step does not reload
 * the project under a form whose changes are still being saved.
 */
export function useWizardData(projectId: string) {
  const input = projectId ? { params: { projectId } } : null;
  const project = useApi(projectsApi.getProject, input);
  const assets = useApi(assetsApi.listAssets, input);
  const { mutate: mutateProject } = project;
  const { mutate: mutateAssets } = assets;

  const setProject = useCallback(
    (next: Project) => void mutateProject(next, { revalidate: false }),
    [mutateProject],
  );
  const setAssets = useCallback(
    (update: (current: readonly Asset[]) => readonly Asset[]) =>
      void mutateAssets((current) => ({ items: [...update(current?.items ?? [])] }), { revalidate: false }),
    [mutateAssets],
  );
  const reloadAssets = useCallback(async () => {
    await mutateAssets();
  }, [mutateAssets]);

  return {
    project: project.data,
    assets: assets.data?.items,
    error: project.error ?? assets.error,
    setProject,
    setAssets,
    reloadAssets,
  };
}

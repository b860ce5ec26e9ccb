import { useCallback } from 'react';
import useSWR from 'swr';
import { projectSchema, type Project } from '@adpulse/shared/projects/schemas';
import { assetListSchema, type Asset, type AssetList } from '@adpulse/shared/assets/schemas';
import { apiCall } from '../../api/client.ts';
import type { ApiError } from '../../api/api-error.ts';

const OPTIONS = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

/**
 * GET /projects/{id} and its assets, shared by every step through SWR. Unlike `useApi` the keys
 * leave the language out: the data does not change with it, and switching language mid-step must
 * not reload the project under a form whose changes are still being saved.
 */
export function useWizardData(projectId: string) {
  const path = projectId ? `/projects/${encodeURIComponent(projectId)}` : null;
  const project = useSWR<Project, ApiError>(
    path ? [path, 'wizard'] : null,
    () => apiCall(path as string, { schema: projectSchema }),
    OPTIONS,
  );
  const assets = useSWR<AssetList, ApiError>(
    path ? [`${path}/assets`, 'wizard'] : null,
    () => apiCall(`${path as string}/assets`, { schema: assetListSchema }),
    OPTIONS,
  );
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

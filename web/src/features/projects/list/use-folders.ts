import { mutate } from 'swr';
import { folderListSchema, type Folder } from '@adpulse/shared/folders/index';
import { useApi } from '../../../api/use-api.ts';
import { foldersPath } from './projects-api.ts';

/** The client's folders (GET /clients/{clientId}/folders), shared by every screen through SWR. */
export function useFolders(clientId: string | null, enabled = true) {
  const {
    data,
    error,
    isLoading,
    mutate: refresh,
  } = useApi(clientId && enabled ? foldersPath(clientId) : null, folderListSchema);
  return { folders: data?.items ?? null, error, isLoading, refresh };
}

/** Every cached folder list of the client reads again (counts change with each move). */
export function refreshFolders(clientId: string): Promise<unknown> {
  const path = foldersPath(clientId);
  return mutate((key) => Array.isArray(key) && key[0] === path);
}

/** Applies a change to the cached folder lists at once, then checks it with the API. */
export function changeCachedFolders(
  clientId: string,
  change: (folders: Folder[]) => Folder[],
): Promise<unknown> {
  const path = foldersPath(clientId);
  return mutate(
    (key) => Array.isArray(key) && key[0] === path,
    (current: { items: Folder[] } | undefined) => (current ? { items: change(current.items) } : current),
    { revalidate: true },
  );
}

export const folderNames = (folders: readonly Folder[] | null): ReadonlyMap<string, string> =>
  new Map((folders ?? []).map((folder) => [folder._id, folder.name]));

import { mutate } from 'swr';
import type { Folder } from '@adpulse/shared/folders/index';
import { foldersApi } from '../../../api/folders.ts';
import { swrKey, useApi } from '../../../api/use-api.ts';

/** The client's folders (GET /clients/{clientId}/folders), shared by every screen through SWR. */
export function useFolders(clientId: string | null, enabled = true) {
  const {
    data,
    error,
    isLoading,
    mutate: refresh,
  } = useApi(foldersApi.listFolders, clientId && enabled ? { params: { clientId } } : null);
  return { folders: data?.items ?? null, error, isLoading, refresh };
}

const foldersKey = (clientId: string) => swrKey(foldersApi.listFolders, { params: { clientId } });

/** Every cached folder list of the client reads again (counts change with each move). */
export function refreshFolders(clientId: string): Promise<unknown> {
  return mutate(foldersKey(clientId));
}

/** Applies a change to the cached folder lists at once, then checks it with the API. */
export function changeCachedFolders(
  clientId: string,
  change: (folders: Folder[]) => Folder[],
): Promise<unknown> {
  return mutate(
    foldersKey(clientId),
    (current: { items: Folder[] } | undefined) => (current ? { items: change(current.items) } : current),
    { revalidate: true },
  );
}

export const folderNames = (folders: readonly Folder[] | null): ReadonlyMap<string, string> =>
  new Map((folders ?? []).map((folder) => [folder._id, folder.name]));

import type { ProjectStatus, SortOrder } from '@adpulse/shared/projects/index';
import { DomainError } from '../platform/errors.ts';
import { FOLDER_SK_PREFIX, folderKey, membershipPrefix } from './data/keys.ts';
import { pageOf } from './data/list.ts';
import { countCells, folderPartitions, statusesOf } from './data/partitions.ts';
import { mutateProject } from './data/store.ts';
import { canSeeBranchKey, type BranchScope } from './visibility.ts';

/**
 * What the projects domain keeps for folders. A project's moves update its folder's counters
 * and membership items in the project's own transaction, so those keys and the folder's
 * project pages (F3) are read here; the folders domain owns the folder's name and lifecycle.
 */
export { FOLDER_SK_PREFIX, folderKey, membershipPrefix };

/** How many of the folder's projects the caller may see, from the folder item's counters. */
export function visibleProjectCount(folderItem: Record<string, unknown>, scope: BranchScope): number {
  return countCells(folderItem)
    .filter((cell) => canSeeBranchKey(scope, cell.branch))
    .reduce((sum, cell) => sum + Math.max(0, cell.count), 0);
}

/** F3: one page of the folder's projects the caller sees, by status in group order. */
export function folderProjectsPage(
  folderId: string,
  folderItem: Record<string, unknown>,
  scope: BranchScope,
  page: { projectsStatus?: ProjectStatus | undefined; skip: number; limit: number; sort: SortOrder },
) {
  const groups = folderPartitions(folderId, folderItem, statusesOf(page.projectsStatus), scope);
  return pageOf(groups, page);
}

/** Takes a project out of a folder being deleted, whoever may see it; a project gone meanwhile is fine. */
export async function releaseFromFolder(
  clientId: string,
  folderId: string,
  projectId: string,
): Promise<void> {
  try {
    await mutateProject(clientId, projectId, (current) =>
      current.folder === folderId ? { ...current, folder: null } : current,
    );
  } catch (error) {
    // Deleted meanwhile: its membership went with it.
    if (error instanceof DomainError && error.code === 'common.not_found') return;
    throw error;
  }
}

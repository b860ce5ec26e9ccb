import { PROJECT_STATUSES, type ProjectStatus, type SortOrder } from '@adpulse/shared/projects/index';
import { DomainError } from '../platform/errors.ts';
import { FOLDER_SK_PREFIX, branchKeyOf, folderCountName, folderKey, membershipPrefix } from './data/keys.ts';
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

const projectsIn = (folderItem: Record<string, unknown>, seen: (branchKey: string) => boolean) =>
  countCells(folderItem)
    .filter((cell) => seen(cell.branch))
    .reduce((sum, cell) => sum + Math.max(0, cell.count), 0);

/** How many of the folder's projects the caller may see, from the folder item's counters. */
export function visibleProjectCount(folderItem: Record<string, unknown>, scope: BranchScope): number {
  return projectsIn(folderItem, (branch) => canSeeBranchKey(scope, branch));
}

/** How many of the folder's projects the caller may not see. */
export function hiddenProjectCount(folderItem: Record<string, unknown>, scope: BranchScope): number {
  return projectsIn(folderItem, (branch) => !canSeeBranchKey(scope, branch));
}

/**
 * The branch keys the caller does not see, of which a folder it changes must hold no project:
 * every branch of its client it does not see, and any other the folder's counters name.
 */
export function unseenBranchKeys(
  folderItem: Record<string, unknown>,
  caller: { branchIds: readonly string[]; scope: BranchScope },
): string[] {
  const keys = [
    ...caller.branchIds.map((branchId) => branchKeyOf(branchId)),
    ...countCells(folderItem).map((cell) => cell.branch),
  ];
  return [...new Set(keys)].filter((branch) => !canSeeBranchKey(caller.scope, branch));
}

/**
 * A condition for the write that changes a folder: it holds no project of these branch keys.
 * Checked in the same write, so a project moved in meanwhile is never renamed or released by
 * someone who cannot see it.
 */
export function noProjectsOfBranches(branchKeys: readonly string[]): {
  expression: string;
  names: Record<string, string>;
  values: Record<string, number>;
} {
  const names: Record<string, string> = {};
  const clauses = branchKeys.flatMap((branch, b) =>
    PROJECT_STATUSES.map((status, s) => {
      const alias = `#hidden${b}_${s}`;
      names[alias] = folderCountName(branch, status);
      return `(attribute_not_exists(${alias}) OR ${alias} <= :zero)`;
    }),
  );
  return clauses.length
    ? { expression: ` AND ${clauses.join(' AND ')}`, names, values: { ':zero': 0 } }
    : { expression: '', names: {}, values: {} };
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

import type { SubType } from '@adpulse/shared';

/**
 * Who renames or deletes a folder. A folder is shared by the whole client and may hold
 * projects of several branches, so a change to it is a change to each of them:
 * - only someone who sees every project it holds may rename or delete it (a user of a branch
 *   cannot empty or rename a folder of projects it is not allowed to see);
 * - a researcher renames and deletes only the folders it created (it may create folders and
 *   move the projects it sees, like everyone).
 */
export interface FolderCaller {
  userId: string;
  subType: SubType;
  multiUser: boolean;
}

export interface FolderFacts {
  createdBy?: string | undefined;
  /** Projects in the folder that the caller does not see. */
  hiddenProjects: number;
}

export type FolderChangeRefusal = 'role' | 'hiddenProjects';

export function folderChangeRefusal(
  caller: FolderCaller,
  folder: FolderFacts,
): FolderChangeRefusal | undefined {
  if (caller.multiUser && caller.subType === 'researcher' && folder.createdBy !== caller.userId)
    return 'role';
  if (folder.hiddenProjects > 0) return 'hiddenProjects';
  return undefined;
}

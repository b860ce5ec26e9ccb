import type { Folder } from '@adpulse/shared/folders/index';
import { folderKey } from '../projects/keys.ts';
import { countCells } from '../projects/partitions.ts';
import { canSeeBranchKey, type BranchScope } from '../projects/visibility.ts';
import { folderChangeRefusal, type FolderCaller } from './rules.ts';

/** A folder as stored on its `FOLDER#` item; its project counters sit beside these fields. */
export interface FolderRecord {
  clientId: string;
  folderId: string;
  name: string;
  created: string;
  /** The user who made it (folders made before this field existed have none). */
  createdBy?: string;
  /** Set while the folder is being deleted: no project may move into it any more. */
  deletingAt?: string;
}

/** Who looks at a folder: the branches whose projects it sees, and who it is. */
export interface FolderViewer {
  scope: BranchScope;
  caller: FolderCaller;
}

export function folderItem(record: FolderRecord) {
  return { ...folderKey(record.clientId, record.folderId), entity: 'folder', ...record };
}

const countIn = (cells: ReturnType<typeof countCells>) =>
  cells.reduce((sum, cell) => sum + Math.max(0, cell.count), 0);

/** How many of the folder's projects the scope does not see. */
export function hiddenProjectsIn(item: Record<string, unknown>, scope: BranchScope): number {
  return countIn(countCells(item).filter((cell) => !canSeeBranchKey(scope, cell.branch)));
}

/** The branch keys of the folder's counters that the scope does not see (empty or not). */
export function hiddenBranchKeysIn(item: Record<string, unknown>, scope: BranchScope): string[] {
  const keys = countCells(item)
    .map((cell) => cell.branch)
    .filter((branch) => !canSeeBranchKey(scope, branch));
  return [...new Set(keys)];
}

/**
 * A folder item as the API answers it: the projects the caller may see, and whether it may
 * rename or delete the folder.
 */
export function toFolder(item: Record<string, unknown>, viewer: FolderViewer): Folder {
  const projectCount = countIn(countCells(item).filter((cell) => canSeeBranchKey(viewer.scope, cell.branch)));
  const refusal = folderChangeRefusal(viewer.caller, {
    createdBy: typeof item.createdBy === 'string' ? item.createdBy : undefined,
    hiddenProjects: hiddenProjectsIn(item, viewer.scope),
  });
  return {
    _id: String(item.folderId),
    name: String(item.name),
    created: String(item.created),
    projectCount,
    canChange: refusal === undefined,
  };
}

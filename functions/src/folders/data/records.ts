import type { Folder } from '@adpulse/shared/folders/index';
import { folderKey } from '../../projects/data/keys.ts';
import { countCells } from '../../projects/data/partitions.ts';
import { canSeeBranchKey, type BranchScope } from '../../projects/visibility.ts';

/** A folder as stored on its `FOLDER#` item; its project counters sit beside these fields. */
export interface FolderRecord {
  clientId: string;
  folderId: string;
  name: string;
  created: string;
  /** Set while the folder is being deleted: no project may move into it any more. */
  deletingAt?: string;
}

export function folderItem(record: FolderRecord) {
  return { ...folderKey(record.clientId, record.folderId), entity: 'folder', ...record };
}

/** A folder item as the API answers it, counting the projects the caller may see. */
export function toFolder(item: Record<string, unknown>, scope: BranchScope): Folder {
  const projectCount = countCells(item)
    .filter((cell) => canSeeBranchKey(scope, cell.branch))
    .reduce((sum, cell) => sum + Math.max(0, cell.count), 0);
  return { _id: String(item.folderId), name: String(item.name), created: String(item.created), projectCount };
}

import type { Folder } from '@adpulse/shared/folders/index';
import { folderKey, visibleProjectCount, type BranchScope } from '../../projects/index.ts';

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
  return {
    _id: String(item.folderId),
    name: String(item.name),
    created: String(item.created),
    projectCount: visibleProjectCount(item, scope),
  };
}

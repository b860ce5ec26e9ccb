import type { Folder } from '@adpulse/shared/folders/index';
import {
  folderKey,
  hiddenProjectCount,
  visibleProjectCount,
  type BranchScope,
} from '../../projects/index.ts';
import { folderChangeRefusal, type FolderCaller } from '../rules.ts';

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

/** What the change rules read of a stored folder, for this viewer. */
export function folderFacts(item: Record<string, unknown>, scope: BranchScope) {
  return {
    createdBy: typeof item.createdBy === 'string' ? item.createdBy : undefined,
    hiddenProjects: hiddenProjectCount(item, scope),
  };
}

/**
 * A folder item as the API answers it: the projects the caller may see, and whether it may
 * rename or delete the folder.
 */
export function toFolder(item: Record<string, unknown>, viewer: FolderViewer): Folder {
  return {
    _id: String(item.folderId),
    name: String(item.name),
    created: String(item.created),
    projectCount: visibleProjectCount(item, viewer.scope),
    canChange: folderChangeRefusal(viewer.caller, folderFacts(item, viewer.scope)) === undefined,
  };
}

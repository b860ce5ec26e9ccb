import type { Session } from '../lib/auth/session.ts';
import { forbidden, HttpError } from '../lib/errors.ts';
import { actorOf } from '../projects/caller.ts';
import { branchKeyOf } from '../projects/keys.ts';
import { canSeeBranchKey } from '../projects/visibility.ts';
import { hiddenBranchKeysIn, hiddenProjectsIn, type FolderViewer } from './records.ts';
import { folderChangeRefusal } from './rules.ts';
import { FolderChangeConflict, requireFolderItem } from './store.ts';

export const folderHasHiddenProjects = () => new HttpError('conflict', 'errors.folderHasHiddenProjects');

/** The caller as a folder viewer: the branches whose projects it sees, and who it is. */
export async function folderViewerOf(session: Session): Promise<FolderViewer> {
  const actor = await actorOf(session);
  return { scope: actor.scope, caller: session };
}

/**
 * Before a rename or a delete: the caller's right to change this folder (rules.ts; a researcher
 * not its maker is 403, hidden projects inside are 409), and the branch keys the change must
 * find empty when it is written (every branch the caller does not see).
 */
export async function guardFolderChange(
  session: Session,
  folderId: string,
): Promise<{ viewer: FolderViewer; hiddenBranchKeys: string[] }> {
  const actor = await actorOf(session);
  const viewer: FolderViewer = { scope: actor.scope, caller: session };
  const item = await requireFolderItem(session.clientId, folderId, true);
  const refusal = folderChangeRefusal(session, {
    createdBy: typeof item.createdBy === 'string' ? item.createdBy : undefined,
    hiddenProjects: hiddenProjectsIn(item, viewer.scope),
  });
  if (refusal === 'role') throw forbidden();
  if (refusal === 'hiddenProjects') throw folderHasHiddenProjects();
  const unseenBranches = actor.branchIds
    .map((branchId) => branchKeyOf(branchId))
    .filter((branch) => !canSeeBranchKey(viewer.scope, branch));
  return {
    viewer,
    hiddenBranchKeys: [...new Set([...unseenBranches, ...hiddenBranchKeysIn(item, viewer.scope)])],
  };
}

/** A change refused when written because a project the caller does not see arrived meanwhile: 409. */
export async function asFolderChange<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof FolderChangeConflict) throw folderHasHiddenProjects();
    throw error;
  }
}

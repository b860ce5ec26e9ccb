import type { Session } from '../platform/auth/session.ts';
import { forbidden } from '../platform/errors.ts';
import { actorOf, unseenBranchKeys } from '../projects/index.ts';
import { folderFacts, toFolder, type FolderViewer } from './data/records.ts';
import { deleteFolder, renameFolder, requireFolderItem } from './data/store.ts';
import { folderHasHiddenProjects } from './errors.ts';
import { folderChangeRefusal } from './rules.ts';

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
async function guardFolderChange(
  session: Session,
  folderId: string,
): Promise<{ viewer: FolderViewer; hiddenBranchKeys: string[] }> {
  const actor = await actorOf(session);
  const viewer: FolderViewer = { scope: actor.scope, caller: session };
  const item = await requireFolderItem(session.clientId, folderId, true);
  const refusal = folderChangeRefusal(session, folderFacts(item, viewer.scope));
  if (refusal === 'role') throw forbidden();
  if (refusal === 'hiddenProjects') throw folderHasHiddenProjects();
  return { viewer, hiddenBranchKeys: unseenBranchKeys(item, actor) };
}

/** F2 for PATCH /folders/{folderId}: renamed only by someone who may change it (guardFolderChange). */
export async function renameFolderAs(session: Session, folderId: string, name: string) {
  const { viewer, hiddenBranchKeys } = await guardFolderChange(session, folderId);
  return toFolder(await renameFolder(session.clientId, folderId, name, hiddenBranchKeys), viewer);
}

/** F5 for DELETE /folders/{folderId}: deleted only by someone who may change it (guardFolderChange). */
export async function deleteFolderAs(session: Session, folderId: string): Promise<void> {
  const { hiddenBranchKeys } = await guardFolderChange(session, folderId);
  await deleteFolder(session.clientId, folderId, hiddenBranchKeys);
}

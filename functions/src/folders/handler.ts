import { foldersContract } from '@adpulse/shared';
import { notFound } from '../platform/errors.ts';
import { domainHandler } from '../platform/http/domain-handler.ts';
import { actorOf, changeProject, moveProject } from '../projects/index.ts';
import { deleteFolderAs, folderViewerOf, renameFolderAs } from './access.ts';
import { toFolder } from './data/records.ts';
import { createFolder, folderWithProjects, listFolderItems, requireFolderItem } from './data/store.ts';

export const handler = domainHandler(foldersContract, {
  listFolders: async ({ session }) => {
    const viewer = await folderViewerOf(session);
    const items = await listFolderItems(session.clientId);
    return { items: items.map((item) => toFolder(item, viewer)) };
  },
  createFolder: async ({ session, body }) => {
    const folder = await createFolder(session.clientId, body.name, session.userId);
    return {
      _id: folder.folderId,
      name: folder.name,
      created: folder.created,
      projectCount: 0,
      canChange: true,
    };
  },
  getFolder: async ({ session, params, query }) =>
    folderWithProjects(session.clientId, params.folderId, await folderViewerOf(session), query),
  renameFolder: ({ session, params, body }) => renameFolderAs(session, params.folderId, body.name),
  deleteFolder: ({ session, params }) => deleteFolderAs(session, params.folderId),
  addProject: async ({ session, params, body }) => {
    const actor = await actorOf(session);
    await requireFolderItem(session.clientId, params.folderId, true);
    await moveProject(actor, body.projectId, params.folderId);
    const item = await requireFolderItem(session.clientId, params.folderId, true);
    return toFolder(item, { scope: actor.scope, caller: session });
  },
  removeProject: async ({ session, params }) => {
    const actor = await actorOf(session);
    await changeProject(actor, params.projectId, (current) => {
      if (current.folder !== params.folderId) throw notFound();
      return { ...current, folder: null };
    });
    const item = await requireFolderItem(session.clientId, params.folderId, true);
    return toFolder(item, { scope: actor.scope, caller: session });
  },
});

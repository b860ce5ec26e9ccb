import { foldersContract } from '@adpulse/shared';
import { notFound } from '../platform/errors.ts';
import { domainHandler } from '../platform/http/domain-handler.ts';
import { actorOf, changeProject, moveProject, scopeOf } from '../projects/index.ts';
import { toFolder } from './data/records.ts';
import {
  createFolder,
  deleteFolder,
  folderWithProjects,
  listFolderItems,
  renameFolder,
  requireFolderItem,
} from './data/store.ts';

export const handler = domainHandler(foldersContract, {
  listFolders: async ({ session }) => {
    const scope = await scopeOf(session);
    const items = await listFolderItems(session.clientId);
    return { items: items.map((item) => toFolder(item, scope)) };
  },
  createFolder: async ({ session, body }) => {
    const folder = await createFolder(session.clientId, body.name);
    return { _id: folder.folderId, name: folder.name, created: folder.created, projectCount: 0 };
  },
  getFolder: async ({ session, params, query }) =>
    folderWithProjects(session.clientId, params.folderId, await scopeOf(session), query),
  renameFolder: async ({ session, params, body }) => {
    const item = await renameFolder(session.clientId, params.folderId, body.name);
    return toFolder(item, await scopeOf(session));
  },
  deleteFolder: async ({ session, params }) => {
    await deleteFolder(session.clientId, params.folderId);
  },
  addProject: async ({ session, params, body }) => {
    const actor = await actorOf(session);
    await requireFolderItem(session.clientId, params.folderId, true);
    await moveProject(actor, body.projectId, params.folderId);
    return toFolder(await requireFolderItem(session.clientId, params.folderId, true), actor.scope);
  },
  removeProject: async ({ session, params }) => {
    const actor = await actorOf(session);
    await changeProject(actor, params.projectId, (current) => {
      if (current.folder !== params.folderId) throw notFound();
      return { ...current, folder: null };
    });
    return toFolder(await requireFolderItem(session.clientId, params.folderId, true), actor.scope);
  },
});

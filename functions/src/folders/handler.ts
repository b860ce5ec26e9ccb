import {
  addProjectToFolderRequestSchema,
  clientFoldersParamsSchema,
  createFolderRequestSchema,
  folderParamsSchema,
  folderProjectParamsSchema,
  folderQuerySchema,
  updateFolderRequestSchema,
} from '@adpulse/shared/folders/index';
import { created, domainHandler, noContent, ok, userRoute } from '../platform/http/domain-handler.ts';
import { notFound } from '../platform/errors.ts';
import { actorOf, scopeOf } from '../projects/caller.ts';
import { metered } from '../projects/metered.ts';
import { changeProject, moveProject } from '../projects/service.ts';
import { toFolder } from './data/records.ts';
import {
  createFolder,
  deleteFolder,
  folderWithProjects,
  listFolderItems,
  renameFolder,
  requireFolderItem,
} from './data/store.ts';

export const handler = domainHandler('folders', {
  'GET /clients/{clientId}/folders': userRoute({ params: clientFoldersParamsSchema }, ({ session }) =>
    metered(async () => {
      const scope = await scopeOf(session);
      const items = await listFolderItems(session.clientId);
      return ok({ items: items.map((item) => toFolder(item, scope)) });
    }),
  ),

  'POST /clients/{clientId}/folders': userRoute(
    { params: clientFoldersParamsSchema, body: createFolderRequestSchema },
    async ({ session, body }) => {
      const folder = await createFolder(session.clientId, body.name);
      return created({ _id: folder.folderId, name: folder.name, created: folder.created, projectCount: 0 });
    },
  ),

  'GET /folders/{folderId}': userRoute(
    { params: folderParamsSchema, query: folderQuerySchema },
    ({ session, params, query }) =>
      metered(async () =>
        ok(await folderWithProjects(session.clientId, params.folderId, await scopeOf(session), query)),
      ),
  ),

  'PATCH /folders/{folderId}': userRoute(
    { params: folderParamsSchema, body: updateFolderRequestSchema },
    async ({ session, params, body }) => {
      const item = await renameFolder(session.clientId, params.folderId, body.name);
      return ok(toFolder(item, await scopeOf(session)));
    },
  ),

  'DELETE /folders/{folderId}': userRoute({ params: folderParamsSchema }, async ({ session, params }) => {
    await deleteFolder(session.clientId, params.folderId);
    return noContent();
  }),

  'POST /folders/{folderId}/projects': userRoute(
    { params: folderParamsSchema, body: addProjectToFolderRequestSchema },
    async ({ session, params, body }) => {
      const actor = await actorOf(session);
      await requireFolderItem(session.clientId, params.folderId, true);
      await moveProject(actor, body.projectId, params.folderId);
      return ok(toFolder(await requireFolderItem(session.clientId, params.folderId, true), actor.scope));
    },
  ),

  'DELETE /folders/{folderId}/projects/{projectId}': userRoute(
    { params: folderProjectParamsSchema },
    async ({ session, params }) => {
      const actor = await actorOf(session);
      await changeProject(actor, params.projectId, (current) => {
        if (current.folder !== params.folderId) throw notFound();
        return { ...current, folder: null };
      });
      return ok(toFolder(await requireFolderItem(session.clientId, params.folderId, true), actor.scope));
    },
  ),
});

import {
  addProjectToFolderRequestSchema,
  clientFoldersParamsSchema,
  createFolderRequestSchema,
  folderParamsSchema,
  folderProjectParamsSchema,
  folderQuerySchema,
  updateFolderRequestSchema,
} from '@adpulse/shared/folders/index';
import { created, domainHandler, noContent, ok, userRoute } from '../lib/http.ts';
import { notFound } from '../lib/errors.ts';
import { actorOf } from '../projects/caller.ts';
import { metered } from '../projects/metered.ts';
import { changeProject, moveProject } from '../projects/service.ts';
import { asFolderChange, folderViewerOf, guardFolderChange } from './access.ts';
import { toFolder } from './records.ts';
import {
  createFolder,
  deleteFolder,
  folderWithProjects,
  listFolderItems,
  renameFolder,
  requireFolderItem,
} from './store.ts';

export const handler = domainHandler('folders', {
  'GET /clients/{clientId}/folders': userRoute({ params: clientFoldersParamsSchema }, ({ session }) =>
    metered(async () => {
      const viewer = await folderViewerOf(session);
      const items = await listFolderItems(session.clientId);
      return ok({ items: items.map((item) => toFolder(item, viewer)) });
    }),
  ),

  'POST /clients/{clientId}/folders': userRoute(
    { params: clientFoldersParamsSchema, body: createFolderRequestSchema },
    async ({ session, body }) => {
      const folder = await createFolder(session.clientId, body.name, session.userId);
      return created({
        _id: folder.folderId,
        name: folder.name,
        created: folder.created,
        projectCount: 0,
        canChange: true,
      });
    },
  ),

  'GET /folders/{folderId}': userRoute(
    { params: folderParamsSchema, query: folderQuerySchema },
    ({ session, params, query }) =>
      metered(async () =>
        ok(await folderWithProjects(session.clientId, params.folderId, await folderViewerOf(session), query)),
      ),
  ),

  'PATCH /folders/{folderId}': userRoute(
    { params: folderParamsSchema, body: updateFolderRequestSchema },
    async ({ session, params, body }) => {
      const { viewer, hiddenBranchKeys } = await guardFolderChange(session, params.folderId);
      const item = await asFolderChange(
        renameFolder(session.clientId, params.folderId, body.name, hiddenBranchKeys),
      );
      return ok(toFolder(item, viewer));
    },
  ),

  'DELETE /folders/{folderId}': userRoute({ params: folderParamsSchema }, async ({ session, params }) => {
    const { hiddenBranchKeys } = await guardFolderChange(session, params.folderId);
    await asFolderChange(deleteFolder(session.clientId, params.folderId, hiddenBranchKeys));
    return noContent();
  }),

  'POST /folders/{folderId}/projects': userRoute(
    { params: folderParamsSchema, body: addProjectToFolderRequestSchema },
    async ({ session, params, body }) => {
      const actor = await actorOf(session);
      await requireFolderItem(session.clientId, params.folderId, true);
      await moveProject(actor, body.projectId, params.folderId);
      return ok(
        toFolder(await requireFolderItem(session.clientId, params.folderId, true), {
          scope: actor.scope,
          caller: session,
        }),
      );
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
      return ok(
        toFolder(await requireFolderItem(session.clientId, params.folderId, true), {
          scope: actor.scope,
          caller: session,
        }),
      );
    },
  ),
});

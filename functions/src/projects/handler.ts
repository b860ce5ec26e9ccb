import {
  clientProjectsParamsSchema,
  createProjectRequestSchema,
  listProjectsQuerySchema,
  projectParamsSchema,
  searchProjectsQuerySchema,
  updateProjectRequestSchema,
} from '@adpulse/shared/projects/index';
import { HttpError } from '../platform/errors.ts';
import { created, domainHandler, noContent, ok, userRoute } from '../platform/http/domain-handler.ts';
import { actorOf, scopeOf } from './caller.ts';
import { createProjectFailed } from './errors.ts';
import { listProjects } from './data/list.ts';
import { metered } from './metered.ts';
import { toProject } from './data/records.ts';
import { searchProjects } from './data/search.ts';
import { createProject, deleteProject, getProject, updateProject } from './service.ts';

export const handler = domainHandler('projects', {
  'GET /clients/{clientId}/projects': userRoute(
    { params: clientProjectsParamsSchema, query: listProjectsQuerySchema },
    ({ session, query }) =>
      metered(async () => ok(await listProjects(session.clientId, await scopeOf(session), query))),
  ),

  'GET /clients/{clientId}/projects/search': userRoute(
    { params: clientProjectsParamsSchema, query: searchProjectsQuerySchema },
    ({ session, query }) =>
      metered(async () => {
        const items = await searchProjects(
          session.clientId,
          await scopeOf(session),
          query.search,
          query.limit,
        );
        return ok({ items });
      }),
  ),

  'POST /projects': userRoute({ body: createProjectRequestSchema }, async ({ session, body, log }) => {
    const actor = await actorOf(session);
    try {
      return created(toProject(await createProject(actor, body)));
    } catch (error) {
      if (error instanceof HttpError) throw error;
      // The spec's text for a project that could not be created; the cause goes to the log.
      log.error('Project not created', error as Error);
      throw createProjectFailed();
    }
  }),

  'GET /projects/{projectId}': userRoute({ params: projectParamsSchema }, ({ session, params }) =>
    metered(async () =>
      ok(toProject(await getProject(session.clientId, await scopeOf(session), params.projectId))),
    ),
  ),

  'PATCH /projects/{projectId}': userRoute(
    { params: projectParamsSchema, body: updateProjectRequestSchema },
    async ({ session, params, body }) =>
      ok(toProject(await updateProject(await actorOf(session), params.projectId, body))),
  ),

  'DELETE /projects/{projectId}': userRoute(
    { params: projectParamsSchema },
    async ({ session, params, log }) => {
      const { cleanupFailures } = await deleteProject(await actorOf(session), params.projectId);
      for (const failure of cleanupFailures) {
        log.error('Project deleted, a cleanup step failed', {
          projectId: params.projectId,
          error: String(failure),
        });
      }
      return noContent();
    },
  ),
});

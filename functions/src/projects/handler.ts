import { projectsContract } from '@adpulse/shared';
import { DomainError } from '../platform/errors.ts';
import { domainHandler } from '../platform/http/domain-handler.ts';
import { PROJECT_DELETE_STEPS } from '../workflows/index.ts';
import { actorOf, scopeOf } from './caller.ts';
import { listProjects } from './data/list.ts';
import { toProject } from './data/records.ts';
import { searchProjects } from './data/search.ts';
import { createProjectFailed } from './errors.ts';
import { createProject, deleteProject, getProject, updateProject } from './service.ts';

/**
 * The projects Lambda. This entry is a composition root: project deletion spans billing and
 * assets, so its steps come from the composition layer (workflows/project-deletion.ts).
 */
export const handler = domainHandler(projectsContract, {
  listProjects: async ({ session, query }) => listProjects(session.clientId, await scopeOf(session), query),
  searchProjects: async ({ session, query }) => ({
    items: await searchProjects(session.clientId, await scopeOf(session), query.search, query.limit),
  }),
  createProject: async ({ session, body, log }) => {
    const actor = await actorOf(session);
    try {
      return toProject(await createProject(actor, body));
    } catch (error) {
      if (error instanceof DomainError) throw error;
      // The spec's text for a project that could not be created; the cause goes to the log.
      log.error('Project not created', error as Error);
      throw createProjectFailed();
    }
  },
  getProject: async ({ session, params }) =>
    toProject(await getProject(session.clientId, await scopeOf(session), params.projectId)),
  updateProject: async ({ session, params, body }) =>
    toProject(await updateProject(await actorOf(session), params.projectId, body)),
  deleteProject: async ({ session, params, log }) => {
    const { cleanupFailures } = await deleteProject(
      await actorOf(session),
      params.projectId,
      PROJECT_DELETE_STEPS,
    );
    for (const failure of cleanupFailures) {
      log.error('Project deleted, a cleanup step failed', {
        projectId: params.projectId,
        error: String(failure),
      });
    }
  },
});

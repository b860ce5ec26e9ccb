import { projectsContract } from '@adpulse/shared';
import { deleteProjectAssets } from '../assets/index.ts';
import { closeUnpaidCheckout } from '../billing/index.ts';
import { DomainError } from '../platform/errors.ts';
import { domainHandler } from '../platform/http/domain-handler.ts';
import { actorOf, scopeOf } from './caller.ts';
import { listProjects } from './data/list.ts';
import { toProject } from './data/records.ts';
import { searchProjects } from './data/search.ts';
import { createProjectFailed } from './errors.ts';
import type { AfterProjectDelete, BeforeProjectDelete } from './on-delete.ts';
import { createProject, deleteProject, getProject, updateProject } from './service.ts';

/** What other domains check before a project is deleted, and remove after (on-delete.ts). */
export const BEFORE_PROJECT_DELETE: BeforeProjectDelete[] = [closeUnpaidCheckout];
export const AFTER_PROJECT_DELETE: AfterProjectDelete[] = [deleteProjectAssets];

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
    const { cleanupFailures } = await deleteProject(await actorOf(session), params.projectId, {
      before: BEFORE_PROJECT_DELETE,
      after: AFTER_PROJECT_DELETE,
    });
    for (const failure of cleanupFailures) {
      log.error('Project deleted, a cleanup step failed', {
        projectId: params.projectId,
        error: String(failure),
      });
    }
  },
});

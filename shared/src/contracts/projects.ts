import {
  clientProjectsParamsSchema,
  createProjectRequestSchema,
  listProjectsQuerySchema,
  projectListSchema,
  projectParamsSchema,
  projectSchema,
  projectSearchResultSchema,
  searchProjectsQuerySchema,
  updateProjectRequestSchema,
} from '../projects/schemas.ts';
import { defineContract } from './define.ts';

/** Dashboard lists and search, and the project itself (any user of the client; branch visibility in the domain). */
export const projectsContract = defineContract('projects', {
  listProjects: {
    method: 'GET',
    path: '/clients/{clientId}/projects',
    auth: 'user',
    params: clientProjectsParamsSchema,
    query: listProjectsQuerySchema,
    response: projectListSchema,
  },
  searchProjects: {
    method: 'GET',
    path: '/clients/{clientId}/projects/search',
    auth: 'user',
    params: clientProjectsParamsSchema,
    query: searchProjectsQuerySchema,
    response: projectSearchResultSchema,
  },
  createProject: {
    method: 'POST',
    path: '/projects',
    auth: 'user',
    body: createProjectRequestSchema,
    response: projectSchema,
    status: 201,
    errors: ['projects.create_failed', 'projects.product_not_offered', 'auth.forbidden', 'common.not_found'],
  },
  getProject: {
    method: 'GET',
    path: '/projects/{projectId}',
    auth: 'user',
    params: projectParamsSchema,
    response: projectSchema,
  },
  updateProject: {
    method: 'PATCH',
    path: '/projects/{projectId}',
    auth: 'user',
    params: projectParamsSchema,
    body: updateProjectRequestSchema,
    response: projectSchema,
    errors: ['projects.not_editable', 'projects.product_not_offered', 'auth.forbidden', 'common.conflict'],
  },
  deleteProject: {
    method: 'DELETE',
    path: '/projects/{projectId}',
    auth: 'user',
    params: projectParamsSchema,
    errors: ['projects.busy', 'projects.paying', 'common.conflict'],
  },
});

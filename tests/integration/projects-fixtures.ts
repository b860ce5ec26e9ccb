import { foldersContract, projectsContract } from '@adpulse/shared';
import { invokeRoute } from '../support/invoke-route.ts';
import { expect } from 'vitest';
import type { Folder, FolderWithProjects } from '@adpulse/shared/folders/index';
import type { Project, ProjectList, ProjectSummary, ProjectType } from '@adpulse/shared/projects/index';
import { markProjectActive, markProjectClosed } from '../../functions/src/projects/lifecycle.ts';
import { type InvokeOptions, type InvokeResult } from '../support/invoke.ts';
import type { SignedIn } from './accounts-fixtures.ts';

/** Helpers of the projects and folders tests: every step through the API, except status changes
 *  (made by the purchase and analysis domains, through their domain functions). */

export function expectStatus(answer: InvokeResult, status: number): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
}

export async function newProject(
  user: SignedIn,
  name: string,
  extra: { type?: ProjectType } & Record<string, unknown> = {},
): Promise<Project> {
  const answer = await invokeRoute(projectsContract.routes.createProject, {
    token: user.token,
    body: { name, type: 'discover', viewer: 'tv', ...extra },
  });
  expectStatus(answer, 201);
  return answer.body;
}

/** Moves a project to `status` the way purchase (active) and analysis (closed) do. */
export async function setStatus(
  user: SignedIn,
  projectId: string,
  status: 'active' | 'closed',
): Promise<void> {
  await markProjectActive(user.clientId, projectId);
  if (status === 'closed') await markProjectClosed(user.clientId, projectId);
}

export async function listProjects(user: SignedIn, query: InvokeOptions['query'] = {}): Promise<ProjectList> {
  const answer = await invokeRoute(projectsContract.routes.listProjects, {
    token: user.token,
    params: { clientId: user.clientId },
    query,
  });
  expectStatus(answer, 200);
  return answer.body;
}

export async function searchProjects(
  user: SignedIn,
  search: string,
  limit?: number,
): Promise<ProjectSummary[]> {
  const answer = await invokeRoute(projectsContract.routes.searchProjects, {
    token: user.token,
    params: { clientId: user.clientId },
    query: { search, limit },
  });
  expectStatus(answer, 200);
  return answer.body.items;
}

export async function newFolder(user: SignedIn, name: string): Promise<Folder> {
  const answer = await invokeRoute(foldersContract.routes.createFolder, {
    token: user.token,
    params: { clientId: user.clientId },
    body: { name },
  });
  expectStatus(answer, 201);
  return answer.body;
}

export async function listFolders(user: SignedIn): Promise<Folder[]> {
  const answer = await invokeRoute(foldersContract.routes.listFolders, {
    token: user.token,
    params: { clientId: user.clientId },
  });
  expectStatus(answer, 200);
  return answer.body.items;
}

export async function openFolder(
  user: SignedIn,
  folderId: string,
  query: InvokeOptions['query'] = {},
): Promise<FolderWithProjects> {
  const answer = await invokeRoute(foldersContract.routes.getFolder, {
    token: user.token,
    params: { folderId },
    query,
  });
  expectStatus(answer, 200);
  return answer.body;
}

export async function moveIntoFolder(user: SignedIn, folderId: string, projectId: string): Promise<Folder> {
  const answer = await invokeRoute(foldersContract.routes.addProject, {
    token: user.token,
    params: { folderId },
    body: { projectId },
  });
  expectStatus(answer, 200);
  return answer.body;
}

export const ids = (items: readonly { _id: string }[]) => items.map((item) => item._id);

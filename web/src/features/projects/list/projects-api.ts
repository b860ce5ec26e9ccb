import {
  folderListSchema,
  folderSchema,
  folderWithProjectsSchema,
  type Folder,
  type FolderQueryOptions,
  type FolderWithProjects,
} from '@adpulse/shared/folders/index';
import {
  projectListSchema,
  projectSearchResultSchema,
  type ProjectList,
  type ProjectListOptions,
  type ProjectSummary,
} from '@adpulse/shared/projects/index';
import { apiCall } from '../../../api/client.ts';

/** The calls of the projects and folders screens (docs: /work/shared/api.md, Projects and folders). */

const id = (value: string) => encodeURIComponent(value);

export const foldersPath = (clientId: string) => `/clients/${id(clientId)}/folders`;

export function fetchProjectPage(clientId: string, query: ProjectListOptions): Promise<ProjectList> {
  return apiCall(`/clients/${id(clientId)}/projects`, { query: { ...query }, schema: projectListSchema });
}

export function fetchFolderPage(folderId: string, query: FolderQueryOptions): Promise<FolderWithProjects> {
  return apiCall(`/folders/${id(folderId)}`, { query: { ...query }, schema: folderWithProjectsSchema });
}

export function fetchFolders(clientId: string): Promise<Folder[]> {
  return apiCall(foldersPath(clientId), { schema: folderListSchema }).then((list) => list.items);
}

export async function searchProjects(
  clientId: string,
  search: string,
  signal?: AbortSignal,
): Promise<ProjectSummary[]> {
  const answer = await apiCall(`/clients/${id(clientId)}/projects/search`, {
    query: { search },
    schema: projectSearchResultSchema,
    signal,
  });
  return answer.items;
}

export async function deleteProject(projectId: string): Promise<void> {
  await apiCall(`/projects/${id(projectId)}`, { method: 'DELETE', showLoader: true });
}

/** Into a folder (out of its previous one), or out of its folder with `to: null`. */
export async function moveProject(
  project: Pick<ProjectSummary, '_id' | 'folder'>,
  to: string | null,
): Promise<void> {
  if (project.folder === to) return;
  if (to) {
    await apiCall(`/folders/${id(to)}/projects`, {
      method: 'POST',
      body: { projectId: project._id },
      showLoader: true,
    });
  } else if (project.folder) {
    await apiCall(`/folders/${id(project.folder)}/projects/${id(project._id)}`, {
      method: 'DELETE',
      showLoader: true,
    });
  }
}

export function createFolder(clientId: string, name: string): Promise<Folder> {
  return apiCall(foldersPath(clientId), { method: 'POST', body: { name }, schema: folderSchema });
}

export function renameFolder(folderId: string, name: string): Promise<Folder> {
  return apiCall(`/folders/${id(folderId)}`, { method: 'PATCH', body: { name }, schema: folderSchema });
}

export async function deleteFolder(folderId: string): Promise<void> {
  await apiCall(`/folders/${id(folderId)}`, { method: 'DELETE', showLoader: true });
}

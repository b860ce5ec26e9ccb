import type { Folder, FolderQueryOptions, FolderWithProjects } from '@adpulse/shared/folders/index';
import type { ProjectList, ProjectListOptions, ProjectSummary } from '@adpulse/shared/projects/index';
import { foldersApi } from '../../../api/folders.ts';
import { projectsApi } from '../../../api/projects.ts';

/** The calls of the projects and folders screens, through the typed client. */

export function fetchProjectPage(clientId: string, query: ProjectListOptions): Promise<ProjectList> {
  return projectsApi.listProjects({ params: { clientId }, query });
}

export function fetchFolderPage(folderId: string, query: FolderQueryOptions): Promise<FolderWithProjects> {
  return foldersApi.getFolder({ params: { folderId }, query });
}

export async function searchProjects(
  clientId: string,
  search: string,
  signal?: AbortSignal,
): Promise<ProjectSummary[]> {
  const answer = await projectsApi.searchProjects({ params: { clientId }, query: { search } }, { signal });
  return answer.items;
}

export async function deleteProject(projectId: string): Promise<void> {
  await projectsApi.deleteProject({ params: { projectId } }, { showLoader: true });
}

/** Into a folder (out of its previous one), or out of its folder with `to: null`. */
export async function moveProject(
  project: Pick<ProjectSummary, '_id' | 'folder'>,
  to: string | null,
): Promise<void> {
  if (project.folder === to) return;
  if (to) {
    await foldersApi.addProject(
      { params: { folderId: to }, body: { projectId: project._id } },
      { showLoader: true },
    );
  } else if (project.folder) {
    await foldersApi.removeProject(
      { params: { folderId: project.folder, projectId: project._id } },
      { showLoader: true },
    );
  }
}

export function createFolder(clientId: string, name: string): Promise<Folder> {
  return foldersApi.createFolder({ params: { clientId }, body: { name } });
}

export function renameFolder(folderId: string, name: string): Promise<Folder> {
  return foldersApi.renameFolder({ params: { folderId }, body: { name } });
}

export async function deleteFolder(folderId: string): Promise<void> {
  await foldersApi.deleteFolder({ params: { folderId } }, { showLoader: true });
}

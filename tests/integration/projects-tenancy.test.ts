import { beforeAll, describe, expect, it } from 'vitest';
import type { Folder } from '@adpulse/shared/folders/index';
import type { Project } from '@adpulse/shared/projects/index';
import { registeredUser, type SignedIn } from './accounts-fixtures.ts';
import {
  foldersCall,
  ids,
  listFolders,
  listProjects,
  moveIntoFolder,
  newFolder,
  newProject,
  openFolder,
  projectsCall,
  searchProjects,
} from './projects-fixtures.ts';

/** Client A's projects and folders, seen by client B: always 404, never listed. */
let a: SignedIn;
let b: SignedIn;
let projectA: Project;
let folderA: Folder;
let projectB: Project;
let folderB: Folder;

beforeAll(async () => {
  [a, b] = await Promise.all([registeredUser('tenant-a'), registeredUser('tenant-b')]);
  projectA = await newProject(a, 'Quokka Secret Launch');
  folderA = await newFolder(a, 'A only');
  await moveIntoFolder(a, folderA._id, projectA._id);
  projectB = await newProject(b, 'Wombat Campaign');
  folderB = await newFolder(b, 'B only');
}, 90_000);

describe('tenant isolation', () => {
  it('answers 404 to client B on every id of client A', async () => {
    const calls = [
      projectsCall('GET', '/projects/{projectId}', { token: b.token, params: { projectId: projectA._id } }),
      projectsCall('PATCH', '/projects/{projectId}', {
        token: b.token,
        params: { projectId: projectA._id },
        body: { name: 'Hijacked' },
      }),
      projectsCall('DELETE', '/projects/{projectId}', {
        token: b.token,
        params: { projectId: projectA._id },
      }),
      projectsCall('GET', '/clients/{clientId}/projects', {
        token: b.token,
        params: { clientId: a.clientId },
      }),
      projectsCall('GET', '/clients/{clientId}/projects/search', {
        token: b.token,
        params: { clientId: a.clientId },
        query: { search: 'quokka' },
      }),
      foldersCall('GET', '/clients/{clientId}/folders', { token: b.token, params: { clientId: a.clientId } }),
      foldersCall('POST', '/clients/{clientId}/folders', {
        token: b.token,
        params: { clientId: a.clientId },
        body: { name: 'Planted' },
      }),
      foldersCall('GET', '/folders/{folderId}', { token: b.token, params: { folderId: folderA._id } }),
      foldersCall('PATCH', '/folders/{folderId}', {
        token: b.token,
        params: { folderId: folderA._id },
        body: { name: 'Hijacked' },
      }),
      foldersCall('DELETE', '/folders/{folderId}', { token: b.token, params: { folderId: folderA._id } }),
      foldersCall('POST', '/folders/{folderId}/projects', {
        token: b.token,
        params: { folderId: folderA._id },
        body: { projectId: projectB._id },
      }),
      foldersCall('POST', '/folders/{folderId}/projects', {
        token: b.token,
        params: { folderId: folderB._id },
        body: { projectId: projectA._id },
      }),
      foldersCall('DELETE', '/folders/{folderId}/projects/{projectId}', {
        token: b.token,
        params: { folderId: folderA._id, projectId: projectA._id },
      }),
    ];
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 404));
  });

  it("left client A's project and folder as they were", async () => {
    const read = await projectsCall<Project>('GET', '/projects/{projectId}', {
      token: a.token,
      params: { projectId: projectA._id },
    });
    expect(read.body).toMatchObject({ name: 'Quokka Secret Launch', folder: folderA._id });
    expect(await openFolder(a, folderA._id)).toMatchObject({ name: 'A only', projectCount: 1 });
    expect((await openFolder(b, folderB._id)).projectCount).toBe(0);
  });

  it("never lists client A's items for client B", async () => {
    const everything = await listProjects(b, { projectsInfolder: 'any', limit: 100 });
    expect(ids(everything.items)).toEqual([projectB._id]);
    expect(everything.total).toBe(1);
    expect(ids(await listFolders(b))).toEqual([folderB._id]);
    expect(await searchProjects(b, 'quokka')).toEqual([]);
    expect(ids(await searchProjects(a, 'quokka'))).toEqual([projectA._id]);
  });
});

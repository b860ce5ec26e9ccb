import { foldersContract, projectsContract } from '@adpulse/shared';
import { invokeRoute } from '../support/invoke-route.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Folder } from '@adpulse/shared/folders/index';
import type { Project } from '@adpulse/shared/projects/index';
import { registeredUser, type SignedIn } from './accounts-fixtures.ts';
import {
  ids,
  listFolders,
  listProjects,
  moveIntoFolder,
  newFolder,
  newProject,
  openFolder,
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
      invokeRoute(projectsContract.routes.getProject, {
        token: b.token,
        params: { projectId: projectA._id },
      }),
      invokeRoute(projectsContract.routes.updateProject, {
        token: b.token,
        params: { projectId: projectA._id },
        body: { name: 'Hijacked' },
      }),
      invokeRoute(projectsContract.routes.deleteProject, {
        token: b.token,
        params: { projectId: projectA._id },
      }),
      invokeRoute(projectsContract.routes.listProjects, {
        token: b.token,
        params: { clientId: a.clientId },
      }),
      invokeRoute(projectsContract.routes.searchProjects, {
        token: b.token,
        params: { clientId: a.clientId },
        query: { search: 'quokka' },
      }),
      invokeRoute(foldersContract.routes.listFolders, { token: b.token, params: { clientId: a.clientId } }),
      invokeRoute(foldersContract.routes.createFolder, {
        token: b.token,
        params: { clientId: a.clientId },
        body: { name: 'Planted' },
      }),
      invokeRoute(foldersContract.routes.getFolder, { token: b.token, params: { folderId: folderA._id } }),
      invokeRoute(foldersContract.routes.renameFolder, {
        token: b.token,
        params: { folderId: folderA._id },
        body: { name: 'Hijacked' },
      }),
      invokeRoute(foldersContract.routes.deleteFolder, { token: b.token, params: { folderId: folderA._id } }),
      invokeRoute(foldersContract.routes.addProject, {
        token: b.token,
        params: { folderId: folderA._id },
        body: { projectId: projectB._id },
      }),
      invokeRoute(foldersContract.routes.addProject, {
        token: b.token,
        params: { folderId: folderB._id },
        body: { projectId: projectA._id },
      }),
      invokeRoute(foldersContract.routes.removeProject, {
        token: b.token,
        params: { folderId: folderA._id, projectId: projectA._id },
      }),
    ];
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 404));
  });

  it("left client A's project and folder as they were", async () => {
    const read = await invokeRoute(projectsContract.routes.getProject, {
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

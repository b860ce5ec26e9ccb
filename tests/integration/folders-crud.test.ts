import { foldersContract, projectsContract } from '@adpulse/shared';
import { invokeRoute, malformed } from '../support/invoke-route.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { registeredUser, type SignedIn } from './accounts-fixtures.ts';
import {
  expectStatus,
  ids,
  listFolders,
  listProjects,
  moveIntoFolder,
  newFolder,
  newProject,
  openFolder,
  setStatus,
} from './projects-fixtures.ts';

let user: SignedIn;
beforeAll(async () => {
  user = await registeredUser('folders');
}, 60_000);

describe('folders', () => {
  it('creates (201), lists newest first, renames and reads a folder', async () => {
    const older = await newFolder(user, 'Q1 Campaigns');
    const newer = await newFolder(user, '  TV Spots  ');
    expect(newer).toMatchObject({ name: 'TV Spots', projectCount: 0 });
    const listed = await listFolders(user);
    expect(ids(listed).slice(0, 2)).toEqual([newer._id, older._id]);

    const renamed = await invokeRoute(foldersContract.routes.renameFolder, {
      token: user.token,
      params: { folderId: older._id },
      body: { name: 'Q1 Campaigns 2026' },
    });
    expectStatus(renamed, 200);
    expect(renamed.body).toMatchObject({ _id: older._id, name: 'Q1 Campaigns 2026' });
    expect(await openFolder(user, older._id)).toMatchObject({
      name: 'Q1 Campaigns 2026',
      projects: [],
      total: 0,
    });
  });

  it('needs a name of 1 to 80 characters', async () => {
    for (const [name, message] of [
      ['', 'Name is required.'],
      ['x'.repeat(81), 'Invalid Name.'],
    ] as const) {
      const answer = await invokeRoute(foldersContract.routes.createFolder, {
        token: user.token,
        params: { clientId: user.clientId },
        body: { name },
      });
      expectStatus(answer, 400);
      expect(answer.error?.details).toMatchObject([{ field: 'name', message }]);
    }
    expect((await newFolder(user, 'y'.repeat(80))).name).toHaveLength(80);
  });

  it("lists a folder's projects with status, sort, limit and skip", async () => {
    const folder = await newFolder(user, 'Listed');
    const made: { id: string; status: 'pending' | 'active' | 'closed' }[] = [];
    for (const status of ['closed', 'pending', 'closed', 'active', 'closed', 'pending'] as const) {
      const project = await newProject(user, `Folder item ${made.length}`);
      if (status !== 'pending') await setStatus(user, project._id, status);
      await moveIntoFolder(user, folder._id, project._id);
      made.push({ id: project._id, status });
    }
    const of = (status: string) => made.filter((p) => p.status === status).map((p) => p.id);

    const whole = await openFolder(user, folder._id);
    expect(whole.projectCount).toBe(6);
    expect(whole.total).toBe(6);
    expect(ids(whole.projects)).toEqual([
      ...of('pending').reverse(),
      ...of('active'),
      ...of('closed').reverse(),
    ]);

    const closedAsc = await openFolder(user, folder._id, { projectsStatus: 'closed', sort: 'asc' });
    expect(closedAsc.total).toBe(3);
    expect(ids(closedAsc.projects)).toEqual(of('closed'));
    const paged = await openFolder(user, folder._id, { projectsStatus: 'closed', limit: 1, skip: 1 });
    expect(ids(paged.projects)).toEqual([of('closed')[1]]);

    const bad = await invokeRoute(foldersContract.routes.getFolder, {
      token: user.token,
      params: { folderId: folder._id },
      query: malformed({ sort: 'sideways' }),
    });
    expectStatus(bad, 400);
  });

  it('moves a project in (out of the list), between folders and out again', async () => {
    const first = await newFolder(user, 'First');
    const second = await newFolder(user, 'Second');
    const project = await newProject(user, 'Travelling project');
    const inList = async () =>
      ids((await listProjects(user, { projectsStatus: 'pending', limit: 100 })).items).includes(project._id);
    expect(await inList()).toBe(true);

    expect(await moveIntoFolder(user, first._id, project._id)).toMatchObject({
      _id: first._id,
      projectCount: 1,
    });
    expect(await inList()).toBe(false);
    const included = await listProjects(user, {
      projectsStatus: 'pending',
      projectsInfolder: 'include',
      limit: 100,
    });
    expect(included.items.find((item) => item._id === project._id)?.folder).toBe(first._id);

    expect(await moveIntoFolder(user, second._id, project._id)).toMatchObject({ projectCount: 1 });
    expect((await openFolder(user, first._id)).total).toBe(0);
    expect(ids((await openFolder(user, second._id)).projects)).toEqual([project._id]);
    expect(await moveIntoFolder(user, second._id, project._id)).toMatchObject({ projectCount: 1 });

    const notThere = await invokeRoute(foldersContract.routes.removeProject, {
      token: user.token,
      params: { folderId: first._id, projectId: project._id },
    });
    expectStatus(notThere, 404);
    const out = await invokeRoute(foldersContract.routes.removeProject, {
      token: user.token,
      params: { folderId: second._id, projectId: project._id },
    });
    expectStatus(out, 200);
    expect(out.body).toMatchObject({ _id: second._id, projectCount: 0 });
    expect(await inList()).toBe(true);
    const read = await invokeRoute(projectsContract.routes.getProject, {
      token: user.token,
      params: { projectId: project._id },
    });
    expect(read.body.folder).toBeNull();
  });

  it('moves through PATCH /projects/{projectId} too, and refuses an unknown folder', async () => {
    const folder = await newFolder(user, 'Patched');
    const project = await newProject(user, 'Patched project');
    const moved = await invokeRoute(projectsContract.routes.updateProject, {
      token: user.token,
      params: { projectId: project._id },
      body: { folder: folder._id },
    });
    expectStatus(moved, 200);
    expect((await openFolder(user, folder._id)).projectCount).toBe(1);
    const unknown = await invokeRoute(projectsContract.routes.updateProject, {
      token: user.token,
      params: { projectId: project._id },
      body: { folder: 'NO-SUCH-FOLDER' },
    });
    expectStatus(unknown, 404);
    const missing = await invokeRoute(foldersContract.routes.addProject, {
      token: user.token,
      params: { folderId: folder._id },
      body: { projectId: 'NO-SUCH-PROJECT' },
    });
    expectStatus(missing, 404);
  });

  it('deleting a folder puts its projects back in the list, nothing lost', async () => {
    const folder = await newFolder(user, 'Doomed');
    const kept = await Promise.all(
      ['Keep one', 'Keep two', 'Keep three'].map((name) => newProject(user, name)),
    );
    await setStatus(user, kept[2]?._id ?? '', 'closed');
    for (const project of kept) await moveIntoFolder(user, folder._id, project._id);
    const before = await listProjects(user, { projectsInfolder: 'any', limit: 100 });

    expectStatus(
      await invokeRoute(foldersContract.routes.deleteFolder, {
        token: user.token,
        params: { folderId: folder._id },
      }),
      204,
    );

    expectStatus(
      await invokeRoute(foldersContract.routes.getFolder, {
        token: user.token,
        params: { folderId: folder._id },
      }),
      404,
    );
    expect(ids(await listFolders(user))).not.toContain(folder._id);
    const after = await listProjects(user, { limit: 100 });
    for (const project of kept) {
      expect(after.items.find((item) => item._id === project._id)).toMatchObject({ folder: null });
    }
    expect((await listProjects(user, { projectsInfolder: 'any', limit: 100 })).total).toBe(before.total);
    const moveIntoDeleted = await invokeRoute(foldersContract.routes.addProject, {
      token: user.token,
      params: { folderId: folder._id },
      body: { projectId: kept[0]?._id ?? '' },
    });
    expectStatus(moveIntoDeleted, 404);
    expectStatus(
      await invokeRoute(foldersContract.routes.deleteFolder, {
        token: user.token,
        params: { folderId: folder._id },
      }),
      404,
    );
  });

  it('deleting a project in a folder updates the folder count', async () => {
    const folder = await newFolder(user, 'Counting');
    const project = await newProject(user, 'Short-lived');
    await moveIntoFolder(user, folder._id, project._id);
    expectStatus(
      await invokeRoute(projectsContract.routes.deleteProject, {
        token: user.token,
        params: { projectId: project._id },
      }),
      204,
    );
    expect(await openFolder(user, folder._id)).toMatchObject({ projectCount: 0, total: 0, projects: [] });
  });
});

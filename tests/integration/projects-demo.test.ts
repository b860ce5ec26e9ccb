import { projectsContract } from '@adpulse/shared';
import { invokeRoute } from '../support/invoke-route.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_STATUSES } from '@adpulse/shared/projects/index';
import { seedDemoWorkspace } from '../../functions/src/workflows/index.ts';
import { registeredUser, type SignedIn } from './accounts-fixtures.ts';
import { listFolders, listProjects, openFolder, expectStatus } from './projects-fixtures.ts';

let user: SignedIn;
beforeAll(async () => {
  user = await registeredUser('demo');
}, 60_000);

describe('seedDemoWorkspace (demo projects and folders)', () => {
  it('gives a client folders and projects in every status, some in folders', async () => {
    await seedDemoWorkspace(user.clientId, { projects: 30, folders: 4 });
    const all = await listProjects(user, { projectsInfolder: 'any', limit: 100 });
    expect(all.total).toBe(30);
    for (const status of PROJECT_STATUSES) {
      expect(
        all.items.some((item) => item.status === status),
        status,
      ).toBe(true);
    }
    const pendingSteps = new Set(
      all.items.filter((item) => item.status === 'pending').map((item) => item.step),
    );
    expect([...pendingSteps].sort()).toEqual([1, 2, 3, 4, 5]);
    for (const item of all.items.filter((item) => item.status === 'closed')) {
      expect(Date.parse(item.closed ?? '')).toBeGreaterThan(Date.parse(item.created));
    }
    const folders = await listFolders(user);
    expect(folders).toHaveLength(4);
    const filed = folders.reduce((sum, folder) => sum + folder.projectCount, 0);
    expect(filed).toBeGreaterThan(0);
    expect((await listProjects(user, { projectsInfolder: 'include', limit: 100 })).total).toBe(filed);
    const [first] = folders;
    expect((await openFolder(user, first?._id ?? '')).projects.length).toBe(first?.projectCount);
    const detail = await invokeRoute(projectsContract.routes.getProject, {
      token: user.token,
      params: { projectId: all.items[0]?._id ?? '' },
    });
    expectStatus(detail, 200);
    expect(detail.body).toMatchObject({ analysis: null });
  });

  it('is idempotent, and a deleted demo project stays deleted', async () => {
    const before = await listProjects(user, { projectsInfolder: 'any', limit: 100 });
    const victim = before.items.find((item) => item.status !== 'active');
    expectStatus(
      await invokeRoute(projectsContract.routes.deleteProject, {
        token: user.token,
        params: { projectId: victim?._id ?? '' },
      }),
      204,
    );
    await seedDemoWorkspace(user.clientId, { projects: 30, folders: 4 });
    const after = await listProjects(user, { projectsInfolder: 'any', limit: 100 });
    expect(after.total).toBe(29);
    expect(await listFolders(user)).toHaveLength(4);
  });
});

import { accountsContract, projectsContract } from '@adpulse/shared';
import { invokeRoute, probeRoute } from '../support/invoke-route.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '@adpulse/shared/projects/index';
import { customTeam, type SignedIn, type Team } from './accounts-fixtures.ts';
import {
  expectStatus,
  ids,
  listFolders,
  listProjects,
  moveIntoFolder,
  newFolder,
  newProject,
  openFolder,
  searchProjects,
} from './projects-fixtures.ts';

/**
 * A multi-user client with Milano (shares its projects) and Roma (does not): the admin sees
 * every branch; a user of Milano sees Milano and projects without a branch; a researcher of
 * Roma sees Roma, Milano (shared) and projects without a branch.
 */
let team: Team;
let milanoProject: Project;
let romaProject: Project;
let sharedProject: Project;
let branchUsersProject: Project;

beforeAll(async () => {
  team = await customTeam('visibility');
  milanoProject = await newProject(team.admin, 'Milano Panettone Spot', { branchId: team.milano });
  romaProject = await newProject(team.admin, 'Roma Gelato Spot', { branchId: team.roma });
  sharedProject = await newProject(team.admin, 'Headquarters Brand Film');
  branchUsersProject = await newProject(team.branch, 'Bruno Branch Teaser');
}, 180_000);

const visibleTo = async (user: SignedIn) =>
  ids((await listProjects(user, { projectsInfolder: 'any', limit: 100 })).items).sort();

describe('projects by branch', () => {
  it('a branch user creates in its own branch, and only there', async () => {
    expect(branchUsersProject.branchId).toBe(team.milano);
    const elsewhere = await invokeRoute(projectsContract.routes.createProject, {
      token: team.branch.token,
      body: { name: 'Elsewhere', type: 'discover', branchId: team.roma },
    });
    expectStatus(elsewhere, 400);
    expect(romaProject.branchId).toBe(team.roma);
    expect(sharedProject).not.toHaveProperty('branchId');
  });

  it('lists what each user may see', async () => {
    const all = [milanoProject, romaProject, sharedProject, branchUsersProject].map((p) => p._id).sort();
    expect(await visibleTo(team.admin)).toEqual(all);
    expect(await visibleTo(team.branch)).toEqual(
      [milanoProject._id, sharedProject._id, branchUsersProject._id].sort(),
    );
    expect(await visibleTo(team.collaborator)).toEqual(
      [milanoProject._id, sharedProject._id, branchUsersProject._id].sort(),
    );
    expect(await visibleTo(team.researcher)).toEqual(all);
    expect((await listProjects(team.branch, { projectsInfolder: 'any' })).total).toBe(3);
  });

  it('answers 404 on a project of a branch the caller may not see, and search skips it', async () => {
    for (const [route, body] of [
      [projectsContract.routes.getProject, undefined],
      [projectsContract.routes.updateProject, { name: 'Renamed' }],
      [projectsContract.routes.deleteProject, undefined],
    ] as const) {
      const answer = await probeRoute(route, {
        token: team.branch.token,
        params: { projectId: romaProject._id },
        ...(body ? { body } : {}),
      });
      expectStatus(answer, 404);
    }
    expect(await searchProjects(team.branch, 'gelato')).toEqual([]);
    expect(ids(await searchProjects(team.researcher, 'gelato'))).toEqual([romaProject._id]);
    expect(ids(await searchProjects(team.branch, 'panettone'))).toEqual([milanoProject._id]);
  });

  it('counts and lists in a folder only the projects the caller sees', async () => {
    const folder = await newFolder(team.admin, 'Both branches');
    await moveIntoFolder(team.admin, folder._id, milanoProject._id);
    await moveIntoFolder(team.admin, folder._id, romaProject._id);
    expect(await openFolder(team.admin, folder._id)).toMatchObject({ projectCount: 2, total: 2 });
    const seenByBranch = await openFolder(team.branch, folder._id);
    expect(seenByBranch).toMatchObject({ projectCount: 1, total: 1 });
    expect(ids(seenByBranch.projects)).toEqual([milanoProject._id]);
    expect((await listFolders(team.branch)).find((f) => f._id === folder._id)?.projectCount).toBe(1);
  });

  it('follows the sharing setting and branch reassignment', async () => {
    const shared = await invokeRoute(accountsContract.routes.updateBranch, {
      token: team.admin.token,
      params: { clientId: team.admin.clientId, branchId: team.roma },
      body: { shareProjects: true },
    });
    expectStatus(shared, 200);
    expect(await visibleTo(team.branch)).toContain(romaProject._id);

    const refused = await invokeRoute(projectsContract.routes.updateProject, {
      token: team.branch.token,
      params: { projectId: milanoProject._id },
      body: { branchId: team.roma },
    });
    expectStatus(refused, 403);

    const unshared = await invokeRoute(accountsContract.routes.updateBranch, {
      token: team.admin.token,
      params: { clientId: team.admin.clientId, branchId: team.roma },
      body: { shareProjects: false },
    });
    expectStatus(unshared, 200);
    const moved = await invokeRoute(projectsContract.routes.updateProject, {
      token: team.admin.token,
      params: { projectId: sharedProject._id },
      body: { branchId: team.roma },
    });
    expectStatus(moved, 200);
    expect(moved.body.branchId).toBe(team.roma);
    expect(await visibleTo(team.branch)).not.toContain(sharedProject._id);
    expect(await searchProjects(team.branch, 'headquarters')).toEqual([]);
    expect(ids(await searchProjects(team.admin, 'headquarters'))).toEqual([sharedProject._id]);
  });
});

import { foldersContract } from '@adpulse/shared';
import { invokeRoute } from '../support/invoke-route.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '@adpulse/shared/projects/index';
import { customTeam, type SignedIn, type Team } from './accounts-fixtures.ts';
import {
  expectStatus,
  ids,
  listFolders,
  moveIntoFolder,
  newFolder,
  newProject,
  openFolder,
} from './projects-fixtures.ts';

/**
 * Folders follow the project visibility rules. Milano shares its projects, Roma does not: the
 * branch user and the collaborator (both of Milano) do not see Roma's projects, the researcher
 * (Roma) sees everything. A folder is renamed or deleted only by someone who sees every project
 * it holds; a researcher, only the folders it created.
 */
let team: Team;
let romaProject: Project;
let milanoProject: Project;

beforeAll(async () => {
  team = await customTeam('folder-scope');
  [romaProject, milanoProject] = await Promise.all([
    newProject(team.admin, 'Roma Gelato Spot', { branchId: team.roma }),
    newProject(team.admin, 'Milano Panettone Spot', { branchId: team.milano }),
  ]);
}, 180_000);

const rename = (user: SignedIn, folderId: string, name: string) =>
  invokeRoute(foldersContract.routes.renameFolder, {
    token: user.token,
    params: { folderId },
    body: { name },
  });
const remove = (user: SignedIn, folderId: string) =>
  invokeRoute(foldersContract.routes.deleteFolder, {
    token: user.token,
    params: { folderId },
  });

const HIDDEN_PROJECTS = {
  code: 'folders.hidden_projects',
  message:
    'This folder also holds projects you cannot see: only someone who sees them all can rename or delete it.',
};

describe('folders and branch scope', () => {
  it('a user of Milano cannot rename or delete a folder holding only a Roma project', async () => {
    const folder = await newFolder(team.admin, 'Roma only');
    await moveIntoFolder(team.admin, folder._id, romaProject._id);
    for (const user of [team.branch, team.collaborator]) {
      expect((await listFolders(user)).find((f) => f._id === folder._id)?.projectCount).toBe(0);
      const renamed = await rename(user, folder._id, 'Taken over');
      expectStatus(renamed, 409);
      expect(renamed.body).toEqual(HIDDEN_PROJECTS);
      const deleted = await remove(user, folder._id);
      expectStatus(deleted, 409);
      expect(deleted.body).toEqual(HIDDEN_PROJECTS);
    }
    const seenByAdmin = await openFolder(team.admin, folder._id);
    expect(seenByAdmin).toMatchObject({ name: 'Roma only', projectCount: 1 });
    expect(ids(seenByAdmin.projects)).toEqual([romaProject._id]);
  });

  it('in Italian too', async () => {
    const folder = await newFolder(team.admin, 'Solo Roma');
    await moveIntoFolder(team.admin, folder._id, romaProject._id);
    const answer = await invokeRoute(foldersContract.routes.deleteFolder, {
      token: team.branch.token,
      params: { folderId: folder._id },
      lang: 'it',
    });
    expectStatus(answer, 409);
    expect(answer.error?.message).toBe(
      'Questa cartella contiene anche progetti che non puoi vedere: solo chi li vede tutti può rinominarla o eliminarla.',
    );
  });

  it('a user of Milano renames and deletes folders whose projects it all sees', async () => {
    const empty = await newFolder(team.admin, 'Empty');
    expectStatus(await rename(team.branch, empty._id, 'Still empty'), 200);
    expectStatus(await remove(team.branch, empty._id), 204);

    const mine = await newFolder(team.admin, 'Milano and headquarters');
    const headquarters = await newProject(team.admin, 'Headquarters Brand Film');
    await moveIntoFolder(team.admin, mine._id, milanoProject._id);
    await moveIntoFolder(team.admin, mine._id, headquarters._id);
    const renamed = await rename(team.collaborator, mine._id, 'Milano spots');
    expectStatus(renamed, 200);
    expect(renamed.body).toMatchObject({ name: 'Milano spots', projectCount: 2 });
    expectStatus(await remove(team.branch, mine._id), 204);
  });

  it('moves only the projects the caller sees', async () => {
    const folder = await newFolder(team.branch, 'Branch folder');
    const hidden = await invokeRoute(foldersContract.routes.addProject, {
      token: team.branch.token,
      params: { folderId: folder._id },
      body: { projectId: romaProject._id },
    });
    expectStatus(hidden, 404);
    expect((await moveIntoFolder(team.branch, folder._id, milanoProject._id)).projectCount).toBe(1);
  });

  it('a researcher renames and deletes only the folders it created', async () => {
    const folder = await newFolder(team.admin, 'Campaigns');
    expectStatus(await rename(team.researcher, folder._id, 'Mine now'), 403);
    expectStatus(await remove(team.researcher, folder._id), 403);
    expect((await listFolders(team.admin)).find((f) => f._id === folder._id)?.name).toBe('Campaigns');

    const own = await newFolder(team.researcher, 'Researcher picks');
    const project = await newProject(team.researcher, 'Roma Espresso Spot');
    expect((await moveIntoFolder(team.researcher, own._id, project._id)).projectCount).toBe(1);
    const out = await invokeRoute(foldersContract.routes.removeProject, {
      token: team.researcher.token,
      params: { folderId: own._id, projectId: project._id },
    });
    expectStatus(out, 200);
    expectStatus(await rename(team.researcher, own._id, 'Researcher favourites'), 200);
    expectStatus(await remove(team.researcher, own._id), 204);
  });
});

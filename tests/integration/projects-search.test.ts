import { projectsContract } from '@adpulse/shared';
import { invokeRoute } from '../support/invoke-route.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { registeredUser, type SignedIn } from './accounts-fixtures.ts';
import { expectStatus, ids, newProject, searchProjects } from './projects-fixtures.ts';

let user: SignedIn;
const projects: Record<string, string> = {};

beforeAll(async () => {
  user = await registeredUser('search');
  for (const name of [
    'Coca-Cola Summer 2026',
    'Été à la Plage — Marea Suncare',
    'Volta E-Bikes Spring Launch',
    'Summer Festival Sponsorship',
    'Castello Gelato Summer Teaser',
  ]) {
    projects[name] = (await newProject(user, name))._id;
  }
}, 60_000);

const id = (name: string) => projects[name] as string;

describe('GET /clients/{clientId}/projects/search', () => {
  it('finds a project by a word of its name, or the start of one, in any case', async () => {
    expect(ids(await searchProjects(user, 'volta'))).toEqual([id('Volta E-Bikes Spring Launch')]);
    expect(ids(await searchProjects(user, 'BIK'))).toEqual([id('Volta E-Bikes Spring Launch')]);
    expect(await searchProjects(user, 'olta')).toEqual([]);
  });

  it('ignores accents both ways', async () => {
    expect(ids(await searchProjects(user, 'ete'))).toEqual([id('Été à la Plage — Marea Suncare')]);
    expect(ids(await searchProjects(user, 'plagé'))).toEqual([id('Été à la Plage — Marea Suncare')]);
  });

  it('needs every word of the search, newest first among projects sharing the word', async () => {
    const summer = await searchProjects(user, 'summer');
    expect(ids(summer)).toEqual([
      id('Castello Gelato Summer Teaser'),
      id('Summer Festival Sponsorship'),
      id('Coca-Cola Summer 2026'),
    ]);
    expect(ids(await searchProjects(user, 'summer cola'))).toEqual([id('Coca-Cola Summer 2026')]);
    expect(await searchProjects(user, 'summer volta')).toEqual([]);
  });

  it('answers cards, at most `limit` (default 10)', async () => {
    const [first] = await searchProjects(user, 'summer', 1);
    expect(first).toMatchObject({
      _id: id('Castello Gelato Summer Teaser'),
      status: 'pending',
      step: 1,
      type: 'discover',
    });
    expect(await searchProjects(user, 'summer', 2)).toHaveLength(2);
    const many = await Promise.all(Array.from({ length: 12 }, (_, i) => newProject(user, `Bulk Item ${i}`)));
    expect(many).toHaveLength(12);
    expect(await searchProjects(user, 'bulk')).toHaveLength(10);
    expect(await searchProjects(user, 'bulk', 50)).toHaveLength(12);
  });

  it('follows renames', async () => {
    const project = await newProject(user, 'Orto Fresco Autumn');
    const renamed = await invokeRoute(projectsContract.routes.updateProject, {
      token: user.token,
      params: { projectId: project._id },
      body: { name: 'Orto Fresco Winter' },
    });
    expectStatus(renamed, 200);
    expect(await searchProjects(user, 'autumn')).toEqual([]);
    expect(ids(await searchProjects(user, 'winter orto'))).toEqual([project._id]);
  });

  it('needs a search text (400)', async () => {
    const answer = await invokeRoute(projectsContract.routes.searchProjects, {
      token: user.token,
      params: { clientId: user.clientId },
      query: { search: '  ' },
    });
    expectStatus(answer, 400);
    expect(answer.error?.details?.map((detail) => detail.field)).toEqual(['search']);
  });
});

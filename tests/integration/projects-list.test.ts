import { projectsContract } from '@adpulse/shared';
import { invokeRoute, malformed } from '../support/invoke-route.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { isLastPage, type ProjectSummary } from '@adpulse/shared/projects/index';
import { registeredUser, type SignedIn } from './accounts-fixtures.ts';
import {
  expectStatus,
  ids,
  listProjects,
  moveIntoFolder,
  newFolder,
  newProject,
  setStatus,
} from './projects-fixtures.ts';

/**
 * One client with 3 pending, 4 active and 35 closed projects, created one after the other;
 * one pending, one active and two closed projects sit in a folder.
 */
let user: SignedIn;
const created: Record<'pending' | 'active' | 'closed', string[]> = { pending: [], active: [], closed: [] };
const inFolder = new Set<string>();

beforeAll(async () => {
  user = await registeredUser('lists');
  const plan: ('pending' | 'active' | 'closed')[] = [
    ...Array<'closed'>(20).fill('closed'),
    'pending',
    'active',
    'active',
    ...Array<'closed'>(15).fill('closed'),
    'pending',
    'active',
    'pending',
    'active',
  ];
  for (const [index, status] of plan.entries()) {
    const project = await newProject(user, `List project ${String(index).padStart(2, '0')}`);
    if (status !== 'pending') await setStatus(user, project._id, status);
    created[status].push(project._id);
  }
  const folder = await newFolder(user, 'Filed');
  for (const id of [created.pending[2], created.active[1], created.closed[3], created.closed[10]]) {
    if (!id) throw new Error('missing project');
    await moveIntoFolder(user, folder._id, id);
    inFolder.add(id);
  }
}, 120_000);

const newestFirst = (list: string[]) => [...list].reverse();
const outside = (list: string[]) => list.filter((id) => !inFolder.has(id));
const inside = (list: string[]) => list.filter((id) => inFolder.has(id));

describe('GET /clients/{clientId}/projects', () => {
  it('defaults: projects not in a folder, newest first, 30 at a time, with the total', async () => {
    const page = await listProjects(user, { projectsStatus: 'closed' });
    expect(page.total).toBe(33);
    expect(ids(page.items)).toEqual(newestFirst(outside(created.closed)).slice(0, 30));
    const first = page.items[0] as ProjectSummary;
    expect(first).toMatchObject({ status: 'closed', step: 6, type: 'discover', folder: null });
    expect(first.closed).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('sorts oldest first with sort=asc', async () => {
    const page = await listProjects(user, { projectsStatus: 'closed', sort: 'asc', limit: 100 });
    expect(ids(page.items)).toEqual(outside(created.closed));
    const dec = await listProjects(user, { projectsStatus: 'closed', sort: 'dec', limit: 100 });
    expect(ids(dec.items)).toEqual(newestFirst(outside(created.closed)));
  });

  it('projectsInfolder include answers only projects in a folder, any answers both', async () => {
    const included = await listProjects(user, { projectsStatus: 'closed', projectsInfolder: 'include' });
    expect(included.total).toBe(2);
    expect(ids(included.items)).toEqual(newestFirst(inside(created.closed)));
    expect(included.items.every((item) => item.folder)).toBe(true);

    const any = await listProjects(user, { projectsStatus: 'closed', projectsInfolder: 'any', limit: 100 });
    expect(any.total).toBe(35);
    expect(ids(any.items)).toEqual(newestFirst(created.closed));
  });

  it('limit and skip cut the same order', async () => {
    const all = newestFirst(created.closed);
    for (const [skip, limit] of [
      [0, 1],
      [5, 7],
      [30, 30],
      [34, 10],
      [35, 10],
    ] as const) {
      const page = await listProjects(user, {
        projectsStatus: 'closed',
        projectsInfolder: 'any',
        skip,
        limit,
      });
      expect(ids(page.items), `skip ${skip} limit ${limit}`).toEqual(all.slice(skip, skip + limit));
      expect(page.total).toBe(35);
    }
  });

  it('dashboard: closed projects 30 at a time until a page is short, then 10 active, projectsInfolder any', async () => {
    const loaded: ProjectSummary[] = [];
    let calls = 0;
    for (;;) {
      const page = await listProjects(user, {
        projectsStatus: 'closed',
        limit: 30,
        skip: loaded.length,
        projectsInfolder: 'any',
      });
      calls += 1;
      loaded.push(...page.items);
      if (isLastPage(page.items.length, 30)) break;
    }
    expect(calls).toBe(2);
    expect(ids(loaded)).toEqual(newestFirst(created.closed));
    const active = await listProjects(user, { projectsStatus: 'active', limit: 10, projectsInfolder: 'any' });
    expect(ids(active.items)).toEqual(newestFirst(created.active));
    expect(active.items.every((item) => item.status === 'active' && item.step === 6)).toBe(true);
  });

  it('without projectsStatus answers pending, then active, then closed, each newest first', async () => {
    const expected = [
      ...newestFirst(outside(created.pending)),
      ...newestFirst(outside(created.active)),
      ...newestFirst(outside(created.closed)),
    ];
    const whole = await listProjects(user, { limit: 100 });
    expect(whole.total).toBe(expected.length);
    expect(ids(whole.items)).toEqual(expected);
    for (const [skip, limit] of [
      [1, 3],
      [2, 30],
      [6, 5],
    ] as const) {
      const page = await listProjects(user, { skip, limit });
      expect(ids(page.items), `skip ${skip} limit ${limit}`).toEqual(expected.slice(skip, skip + limit));
    }
    const asc = await listProjects(user, { limit: 4, sort: 'asc', projectsInfolder: 'include' });
    expect(ids(asc.items)).toEqual([
      ...inside(created.pending),
      ...inside(created.active),
      ...inside(created.closed),
    ]);
  });

  it('answers 400 with one detail per bad parameter', async () => {
    const answer = await invokeRoute(projectsContract.routes.listProjects, {
      token: user.token,
      params: { clientId: user.clientId },
      query: malformed({
        limit: 0,
        skip: -1,
        projectsStatus: 'archived',
        sort: 'up',
        projectsInfolder: 'maybe',
      }),
    });
    expectStatus(answer, 400);
    expect(answer.error?.code).toBe('common.validation');
    expect(answer.error?.details?.map((detail) => detail.field).sort()).toEqual([
      'limit',
      'projectsInfolder',
      'projectsStatus',
      'skip',
      'sort',
    ]);
  });

  it('needs a session', async () => {
    const answer = await invokeRoute(projectsContract.routes.listProjects, {
      params: { clientId: user.clientId },
    });
    expectStatus(answer, 401);
  });
});

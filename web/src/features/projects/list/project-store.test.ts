import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProjectStatus, ProjectSummary } from '@adpulse/shared/projects/index';
import { configureApiClient } from '../../../api/client.ts';
import { appStore, dispatch } from '../../../state/app-store.ts';
import {
  ensureDashboardProjects,
  folderDeleted,
  isLoaded,
  loadState,
  projectDeleted,
  projectMoved,
  projectsOf,
  totalsFor,
} from './project-store.ts';

const project = (status: ProjectStatus, index: number, folder: string | null = null): ProjectSummary => ({
  _id: `${status}-${index}`,
  name: `${status} ${index}`,
  type: 'discover',
  status,
  step: 6,
  viewer: 'tv',
  thumbnail: null,
  folder,
  created: '2026-01-01T00:00:00.000Z',
  closed: null,
});

const server: Record<ProjectStatus, ProjectSummary[]> = {
  closed: Array.from({ length: 35 }, (_, index) => project('closed', index, index === 0 ? 'f1' : null)),
  active: [project('active', 0)],
  pending: [project('pending', 0, 'f1')],
};
const requests: URL[] = [];

function answer(url: URL): Response {
  const status = url.searchParams.get('projectsStatus') as ProjectStatus;
  const skip = Number(url.searchParams.get('skip'));
  const limit = Number(url.searchParams.get('limit'));
  const items = server[status].slice(skip, skip + limit);
  return new Response(JSON.stringify({ items, total: server[status].length }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

const settled = () =>
  new Promise<void>((resolve) => {
    const check = () => (loadState.getState().phase === 'loading' ? setTimeout(check, 1) : resolve());
    check();
  });

beforeEach(() => {
  requests.length = 0;
  configureApiClient({
    baseUrl: 'http://api.test/api',
    token: () => 'token',
    language: () => 'en',
    onUnauthorized: () => undefined,
    onResultsMissing: () => undefined,
    loading: () => undefined,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input);
      requests.push(url);
      return answer(url);
    }),
  );
  dispatch({
    type: 'session/loggedIn',
    session: {
      token: 'token',
      clientId: 'c1',
      userId: 'u1',
      subType: 'admin',
      branchId: null,
      clientType: 'regular',
      multiUser: false,
      clockSkewMs: 0,
      firstLogin: false,
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  dispatch({ type: 'session/loggedOut' });
});

describe('the dashboard list in the store', () => {
  it('loads once, keeps the list and totals, and skips loading when already loaded', async () => {
    ensureDashboardProjects('c1');
    ensureDashboardProjects('c1');
    await settled();
    const list = appStore.getState().projects.list;
    expect(isLoaded(list)).toBe(true);
    expect(projectsOf(list)).toHaveLength(37);
    expect(totalsFor(list)).toEqual({ closed: 35, active: 1, pending: 1 });
    expect(requests.map((url) => url.pathname)).toEqual(Array(4).fill('/api/clients/c1/projects'));

    ensureDashboardProjects('c1');
    await settled();
    expect(requests).toHaveLength(4);
  });

  it('keeps a moved, deleted or unfoldered project in step without loading again', async () => {
    ensureDashboardProjects('c1');
    await settled();
    projectMoved('closed-5', 'f2');
    projectDeleted({ _id: 'active-0', status: 'active' });
    folderDeleted('f1');
    const list = appStore.getState().projects.list;
    expect(isLoaded(list)).toBe(true);
    const projects = projectsOf(list);
    expect(projects.find((p) => p._id === 'closed-5')?.folder).toBe('f2');
    expect(projects.some((p) => p._id === 'active-0')).toBe(false);
    expect(projects.filter((p) => p.folder === 'f1')).toEqual([]);
    expect(totalsFor(list)).toEqual({ closed: 35, active: 0, pending: 1 });
    expect(requests).toHaveLength(4);
  });

  it('loads again after a logout emptied the list', async () => {
    ensureDashboardProjects('c1');
    await settled();
    dispatch({ type: 'session/loggedOut' });
    expect(isLoaded(appStore.getState().projects.list)).toBe(false);
  });

  it('drops pages that arrive for a client no longer signed in', async () => {
    ensureDashboardProjects('c1');
    dispatch({ type: 'session/loggedOut' });
    await settled();
    expect(appStore.getState().projects.list).toEqual([]);
  });

  it('reports a failed load and loads again on retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"down","code":"common.internal"}', { status: 503 })),
    );
    ensureDashboardProjects('c1');
    await settled();
    expect(loadState.getState()).toMatchObject({ phase: 'failed' });
    expect(loadState.getState().error?.code).toBe('common.internal');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => answer(new URL(input))),
    );
    ensureDashboardProjects('c1');
    await settled();
    expect(isLoaded(appStore.getState().projects.list)).toBe(true);
  });
});

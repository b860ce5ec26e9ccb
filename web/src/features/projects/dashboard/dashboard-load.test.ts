import { describe, expect, it } from 'vitest';
import type { ProjectListOptions, ProjectStatus, ProjectSummary } from '@adpulse/shared/projects/index';
import { loadDashboardProjects } from './dashboard-load.ts';

const project = (status: ProjectStatus, index: number): ProjectSummary => ({
  _id: `${status}-${index}`,
  name: `${status} ${index}`,
  type: 'discover',
  status,
  step: status === 'pending' ? 2 : 6,
  viewer: 'tv',
  thumbnail: null,
  folder: null,
  created: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
  closed: null,
});

/** A fake API over fixed counts per status that records every call's query. */
function api(counts: Record<ProjectStatus, number>) {
  const calls: ProjectListOptions[] = [];
  const fetchPage = async (query: ProjectListOptions) => {
    calls.push(query);
    const status = query.projectsStatus as ProjectStatus;
    const all = Array.from({ length: counts[status] }, (_, index) => project(status, index));
    const skip = Number(query.skip ?? 0);
    return { items: all.slice(skip, skip + Number(query.limit)), total: all.length };
  };
  return { calls, fetchPage };
}

describe('dashboard loading', () => {
  it('reads closed pages of 30 until one is short, then active and pending pages of 10, all with projectsInfolder any', async () => {
    const { calls, fetchPage } = api({ closed: 65, active: 14, pending: 3 });
    const loaded = await loadDashboardProjects(fetchPage);
    expect(calls).toEqual([
      { projectsStatus: 'closed', limit: 30, skip: 0, sort: 'dec', projectsInfolder: 'any' },
      { projectsStatus: 'closed', limit: 30, skip: 30, sort: 'dec', projectsInfolder: 'any' },
      { projectsStatus: 'closed', limit: 30, skip: 60, sort: 'dec', projectsInfolder: 'any' },
      { projectsStatus: 'active', limit: 10, skip: 0, sort: 'dec', projectsInfolder: 'any' },
      { projectsStatus: 'pending', limit: 10, skip: 0, sort: 'dec', projectsInfolder: 'any' },
    ]);
    expect(loaded.projects.filter((p) => p.status === 'closed')).toHaveLength(65);
    expect(loaded.projects.filter((p) => p.status === 'active')).toHaveLength(10);
    expect(loaded.projects.filter((p) => p.status === 'pending')).toHaveLength(3);
    expect(loaded.totals).toEqual({ closed: 65, active: 14, pending: 3 });
  });

  it('asks once more when the closed count is an exact multiple of the page size', async () => {
    const { calls, fetchPage } = api({ closed: 60, active: 0, pending: 0 });
    await loadDashboardProjects(fetchPage);
    expect(calls.filter((call) => call.projectsStatus === 'closed').map((call) => call.skip)).toEqual([
      0, 30, 60,
    ]);
  });

  it('reports the growing list after each page, closed first and active appended', async () => {
    const { fetchPage } = api({ closed: 31, active: 2, pending: 1 });
    const sizes: number[] = [];
    await loadDashboardProjects(fetchPage, ({ projects }) => sizes.push(projects.length));
    expect(sizes).toEqual([30, 31, 33, 34]);
  });

  it('stops at the first failing call', async () => {
    const { fetchPage } = api({ closed: 45, active: 2, pending: 1 });
    let calls = 0;
    const failing = async (query: ProjectListOptions) => {
      calls += 1;
      if (calls === 2) throw new Error('offline');
      return fetchPage(query);
    };
    await expect(loadDashboardProjects(failing)).rejects.toThrow('offline');
    expect(calls).toBe(2);
  });
});

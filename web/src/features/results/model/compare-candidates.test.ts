import { describe, expect, it } from 'vitest';
import type { ProjectSummary } from '@adpulse/shared/projects/index';
import { compareCandidates, withResults } from './compare-candidates.ts';

function project(_id: string, status: ProjectSummary['status']): ProjectSummary {
  return {
    _id,
    name: `Project ${_id}`,
    type: 'discover',
    status,
    step: 6,
    viewer: 'tv',
    thumbnail: null,
    folder: null,
    created: '2026-11-01T10:00:00.000Z',
    closed: status === 'closed' ? '2026-11-02T10:00:00.000Z' : null,
  };
}

describe('compareCandidates', () => {
  it('lists the other closed projects first, then the active ones with results, never the project itself', () => {
    const closed = [project('c1', 'closed'), project('self', 'closed'), project('c2', 'closed')];
    const active = [project('a1', 'active')];
    expect(compareCandidates('self', closed, active).map((item) => item._id)).toEqual(['c1', 'c2', 'a1']);
  });

  it('lists a project once and leaves out projects still being configured', () => {
    const closed = [project('c1', 'closed')];
    const active = [project('c1', 'closed'), project('p1', 'pending'), project('a1', 'active')];
    expect(compareCandidates('self', closed, active).map((item) => item._id)).toEqual(['c1', 'a1']);
  });

  it('is empty when the client has no other project with results', () => {
    expect(compareCandidates('self', [project('self', 'closed')], [])).toEqual([]);
  });
});

describe('withResults', () => {
  it('keeps only the projects whose analysis exists, closed ones included', async () => {
    const analysed = new Set(['c1', 'a1']);
    const read = (projectId: string) =>
      Promise.resolve({ analysis: analysed.has(projectId) ? { runId: 'r' } : null });
    const listed = [
      project('c1', 'closed'),
      project('c2', 'closed'),
      project('a1', 'active'),
      project('a2', 'active'),
    ];
    expect((await withResults(listed, read)).map((item) => item._id)).toEqual(['c1', 'a1']);
  });
});

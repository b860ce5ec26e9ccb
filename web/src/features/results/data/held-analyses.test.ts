import { describe, expect, it } from 'vitest';
import { analysisKey, dropUnheldAnalyses } from './held-analyses.ts';

const CLIENT = 'client-1';

/** A cache as SWR keeps it after reading the analyses of the given projects, plus other reads. */
function cacheWith(projectIds: readonly string[]): Map<string, unknown> {
  const cache = new Map<string, unknown>([
    ['projects.getProject {"params":{"projectId":"a"}}', { name: 'A' }],
    ['analysis.getNorms {"query":{}}', { seed: true }],
  ]);
  for (const id of projectIds) cache.set(analysisKey(CLIENT, id), { data: { projectId: id } });
  return cache;
}

function heldProjects(cache: Map<string, unknown>): string[] {
  return ['a', 'b', 'c', 'd'].filter((id) => cache.has(analysisKey(CLIENT, id)));
}

describe('at most a main and a comparison analysis are held', () => {
  it('moving from comparison a–b to a–c drops b and keeps a, c and every other read', () => {
    const cache = cacheWith(['a', 'b']);
    expect(dropUnheldAnalyses(cache, CLIENT, { main: 'a', comparison: 'b' })).toEqual([]);
    cache.set(analysisKey(CLIENT, 'c'), { data: { projectId: 'c' } });
    expect(dropUnheldAnalyses(cache, CLIENT, { main: 'a', comparison: 'c' })).toEqual([
      analysisKey(CLIENT, 'b'),
    ]);
    expect(heldProjects(cache)).toEqual(['a', 'c']);
    expect(cache.has('projects.getProject {"params":{"projectId":"a"}}')).toBe(true);
    expect(cache.has('analysis.getNorms {"query":{}}')).toBe(true);
  });

  it('a project shown alone keeps only its own analysis, whatever was read before', () => {
    const cache = cacheWith(['a', 'b', 'c', 'd']);
    expect(dropUnheldAnalyses(cache, CLIENT, { main: 'd', comparison: null })).toHaveLength(3);
    expect(heldProjects(cache)).toEqual(['d']);
  });

  it('never holds more than two analyses along a walk through screens', () => {
    const cache = new Map<string, unknown>();
    const walk = [
      { main: 'a', comparison: null },
      { main: 'a', comparison: 'b' },
      { main: 'a', comparison: 'c' },
      { main: 'c', comparison: 'd' },
      { main: 'b', comparison: null },
    ];
    for (const screen of walk) {
      for (const id of [screen.main, screen.comparison]) if (id) cache.set(analysisKey(CLIENT, id), {});
      dropUnheldAnalyses(cache, CLIENT, screen);
      expect(heldProjects(cache)).toEqual(
        [screen.main, screen.comparison].filter((id): id is string => id !== null).sort(),
      );
      expect(heldProjects(cache).length).toBeLessThanOrEqual(2);
    }
  });
});

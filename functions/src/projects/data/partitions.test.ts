import { describe, expect, it } from 'vitest';
import { clientPartitions, countCells, folderPartitions, statusesOf, totalOf } from './partitions.ts';
import { EVERY_BRANCH, someBranches } from '../visibility.ts';

const counters = {
  pk: 'CLIENT#c1',
  sk: 'PROJECTCOUNTS',
  'c|-|closed|N': 5,
  'c|-|closed|F': 2,
  'c|b1|closed|N': 3,
  'c|b2|closed|F': 4,
  'c|b2|pending|N': 1,
  'c|b3|archived|N': 9,
  name: 'not a counter',
};

describe('counter cells', () => {
  it('reads branch, status and folder state; ignores other attributes and statuses', () => {
    expect(countCells(counters)).toHaveLength(5);
    expect(countCells(undefined)).toEqual([]);
  });
});

describe('client partitions', () => {
  it('exclude / include use gsi1 N / F partitions of every visible branch', () => {
    const [closed] = clientPartitions('c1', counters, ['closed'], 'exclude', EVERY_BRANCH);
    expect(closed).toEqual([
      { index: 'gsi1', key: 'PROJECTS#c1#-#closed#N', count: 5 },
      { index: 'gsi1', key: 'PROJECTS#c1#b1#closed#N', count: 3 },
    ]);
    const [included] = clientPartitions('c1', counters, ['closed'], 'include', EVERY_BRANCH);
    expect(included?.map((p) => [p.key, p.count])).toEqual([
      ['PROJECTS#c1#-#closed#F', 2],
      ['PROJECTS#c1#b2#closed#F', 4],
    ]);
  });

  it('any uses gsi2 with the sum of both folder states', () => {
    const [closed] = clientPartitions('c1', counters, ['closed'], 'any', EVERY_BRANCH);
    expect(closed).toEqual([
      { index: 'gsi2', key: 'PROJECTS#c1#-#closed', count: 7 },
      { index: 'gsi2', key: 'PROJECTS#c1#b1#closed', count: 3 },
      { index: 'gsi2', key: 'PROJECTS#c1#b2#closed', count: 4 },
    ]);
  });

  it('keeps only the visible branches, and always the projects without a branch', () => {
    const groups = clientPartitions('c1', counters, statusesOf(undefined), 'any', someBranches(['b2']));
    expect(groups.map((group) => group.map((p) => p.key))).toEqual([
      ['PROJECTS#c1#b2#pending'],
      [],
      ['PROJECTS#c1#-#closed', 'PROJECTS#c1#b2#closed'],
    ]);
    expect(totalOf(groups)).toBe(1 + 7 + 4);
  });
});

describe('folder partitions', () => {
  it('uses gsi3 per branch and status', () => {
    const folder = { 'c|-|active': 2, 'c|b1|active': 1, 'c|b1|closed': 0 };
    const groups = folderPartitions('f1', folder, statusesOf(undefined), someBranches([]));
    expect(groups).toEqual([[], [{ index: 'gsi3', key: 'FOLDER#f1#-#active', count: 2 }], []]);
  });
});

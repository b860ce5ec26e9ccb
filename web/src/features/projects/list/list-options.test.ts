import { describe, expect, it } from 'vitest';
import { folderSortOf, listFilterOf, projectSortOf, sortFolders } from './list-options.ts';

const folders = [
  { _id: '01B', name: 'zeta', created: '2026-02-01T00:00:00.000Z' },
  { _id: '01A', name: 'Émile', created: '2026-01-01T00:00:00.000Z' },
  { _id: '01C', name: 'alpha 10', created: '2026-03-01T00:00:00.000Z' },
  { _id: '01D', name: 'Alpha 9', created: '2026-03-01T00:00:00.000Z' },
];
const names = (list: readonly { name: string }[]) => list.map((folder) => folder.name);

describe('folder order', () => {
  it('sorts newest and oldest by created date, ties by id', () => {
    expect(names(sortFolders(folders, 'newest', 'en'))).toEqual(['Alpha 9', 'alpha 10', 'zeta', 'Émile']);
    expect(names(sortFolders(folders, 'oldest', 'en'))).toEqual(['Émile', 'zeta', 'alpha 10', 'Alpha 9']);
  });

  it('sorts alphabetically ignoring case and accents, numbers by value', () => {
    expect(names(sortFolders(folders, 'alphabetical', 'it'))).toEqual([
      'Alpha 9',
      'alpha 10',
      'Émile',
      'zeta',
    ]);
  });

  it('does not reorder the list it is given', () => {
    sortFolders(folders, 'alphabetical', 'en');
    expect(folders[0]?.name).toBe('zeta');
  });
});

describe('list options in the address', () => {
  it('reads known values and falls back to the defaults', () => {
    expect(folderSortOf('alphabetical')).toBe('alphabetical');
    expect(folderSortOf('size')).toBe('newest');
    expect(folderSortOf(null)).toBe('newest');
    expect(listFilterOf('folders')).toBe('folders');
    expect(listFilterOf('everything')).toBe('all');
    expect(projectSortOf('asc')).toBe('asc');
    expect(projectSortOf(null)).toBe('dec');
  });
});

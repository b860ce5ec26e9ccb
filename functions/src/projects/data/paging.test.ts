import { describe, expect, it } from 'vitest';
import type { SortOrder } from '@adpulse/shared/projects/index';
import { mergePartitions, pageAcrossGroups, type FetchChunk, type Partition } from './paging.ts';

type Item = Record<string, unknown>;

/** In-memory partitions of items keyed like the list indexes, with a count of items read. */
function fakeIndex(data: Record<string, string[]>) {
  const reads = { items: 0, calls: 0 };
  const fetch: FetchChunk = async (partition, limit, sort: SortOrder, startKey?: Item) => {
    reads.calls += 1;
    const keys = [...(data[partition.key] ?? [])].sort();
    if (sort === 'dec') keys.reverse();
    const from = startKey ? keys.indexOf(String(startKey.gsi2sk)) + 1 : 0;
    const slice = keys.slice(from, from + limit);
    reads.items += slice.length;
    const items = slice.map((key) => ({ gsi2sk: key, id: key }));
    const last = items.at(-1);
    return { items, ...(slice.length === limit && last ? { lastKey: last } : {}) };
  };
  const partition = (key: string): Partition => ({ index: 'gsi2', key, count: data[key]?.length ?? 0 });
  return { fetch, reads, partition };
}

const days = (prefix: string, numbers: number[]) =>
  numbers.map((n) => `2026-01-${String(n).padStart(2, '0')}#${prefix}`);
const ids = (items: Item[]) => items.map((item) => item.id);

describe('merging partitions', () => {
  const data = { a: days('a', [1, 4, 7, 10]), b: days('b', [2, 5, 8]), c: days('c', [3, 6, 9]) };

  it('merges in created order both ways with skip and limit', async () => {
    const { fetch, partition } = fakeIndex(data);
    const parts = ['a', 'b', 'c'].map(partition);
    const asc = await mergePartitions(parts, 2, 4, 'asc', fetch);
    expect(ids(asc.items)).toEqual([
      ...days('c', [3]),
      ...days('a', [4]),
      ...days('b', [5]),
      ...days('c', [6]),
    ]);
    expect(asc.skipped).toBe(2);
    const dec = await mergePartitions(parts, 0, 3, 'dec', fetch);
    expect(ids(dec.items)).toEqual([...days('a', [10]), ...days('c', [9]), ...days('b', [8])]);
  });

  it('reads exactly skip + limit items from a single partition', async () => {
    const many = {
      only: days(
        'x',
        Array.from({ length: 28 }, (_, i) => i + 1),
      ),
    };
    const { fetch, reads, partition } = fakeIndex(many);
    const page = await mergePartitions([partition('only')], 10, 5, 'asc', fetch);
    expect(ids(page.items)).toEqual(days('x', [11, 12, 13, 14, 15]));
    expect(reads).toEqual({ items: 15, calls: 1 });
  });

  it('reads little more than it uses when one partition dominates', async () => {
    const skewed = {
      big: days(
        'big',
        Array.from({ length: 28 }, (_, i) => i + 1),
      ),
      small: days('small', [1]),
    };
    const { fetch, reads, partition } = fakeIndex(skewed);
    const page = await mergePartitions([partition('big'), partition('small')], 0, 10, 'dec', fetch);
    expect(page.items).toHaveLength(10);
    expect(reads.items).toBeLessThanOrEqual(10 + 10 + 1);
  });

  it('answers what exists when the partitions hold fewer items than asked', async () => {
    const { fetch, partition } = fakeIndex(data);
    const page = await mergePartitions(['a', 'b', 'c'].map(partition), 8, 30, 'asc', fetch);
    expect(ids(page.items)).toEqual([...days('c', [9]), ...days('a', [10])]);
  });
});

describe('paging across status groups', () => {
  const data = {
    pending: days('p', [1, 2, 3]),
    active: days('a', [4, 5]),
    closedA: days('ca', [6, 8]),
    closedB: days('cb', [7, 9]),
  };

  it('fills a page from one group into the next, in group order', async () => {
    const { fetch, partition } = fakeIndex(data);
    const groups = [
      [partition('pending')],
      [partition('active')],
      [partition('closedA'), partition('closedB')],
    ];
    const page = await pageAcrossGroups(groups, { skip: 2, limit: 4, sort: 'dec' }, fetch);
    expect(ids(page)).toEqual([...days('p', [1]), ...days('a', [5, 4]), ...days('cb', [9])]);
  });

  it('passes whole groups by their counts without reading them', async () => {
    const { fetch, reads, partition } = fakeIndex(data);
    const groups = [
      [partition('pending')],
      [partition('active')],
      [partition('closedA'), partition('closedB')],
    ];
    const page = await pageAcrossGroups(groups, { skip: 6, limit: 10, sort: 'asc' }, fetch);
    expect(ids(page)).toEqual([...days('cb', [7]), ...days('ca', [8]), ...days('cb', [9])]);
    expect(reads.items).toBe(4);
  });

  it('skips empty partitions and answers nothing past the end', async () => {
    const { fetch, reads, partition } = fakeIndex(data);
    const empty: Partition = { index: 'gsi2', key: 'none', count: 0 };
    expect(
      await pageAcrossGroups([[empty, partition('active')]], { skip: 5, limit: 3, sort: 'asc' }, fetch),
    ).toEqual([]);
    expect(reads.calls).toBe(0);
  });
});

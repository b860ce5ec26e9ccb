import type { SortOrder } from '@adpulse/shared/projects/index';

export type ListIndex = 'gsi1' | 'gsi2' | 'gsi3';

/** One key range of a list index, and how many items the counters say it holds. */
export interface Partition {
  index: ListIndex;
  key: string;
  count: number;
}

type Item = Record<string, unknown>;

export interface Chunk {
  items: Item[];
  lastKey?: Item;
}

/** Reads up to `limit` items of a partition in the list order, from `startKey`. */
export type FetchChunk = (
  partition: Partition,
  limit: number,
  sort: SortOrder,
  startKey?: Item,
) => Promise<Chunk>;

export interface PageRequest {
  skip: number;
  limit: number;
  sort: SortOrder;
}

/** Every list index sorts by `<created>#<id>`; the same value is on each GSI's sort key. */
export const orderKey = (item: Item): string => String(item.gsi2sk ?? '');

/**
 * One page of a list made of status groups (in group order), each group the union of a few
 * partitions (one per branch) merged by created date. Groups the counters show to lie wholly
 * before `skip` are passed without reading.
 */
export async function pageAcrossGroups(
  groups: readonly (readonly Partition[])[],
  request: PageRequest,
  fetch: FetchChunk,
): Promise<Item[]> {
  const page: Item[] = [];
  let skip = request.skip;
  for (const group of groups) {
    const take = request.limit - page.length;
    if (take <= 0) break;
    const partitions = group.filter((partition) => partition.count > 0);
    const groupCount = partitions.reduce((sum, partition) => sum + partition.count, 0);
    if (skip >= groupCount) {
      skip -= groupCount;
      continue;
    }
    const merged = await mergePartitions(partitions, skip, take, request.sort, fetch);
    page.push(...merged.items);
    skip -= merged.skipped;
  }
  return page;
}

interface Reader {
  partition: Partition;
  buffer: Item[];
  /** Index of the next unread item of `buffer`. */
  next: number;
  lastKey?: Item;
  done: boolean;
}

/**
 * Items `skip .. skip+take` of the merge of sorted partitions. With one partition it reads
 * exactly `skip + take` items; with several it reads them chunk by chunk, so each partition
 * reads little more than what it contributes.
 */
export async function mergePartitions(
  partitions: readonly Partition[],
  skip: number,
  take: number,
  sort: SortOrder,
  fetch: FetchChunk,
): Promise<{ items: Item[]; skipped: number }> {
  const need = skip + take;
  const chunk =
    partitions.length <= 1 ? need : Math.min(need, Math.max(take, Math.ceil(need / partitions.length)));
  const readers: Reader[] = partitions.map((partition) => ({ partition, buffer: [], next: 0, done: false }));
  let consumed = 0;

  const refill = async (reader: Reader) => {
    const size = Math.min(need - consumed, chunk);
    const answer = await fetch(reader.partition, size, sort, reader.lastKey);
    reader.buffer = answer.items;
    reader.next = 0;
    reader.lastKey = answer.lastKey;
    reader.done = !answer.lastKey;
  };

  const items: Item[] = [];
  while (consumed < need) {
    await Promise.all(readers.filter((r) => r.next >= r.buffer.length && !r.done).map(refill));
    let best: Reader | undefined;
    let bestHead: Item | undefined;
    for (const reader of readers) {
      const head = reader.buffer[reader.next];
      if (!head) continue;
      const better =
        !bestHead ||
        (sort === 'asc' ? orderKey(head) < orderKey(bestHead) : orderKey(head) > orderKey(bestHead));
      if (better) {
        best = reader;
        bestHead = head;
      }
    }
    if (!best || !bestHead) break;
    best.next += 1;
    if (consumed >= skip) items.push(bestHead);
    consumed += 1;
  }
  return { items, skipped: Math.min(consumed, skip) };
}

/**
 * `map` over `items` with at most `concurrency` calls in flight, yielding the results in the
 * items' order: a window of reads ahead of the consumer, so memory holds the result the consumer
 * has and at most `concurrency` more. The first failure is thrown where its result would come;
 * leaving the loop early starts nothing more.
 */
export async function* mapInOrder<T, R>(
  items: readonly T[],
  concurrency: number,
  map: (item: T, index: number) => Promise<R>,
): AsyncGenerator<R> {
  const window = Math.max(1, Math.floor(concurrency));
  const pending: Promise<R>[] = [];
  let next = 0;
  const start = () => {
    const index = next;
    next += 1;
    const result = map(items[index] as T, index);
    // Handled where it is awaited; this keeps a failure ahead of the consumer from being unhandled.
    result.catch(() => undefined);
    pending.push(result);
  };
  while (next < items.length && pending.length < window) start();
  while (pending.length) {
    const result = await (pending.shift() as Promise<R>);
    if (next < items.length) start();
    yield result;
  }
}

/** Every result of `mapInOrder`, in the items' order. */
export async function allInOrder<T, R>(
  items: readonly T[],
  concurrency: number,
  map: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for await (const result of mapInOrder(items, concurrency, map)) results.push(result);
  return results;
}

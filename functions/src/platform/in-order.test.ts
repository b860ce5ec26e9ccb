import { describe, expect, it } from 'vitest';
import { allInOrder, mapInOrder } from './in-order.ts';
import { pause } from './retry.ts';

describe('mapInOrder', () => {
  it('yields in the items’ order with at most `concurrency` calls in flight', async () => {
    let running = 0;
    let most = 0;
    const results = await allInOrder([30, 5, 20, 1, 10, 2, 8], 3, async (ms, index) => {
      running += 1;
      most = Math.max(most, running);
      await pause(ms);
      running -= 1;
      return index;
    });
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(most).toBe(3);
  });

  it('reads ahead no further than the window while the consumer is busy, and stops when it leaves', async () => {
    const started: number[] = [];
    for await (const index of mapInOrder([0, 1, 2, 3, 4, 5], 2, (item) => {
      started.push(item);
      return Promise.resolve(item);
    })) {
      // The one in the consumer's hands and the window behind it.
      expect(started.length).toBeLessThanOrEqual(index + 1 + 2);
      if (index === 2) break;
    }
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it('throws the first failure where its result comes', async () => {
    const failing = allInOrder([1, 2, 3], 2, (item) =>
      item === 2 ? Promise.reject(new Error('two')) : Promise.resolve(item),
    );
    await expect(failing).rejects.toThrow('two');
  });
});

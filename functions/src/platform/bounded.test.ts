import { describe, expect, it } from 'vitest';
import { boundedConcurrency } from './bounded.ts';
import { pause as sleep } from './retry.ts';

/** A task that runs until released, recording how many ran at once. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, task: () => opened };
}

describe('bounded concurrency', () => {
  it('runs at most `concurrency` tasks at once and the rest in order', async () => {
    const limit = boundedConcurrency({ concurrency: 2, maxQueue: 10 });
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (id: number) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      await sleep(5);
      order.push(id);
      running -= 1;
      return id;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((id) => limit.run(task(id))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect(order.slice(2)).toEqual([3, 4, 5]);
    expect(limit.load()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('refuses at once when the queue is full, with a 429', async () => {
    const limit = boundedConcurrency({ concurrency: 1, maxQueue: 1 });
    const first = gate();
    const running = limit.run(first.task);
    const queued = limit.run(async () => 'queued');
    const refused = limit.run(async () => 'refused');
    await expect(refused).rejects.toMatchObject({ code: 'common.busy' });
    first.open();
    await running;
    expect(await queued).toBe('queued');
  });

  it('refuses at once a task that could not finish before its deadline at the typical duration', async () => {
    let deadline: number | undefined;
    const limit = boundedConcurrency({ concurrency: 1, maxQueue: 5, deadline: () => deadline });
    await limit.run(() => sleep(60));
    expect(limit.load().typicalMs).toBeGreaterThanOrEqual(50);
    const first = gate();
    const running = limit.run(first.task);
    deadline = Date.now() + 80;
    const started = performance.now();
    await expect(limit.run(async () => 'too late')).rejects.toMatchObject({ code: 'common.busy' });
    expect(performance.now() - started).toBeLessThan(30);
    deadline = Date.now() + 10_000;
    const inTime = limit.run(async () => 'in time');
    first.open();
    await running;
    expect(await inTime).toBe('in time');
  });

  it('gives up on a waiting task once it could no longer finish in time, and frees its place', async () => {
    let deadline: number | undefined;
    const limit = boundedConcurrency({ concurrency: 1, maxQueue: 5, deadline: () => deadline });
    await limit.run(() => sleep(20));
    const first = gate();
    const running = limit.run(first.task);
    deadline = Date.now() + 150;
    const started = performance.now();
    const waiting = limit.run(async () => 'late');
    await expect(waiting).rejects.toMatchObject({ code: 'common.busy' });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(limit.load()).toMatchObject({ running: 1, waiting: 0 });
    first.open();
    await running;
    deadline = undefined;
    expect(await limit.run(async () => 'next')).toBe('next');
  });

  it('without a deadline, waits as long as its turn takes', async () => {
    const limit = boundedConcurrency({ concurrency: 1, maxQueue: 5 });
    const first = gate();
    const running = limit.run(first.task);
    const waiting = limit.run(async () => 'patient');
    await sleep(50);
    expect(limit.load()).toMatchObject({ running: 1, waiting: 1 });
    first.open();
    await running;
    expect(await waiting).toBe('patient');
  });

  it('releases the slot when a task fails', async () => {
    const limit = boundedConcurrency({ concurrency: 1, maxQueue: 1 });
    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit.run(async () => 'after')).toBe('after');
    expect(limit.load()).toMatchObject({ running: 0, waiting: 0 });
  });
});

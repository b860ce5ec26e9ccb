import { describe, expect, it } from 'vitest';
import { backoffMs, retryUntil, retrying } from './retry.ts';

class Busy extends Error {}
const quick = { baseMs: 0, capMs: 0 };

describe('retrying', () => {
  it('tries again after a retryable error and answers the first success', async () => {
    const tries: number[] = [];
    const answer = await retrying(
      { ...quick, attempts: 5, retryable: (e) => e instanceof Busy },
      async (n) => {
        tries.push(n);
        if (n < 3) throw new Busy();
        return 'done';
      },
    );
    expect(answer).toBe('done');
    expect(tries).toEqual([1, 2, 3]);
  });

  it('throws any other error at once', async () => {
    let tries = 0;
    const work = retrying({ ...quick, attempts: 5, retryable: (e) => e instanceof Busy }, async () => {
      tries += 1;
      throw new TypeError('bug');
    });
    await expect(work).rejects.toBeInstanceOf(TypeError);
    expect(tries).toBe(1);
  });

  it('stops after `attempts` tries and throws the exhausted error', async () => {
    let tries = 0;
    const work = retrying(
      { ...quick, attempts: 4, retryable: () => true, exhausted: () => new RangeError('gave up') },
      async () => {
        tries += 1;
        throw new Busy();
      },
    );
    await expect(work).rejects.toThrow('gave up');
    expect(tries).toBe(4);
  });
});

describe('retryUntil', () => {
  it('tries again while the work answers undefined, and answers its first value', async () => {
    const tries: number[] = [];
    const answer = await retryUntil(
      { ...quick, attempts: 5, exhausted: () => new RangeError('gave up') },
      async (n) => {
        tries.push(n);
        return n < 3 ? undefined : `done at ${n}`;
      },
    );
    expect(answer).toBe('done at 3');
    expect(tries).toEqual([1, 2, 3]);
  });

  it('throws the exhausted error after `attempts`, or once `withinMs` has passed', async () => {
    let tries = 0;
    const never = async () => {
      tries += 1;
      return undefined;
    };
    await expect(
      retryUntil({ ...quick, attempts: 3, exhausted: () => new RangeError('gave up') }, never),
    ).rejects.toThrow('gave up');
    expect(tries).toBe(3);
    const started = Date.now();
    await expect(
      retryUntil(
        {
          attempts: Infinity,
          withinMs: 100,
          baseMs: 10,
          capMs: 10,
          exhausted: () => new RangeError('too late'),
        },
        never,
      ),
    ).rejects.toThrow('too late');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('throws an error of the work at once, unless the policy calls it retryable', async () => {
    const policy = { ...quick, attempts: 3, exhausted: () => new RangeError('gave up') };
    let tries = 0;
    const failing = async () => {
      tries += 1;
      throw new Busy();
    };
    await expect(retryUntil(policy, failing)).rejects.toBeInstanceOf(Busy);
    expect(tries).toBe(1);
    const retried = retryUntil({ ...policy, retryable: (e) => e instanceof Busy }, failing);
    await expect(retried).rejects.toMatchObject({ message: 'gave up', cause: expect.any(Busy) });
    expect(tries).toBe(4);
  });
});

describe('backoffMs', () => {
  it('doubles from the base up to the cap, with jitter between half and 1.5 times the step', () => {
    const policy = { baseMs: 10, capMs: 100 };
    for (let round = 0; round < 50; round += 1) {
      expect(backoffMs(1, policy)).toBeGreaterThanOrEqual(5);
      expect(backoffMs(1, policy)).toBeLessThan(15);
      expect(backoffMs(3, policy)).toBeGreaterThanOrEqual(20);
      expect(backoffMs(3, policy)).toBeLessThan(60);
      expect(backoffMs(30, policy)).toBeGreaterThanOrEqual(50);
      expect(backoffMs(30, policy)).toBeLessThan(150);
    }
  });
});

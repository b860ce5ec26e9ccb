import { BusyError } from '../errors.ts';

export interface BoundedConcurrencyOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks allowed to wait; one more is refused at once. */
  maxQueue: number;
  /** A waiting task gives up after this long. */
  maxWaitMs: number;
}

export interface BoundedConcurrency {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting (for tests and logs). */
  load(): { running: number; waiting: number };
}

/**
 * A small semaphore with a bounded, time-limited queue: work beyond `concurrency` waits its
 * turn, but never in a queue longer than `maxQueue` nor for longer than `maxWaitMs`; either
 * refusal is a BusyError, so overload fails fast instead of running into the function's timeout.
 */
export function boundedConcurrency(options: BoundedConcurrencyOptions): BoundedConcurrency {
  let running = 0;
  const waiting: { start: () => void }[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next.start();
    else running -= 1;
  };

  const acquire = (): Promise<void> => {
    if (running < options.concurrency) {
      running += 1;
      return Promise.resolve();
    }
    if (waiting.length >= options.maxQueue) return Promise.reject(new BusyError());
    return new Promise((resolve, reject) => {
      const entry = {
        start: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        const index = waiting.indexOf(entry);
        if (index >= 0) waiting.splice(index, 1);
        reject(new BusyError());
      }, options.maxWaitMs);
      waiting.push(entry);
    });
  };

  return {
    async run(work) {
      await acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}

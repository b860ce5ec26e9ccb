import { busy } from './errors.ts';

export interface BoundedConcurrencyOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks allowed to wait; one more is refused at once. */
  maxQueue: number;
  /** When the current caller must be done (epoch ms), if it has a deadline. */
  deadline?: () => number | undefined;
}

export interface BoundedConcurrency {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting, and the typical task duration (for tests and logs). */
  load(): { running: number; waiting: number; typicalMs: number };
}

/**
 * A small semaphore with a bounded queue that fails fast: work beyond `concurrency` waits its
 * turn, but a task is refused (common.busy, 429) at once when the queue holds `maxQueue` tasks,
 * or when, at the typical task duration, it could not finish before its caller's deadline; a
 * waiting task gives up as soon as it could no longer finish in time. So overload is answered
 * quickly instead of running into the function's timeout.
 */
export function boundedConcurrency(options: BoundedConcurrencyOptions): BoundedConcurrency {
  let running = 0;
  let typicalMs = 0;
  const waiting: { start: () => void }[] = [];

  const release = (durationMs: number) => {
    // Moving average of task durations: the estimate of what a queued task still needs.
    typicalMs = typicalMs === 0 ? durationMs : typicalMs * 0.8 + durationMs * 0.2;
    const next = waiting.shift();
    if (next) next.start();
    else running -= 1;
  };

  /** Milliseconds a task queued now may wait and still finish by the deadline (Infinity: no deadline). */
  const patience = (): number => {
    const deadline = options.deadline?.();
    return deadline === undefined ? Infinity : deadline - Date.now() - typicalMs;
  };

  const acquire = (): Promise<void> => {
    if (running < options.concurrency) {
      running += 1;
      return Promise.resolve();
    }
    const maxWaitMs = patience();
    const expectedWaitMs = Math.ceil((waiting.length + 1) / options.concurrency) * typicalMs;
    if (waiting.length >= options.maxQueue || expectedWaitMs >= maxWaitMs) {
      return Promise.reject(busy());
    }
    return new Promise((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const entry = {
        start: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      if (Number.isFinite(maxWaitMs)) {
        timer = setTimeout(() => {
          const index = waiting.indexOf(entry);
          if (index >= 0) waiting.splice(index, 1);
          reject(busy());
        }, maxWaitMs);
      }
      waiting.push(entry);
    });
  };

  return {
    async run(work) {
      await acquire();
      const started = performance.now();
      try {
        return await work();
      } finally {
        release(performance.now() - started);
      }
    },
    load: () => ({ running, waiting: waiting.length, typicalMs }),
  };
}

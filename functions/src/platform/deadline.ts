import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The instant (epoch ms) by which the current request must be answered, for work deep in the
 * call that has to decide whether it can still finish in time (the password hash queue).
 * domainHandler sets it from the Lambda context; outside a request there is none.
 */
const deadlines = new AsyncLocalStorage<number>();

export function runWithDeadline<T>(deadlineMs: number, work: () => Promise<T>): Promise<T> {
  return deadlines.run(deadlineMs, work);
}

export function currentDeadline(): number | undefined {
  return deadlines.getStore();
}

import { setTimeout as timer } from 'node:timers/promises';

/**
 * The one retry, back-off and pause of the code base: a write that lost a race to a concurrent
 * one, a batch that DynamoDB left partly unprocessed, a download cut off while it streamed, a
 * local server that is not answering yet, a test waiting for a state. Each try after the first
 * waits an exponential pause (from `baseMs`, doubling, at most `capMs`) with jitter, so writers
 * that collided do not collide again in step. No other file sleeps or loops on a pause
 * (tests/architecture/one-retry.test.ts).
 */
export interface Backoff {
  /** The pause before the second try, before jitter (milliseconds). */
  baseMs: number;
  /** The longest pause, before jitter. */
  capMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 10, capMs: 200 };

/** Waits `ms` milliseconds; `unref` lets the process exit meanwhile (a background schedule). */
export function pause(ms: number, options: { unref?: boolean } = {}): Promise<void> {
  return timer(ms, undefined, { ref: !options.unref });
}

/**
 * A schedule (`for await`): each tick comes `ms` milliseconds after the loop's body ended, so a
 * long round never runs back to back with the next. Leaving the loop stops it.
 */
export async function* ticks(ms: number, options: { unref?: boolean } = {}): AsyncGenerator<void> {
  for (;;) {
    await pause(ms, options);
    yield;
  }
}

/** The pause before try `attempt + 1`, after `attempt` tries failed: between half and 1.5 times the step. */
export function backoffMs(attempt: number, backoff: Backoff = DEFAULT_BACKOFF): number {
  const step = Math.min(backoff.capMs, backoff.baseMs * 2 ** Math.max(0, Math.min(attempt - 1, 20)));
  return step * (0.5 + Math.random());
}

/** Waits the pause after `attempt` failed tries (see backoffMs). */
export function backoff(attempt: number, policy: Backoff = DEFAULT_BACKOFF): Promise<void> {
  return pause(backoffMs(attempt, policy));
}

export interface RetryPolicy extends Partial<Backoff> {
  /** Tries in all, the first included (Infinity with `withinMs`). */
  attempts: number;
  /** No try starts later than this many milliseconds after the first one. */
  withinMs?: number;
  /** Whether a thrown error is worth another try; any other is thrown at once. */
  retryable: (error: unknown) => boolean;
  /** The error thrown when the last try failed retryably (default: that try's error). */
  exhausted?: (last: unknown) => Error;
}

/**
 * Runs `work` (given the try's number, from 1) until it returns, retrying the errors the policy
 * calls retryable after a back-off pause, at most `attempts` tries (and within `withinMs`).
 */
export async function retrying<T>(policy: RetryPolicy, work: (attempt: number) => Promise<T>): Promise<T> {
  const pauses: Backoff = {
    baseMs: policy.baseMs ?? DEFAULT_BACKOFF.baseMs,
    capMs: policy.capMs ?? DEFAULT_BACKOFF.capMs,
  };
  const deadline = policy.withinMs === undefined ? Infinity : Date.now() + policy.withinMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work(attempt);
    } catch (error) {
      if (!policy.retryable(error)) throw error;
      const wait = backoffMs(attempt, pauses);
      if (attempt >= policy.attempts || Date.now() + wait > deadline) {
        throw policy.exhausted ? policy.exhausted(error) : error;
      }
      await pause(wait);
    }
  }
}

/** What a try of `retryUntil` answers when its work is not done yet. */
class NotYet extends Error {}

export interface UntilPolicy extends Omit<RetryPolicy, 'retryable' | 'exhausted'> {
  /** The error thrown when the last try was still not done. */
  exhausted: () => Error;
  /** Thrown errors worth another try (default: none, they are thrown at once). */
  retryable?: (error: unknown) => boolean;
}

/**
 * Runs `work` until it answers something other than `undefined` ("not yet"), after a back-off
 * pause between tries: an optimistic write re-read after a lost race, a server polled until it
 * answers, a state waited for.
 */
export function retryUntil<T>(
  policy: UntilPolicy,
  work: (attempt: number) => Promise<T | undefined>,
): Promise<T> {
  const retryable = policy.retryable ?? (() => false);
  return retrying(
    {
      ...policy,
      retryable: (error) => error instanceof NotYet || retryable(error),
      exhausted: (last) =>
        last instanceof NotYet ? policy.exhausted() : Object.assign(policy.exhausted(), { cause: last }),
    },
    async (attempt) => {
      const done = await work(attempt);
      if (done === undefined) throw new NotYet();
      return done;
    },
  );
}

/**
 * The one retry and back-off of the backend: a write that lost a race to a concurrent one, a
 * batch that DynamoDB left partly unprocessed, a download cut off while it streamed. Each try
 * after the first waits an exponential pause (from `baseMs`, doubling, at most `capMs`) with
 * jitter, so writers that collided do not collide again in step.
 */
export interface Backoff {
  /** The pause before the second try, before jitter (milliseconds). */
  baseMs: number;
  /** The longest pause, before jitter. */
  capMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 10, capMs: 200 };

/** The pause before try `attempt + 1`, after `attempt` tries failed: between half and 1.5 times the step. */
export function backoffMs(attempt: number, backoff: Backoff = DEFAULT_BACKOFF): number {
  const step = Math.min(backoff.capMs, backoff.baseMs * 2 ** Math.max(0, Math.min(attempt - 1, 20)));
  return step * (0.5 + Math.random());
}

/** Waits the pause after `attempt` failed tries (see backoffMs). */
export function backoff(attempt: number, policy: Backoff = DEFAULT_BACKOFF): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, backoffMs(attempt, policy)));
}

export interface RetryPolicy extends Partial<Backoff> {
  /** Tries in all, the first included. */
  attempts: number;
  /** Whether a thrown error is worth another try; any other is thrown at once. */
  retryable: (error: unknown) => boolean;
  /** The error thrown when the last try failed retryably (default: that try's error). */
  exhausted?: (last: unknown) => Error;
}

/**
 * Runs `work` (given the try's number, from 1) until it returns, retrying the errors the policy
 * calls retryable after a back-off pause, at most `attempts` tries.
 */
export async function retrying<T>(policy: RetryPolicy, work: (attempt: number) => Promise<T>): Promise<T> {
  const pauses: Backoff = {
    baseMs: policy.baseMs ?? DEFAULT_BACKOFF.baseMs,
    capMs: policy.capMs ?? DEFAULT_BACKOFF.capMs,
  };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work(attempt);
    } catch (error) {
      if (!policy.retryable(error)) throw error;
      if (attempt >= policy.attempts) throw policy.exhausted ? policy.exhausted(error) : error;
      await backoff(attempt, pauses);
    }
  }
}

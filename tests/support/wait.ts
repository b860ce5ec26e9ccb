import { retryUntil } from '../../functions/src/platform/retry.ts';

export interface WaitOptions {
  /** How long to wait before failing (default 60 s). */
  timeoutMs?: number;
  /** About how often to read again (default 100 ms, with the retry's jitter). */
  everyMs?: number;
  /** Read again after a read that threw (a server still starting, an execution not made yet); default: fail at once. */
  throwsMeanNotYet?: boolean;
}

/**
 * The one waiting helper of the tests: reads `read` until it answers something other than
 * `undefined`, and answers that; fails with "<what> did not happen within <timeout>" otherwise.
 * Built on the one retry (functions/src/platform/retry.ts); tests/architecture/one-retry.test.ts
 * refuses any other polling loop or sleep in the tests.
 */
export function waitFor<T>(
  what: string,
  read: () => T | undefined | Promise<T | undefined>,
  options: WaitOptions = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const everyMs = options.everyMs ?? 100;
  return retryUntil(
    {
      attempts: Infinity,
      withinMs: timeoutMs,
      baseMs: everyMs,
      capMs: everyMs,
      retryable: () => options.throwsMeanNotYet ?? false,
      exhausted: () => new Error(`${what} did not happen within ${timeoutMs} ms`),
    },
    async () => read(),
  );
}

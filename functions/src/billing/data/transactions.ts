import type { UntilPolicy } from '../../platform/retry.ts';

/** Optimistic writes give up after this many lost races (each a read and a transaction). */
export const MAX_OPTIMISTIC_ATTEMPTS = 40;

/**
 * The retry of billing's optimistic writes (platform/retry.ts `retryUntil`): a try that lost the
 * race answers undefined and re-reads after a short back-off; too many lost races is WriteContention.
 */
export const optimisticWrite = (what: string): UntilPolicy => ({
  attempts: MAX_OPTIMISTIC_ATTEMPTS,
  baseMs: 5,
  capMs: 200,
  exhausted: () => new WriteContention(what),
});

/** Too many writers at once on one counter or balance: the caller may retry later. */
export class WriteContention extends Error {
  constructor(what: string) {
    super(`Too many concurrent writes on ${what}`);
    this.name = 'WriteContention';
  }
}

/** Optimistic writes give up after this many lost races (each a read and a transaction). */
export const MAX_OPTIMISTIC_ATTEMPTS = 40;

/** The back-off of billing's optimistic writes (platform/retry.ts), short: a lost race re-reads at once. */
export const OPTIMISTIC_BACKOFF = { baseMs: 5, capMs: 200 };

/** Too many writers at once on one counter or balance: the caller may retry later. */
export class WriteContention extends Error {
  constructor(what: string) {
    super(`Too many concurrent writes on ${what}`);
    this.name = 'WriteContention';
  }
}

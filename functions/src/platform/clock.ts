import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The time every expiry decision reads (tokens, sessions, link tokens, throttle windows).
 * Tests move it forward instead of waiting: in their own process with setClock, and in a
 * request to the local test runtime with the TEST_CLOCK_HEADER (requestClock).
 */
let current: () => number = () => Date.now();
const pinned = new AsyncLocalStorage<number>();

export function now(): number {
  return pinned.getStore() ?? current();
}

export function nowSeconds(): number {
  return Math.floor(now() / 1000);
}

export function setClock(clock: () => number): void {
  current = clock;
}

export function resetClock(): void {
  current = () => Date.now();
}

/** The request header that pins a request's clock (epoch milliseconds), honoured only by test runtimes. */
export const TEST_CLOCK_HEADER = 'x-adpulse-test-clock';
/** Set (to `on`) only by the integration runtime (tests/support/integration-setup.ts); never deployed. */
export const TEST_CLOCK_ENV = 'ADPULSE_TEST_CLOCK';

/**
 * The instant a request pins its clock at: its TEST_CLOCK_HEADER, when the runtime honours it
 * (TEST_CLOCK_ENV=on); otherwise none, whatever the caller sent.
 */
export function requestClock(
  headers: Record<string, string | undefined> | null | undefined,
): number | undefined {
  if (process.env[TEST_CLOCK_ENV] !== 'on') return undefined;
  const at = Number(headers?.[TEST_CLOCK_HEADER]);
  return Number.isFinite(at) && at > 0 ? at : undefined;
}

/** Runs `work` with now() reading `at` (epoch ms) for everything it calls; `undefined`: the clock as it is. */
export function runAt<T>(at: number | undefined, work: () => Promise<T>): Promise<T> {
  return at === undefined ? work() : pinned.run(at, work);
}

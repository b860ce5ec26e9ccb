/**
 * The time every expiry decision reads (tokens, sessions, link tokens, throttle windows).
 * Tests move it forward instead of waiting.
 */
let current: () => number = () => Date.now();

export function now(): number {
  return current();
}

export function nowSeconds(): number {
  return Math.floor(current() / 1000);
}

export function setClock(clock: () => number): void {
  current = clock;
}

export function resetClock(): void {
  current = () => Date.now();
}

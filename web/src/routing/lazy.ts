/** Content loading time-out for lazy parts (spec section 9). */
export const LAZY_TIMEOUT_MS = 120_000;

export class LazyTimeoutError extends Error {
  constructor() {
    super('A part of the app took too long to load');
    this.name = 'LazyTimeoutError';
  }
}

/** A lazy import that gives up after the time-out, so the user sees an error instead of a loader forever. */
export function withTimeout<T>(load: Promise<T>, ms = LAZY_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new LazyTimeoutError()), ms);
    load.then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error);
      },
    );
  });
}

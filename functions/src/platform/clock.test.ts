import { afterEach, describe, expect, it } from 'vitest';
import { TEST_CLOCK_ENV, TEST_CLOCK_HEADER, now, requestClock, runAt } from './clock.ts';

afterEach(() => {
  delete process.env[TEST_CLOCK_ENV];
});

describe('a request pinning its clock', () => {
  const headers = { [TEST_CLOCK_HEADER]: '1700000000000' };

  it('is ignored unless the runtime is a test runtime', () => {
    expect(requestClock(headers)).toBeUndefined();
    process.env[TEST_CLOCK_ENV] = 'on';
    expect(requestClock(headers)).toBe(1_700_000_000_000);
    expect(requestClock({ [TEST_CLOCK_HEADER]: 'soon' })).toBeUndefined();
    expect(requestClock(undefined)).toBeUndefined();
  });

  it('pins now() for the work it runs, and only for it', async () => {
    const inside = await runAt(1_700_000_000_000, async () => {
      await Promise.resolve();
      return now();
    });
    expect(inside).toBe(1_700_000_000_000);
    expect(Math.abs(now() - Date.now())).toBeLessThan(1_000);
    expect(await runAt(undefined, async () => now())).toBeGreaterThan(1_700_000_000_000);
  });
});

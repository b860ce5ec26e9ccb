import { describe, expect, it } from 'vitest';
import { windowAt } from '../../platform/dynamo/throttle.ts';
import { LOGIN_THROTTLE, RECOVERY_THROTTLE } from './throttle.ts';

describe('login throttle windows', () => {
  it('allows 5 failures per e-mail and 50 per address in 15 minutes', () => {
    expect(LOGIN_THROTTLE.email).toMatchObject({ limit: 5, windowSeconds: 900 });
    expect(LOGIN_THROTTLE.ip).toMatchObject({ limit: 50, windowSeconds: 900 });
  });

  it('allows 3 recovery requests per e-mail and 20 per address in 15 minutes, in counters of their own', () => {
    expect(RECOVERY_THROTTLE.email).toMatchObject({ limit: 3, windowSeconds: 900 });
    expect(RECOVERY_THROTTLE.ip).toMatchObject({ limit: 20, windowSeconds: 900 });
    const kinds = [LOGIN_THROTTLE, RECOVERY_THROTTLE].flatMap((rules) => [rules.email.kind, rules.ip.kind]);
    expect(new Set(kinds).size).toBe(4);
  });

  it('aligns fixed windows to multiples of their length', () => {
    expect(windowAt(0, 900)).toEqual({ start: 0, end: 900 });
    expect(windowAt(899, 900)).toEqual({ start: 0, end: 900 });
    expect(windowAt(900, 900)).toEqual({ start: 900, end: 1800 });
    expect(windowAt(1_800_000_123, 900)).toEqual({ start: 1_800_000_000, end: 1_800_000_900 });
  });

  it('puts every instant of a window in the same window, and the next instant after it in a new one', () => {
    const { start, end } = windowAt(1_700_000_000, 900);
    for (let at = start; at < end; at += 37) expect(windowAt(at, 900).start).toBe(start);
    expect(windowAt(end, 900).start).toBe(end);
  });
});

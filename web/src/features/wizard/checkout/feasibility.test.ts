import { describe, expect, it } from 'vitest';
import {
  FEASIBILITY_POLL_MS,
  FEASIBILITY_TIMEOUT_MS,
  feasibilityOutcome,
  nextReadDelay,
} from './feasibility.ts';

describe('following the feasibility machine', () => {
  it('waits while it runs; needs every item feasible and READY', () => {
    expect(feasibilityOutcome({ state: 'running', items: [] })).toBe('waiting');
    expect(
      feasibilityOutcome({
        state: 'succeeded',
        items: [
          { assetId: 'a', feasibility: true, status: 'READY' },
          { assetId: 'b', feasibility: true, status: 'READY' },
        ],
      }),
    ).toBe('feasible');
    expect(
      feasibilityOutcome({
        state: 'succeeded',
        items: [
          { assetId: 'a', feasibility: true, status: 'READY' },
          { assetId: 'b', feasibility: true, status: 'PENDING' },
        ],
      }),
    ).toBe('not-feasible');
    expect(
      feasibilityOutcome({
        state: 'succeeded',
        items: [{ assetId: 'a', feasibility: false, status: 'READY' }],
      }),
    ).toBe('not-feasible');
    expect(feasibilityOutcome({ state: 'timed_out', items: [] })).toBe('not-feasible');
    expect(feasibilityOutcome({ state: 'failed', items: [] })).toBe('not-feasible');
    expect(feasibilityOutcome({ state: 'succeeded', items: [] })).toBe('feasible');
  });

  it('reads soon after the start, then every 15 s, for up to 180 s', () => {
    expect(nextReadDelay(0, 0)).toBeLessThan(FEASIBILITY_POLL_MS);
    expect(nextReadDelay(1_500, 1)).toBe(FEASIBILITY_POLL_MS);
    expect(nextReadDelay(170_000, 12)).toBe(10_000);
    expect(nextReadDelay(FEASIBILITY_TIMEOUT_MS, 13)).toBeNull();
    let elapsed = 0;
    let reads = 0;
    for (let delay = nextReadDelay(elapsed, reads); delay !== null; delay = nextReadDelay(elapsed, reads)) {
      elapsed += delay;
      reads += 1;
    }
    expect(elapsed).toBe(FEASIBILITY_TIMEOUT_MS);
    expect(reads).toBe(13);
  });
});

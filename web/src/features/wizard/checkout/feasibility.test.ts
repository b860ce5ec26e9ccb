import { describe, expect, it } from 'vitest';
import {
  FEASIBILITY_FIRST_READ_MS,
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
    expect(nextReadDelay(0)).toBe(FEASIBILITY_FIRST_READ_MS);
    expect(nextReadDelay(200)).toBe(FEASIBILITY_FIRST_READ_MS - 200);
    expect(nextReadDelay(1_500)).toBe(FEASIBILITY_POLL_MS);
    expect(nextReadDelay(170_000)).toBe(10_000);
    expect(nextReadDelay(FEASIBILITY_TIMEOUT_MS)).toBeNull();
    let elapsed = 0;
    let reads = 1;
    for (let delay = nextReadDelay(elapsed); delay !== null; delay = nextReadDelay(elapsed)) {
      elapsed += delay;
      reads += 1;
    }
    expect(elapsed).toBe(FEASIBILITY_TIMEOUT_MS);
    expect(reads).toBe(14);
  });
});

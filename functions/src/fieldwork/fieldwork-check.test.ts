import { describe, expect, it } from 'vitest';
import { checkInterval, closeReasonOf, MAX_CHECKS, SIMULATED_CHECK_SECONDS } from './fieldwork-check.ts';

const DAY = 24 * 3600 * 1000;
const start = Date.parse('2026-01-01T00:00:00Z');
const record = (completes: number, fieldDays = 14) => ({
  counts: { completes } as never,
  plan: { sampleSize: 150 } as never,
  simulated: false,
  startedAt: new Date(start).toISOString(),
  closesAt: new Date(start + fieldDays * DAY).toISOString(),
});

describe('when fieldwork closes', () => {
  it('closes on the sample reached, else when the field time is up, else goes on', () => {
    expect(closeReasonOf(record(150), start + DAY)).toBe('sample_reached');
    expect(closeReasonOf(record(149), start + DAY)).toBeNull();
    expect(closeReasonOf(record(149), start + 14 * DAY)).toBe('time_up');
    expect(closeReasonOf(record(0), start + 14 * DAY - 1)).toBeNull();
  });
});

describe('how often the machine looks', () => {
  it('checks a real panel every minute, but never more than MAX_CHECKS times over the field time', () => {
    expect(checkInterval(record(0, 1), true)).toBe(60);
    const long = checkInterval(record(0, 14), true);
    expect(long).toBe(Math.ceil((14 * DAY) / 1000 / MAX_CHECKS));
    expect((14 * DAY) / 1000 / long).toBeLessThanOrEqual(MAX_CHECKS);
  });

  it('checks a simulated panel every second while it sends respondents', () => {
    expect(checkInterval({ ...record(0), simulated: true }, true)).toBe(SIMULATED_CHECK_SECONDS);
    expect(checkInterval({ ...record(0), simulated: true }, false)).toBeGreaterThan(SIMULATED_CHECK_SECONDS);
  });
});

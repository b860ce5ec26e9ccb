import { describe, expect, it } from 'vitest';
import { checkInterval, closeReasonOf, MAX_CHECKS, SIMULATED_CHECK_SECONDS } from './fieldwork-check.ts';
import { simulatedPanelDrives } from './simulated-panel-driver.ts';

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

  it("closes early on the client's request, unless the sample was reached first", () => {
    const requested = { closeRequestedAt: new Date(start + DAY).toISOString() };
    expect(closeReasonOf({ ...record(3), ...requested }, start + DAY)).toBe('closed_early');
    expect(closeReasonOf({ ...record(3), ...requested }, start + 14 * DAY)).toBe('closed_early');
    expect(closeReasonOf({ ...record(150), ...requested }, start + DAY)).toBe('sample_reached');
  });
});

describe('who the simulated panel drives', () => {
  it('a panel audience (or one launched before audiences had a source), never an own audience', () => {
    expect(simulatedPanelDrives({ audienceSource: 'panel' })).toBe(true);
    expect(simulatedPanelDrives({})).toBe(true);
    expect(simulatedPanelDrives({ audienceSource: 'own' })).toBe(false);
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

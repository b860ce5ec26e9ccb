import { describe, expect, it } from 'vitest';
import { attentionDrop } from './diagnosis.ts';
import type { Series } from './schemas.ts';

/** A curve with the same ± half-width at every second. */
function curve(values: (number | null)[], halfWidth: number): Series {
  return {
    t: values.map((_, s) => s),
    value: values,
    low: values.map((v) => (v === null ? null : v - halfWidth)),
    high: values.map((v) => (v === null ? null : v + halfWidth)),
    n: values.map((v) => (v === null ? 0 : 100)),
  };
}

describe('attentionDrop', () => {
  it('finds the largest fall whose interval clears the previous second’s', () => {
    expect(attentionDrop(curve([90, 88, 70, 68, 40, 39], 5))).toEqual({ second: 4, from: 68, to: 40 });
  });

  it('ignores falls inside the noise: the same curve with wide intervals has no drop', () => {
    expect(attentionDrop(curve([90, 88, 70, 68, 60, 59], 10))).toBeNull();
    // A fall of 9 with ±5 intervals overlaps (high 65 ≥ low 63) and is not a drop.
    expect(attentionDrop(curve([72, 68, 68], 5))).toBeNull();
  });

  it('skips seconds nobody was measured in, and never reports a rise', () => {
    expect(attentionDrop(curve([90, null, 40, 95], 2))).toBeNull();
    expect(attentionDrop(curve([40, 90, 91], 2))).toBeNull();
  });

  it('a time-shifted curve moves the drop with it (the finder reads the curve, not a fixed second)', () => {
    const values = [90, 88, 86, 40, 39, 38];
    const shifted = [90, 90, ...values.slice(0, 4)];
    expect(attentionDrop(curve(values, 3))?.second).toBe(3);
    expect(attentionDrop(curve(shifted, 3))?.second).toBe(5);
  });
});

import { describe, expect, it } from 'vitest';
import { bandPath, linearScale, linePath, niceMax, niceTicks } from './scale.ts';

const identity = (value: number) => value;

describe('chart scales', () => {
  it('maps a domain onto pixels, flipped for a y axis', () => {
    const y = linearScale([0, 100], [300, 10]);
    expect(y(0)).toBe(300);
    expect(y(100)).toBe(10);
    expect(y(50)).toBe(155);
    expect(linearScale([5, 5], [0, 10])(5)).toBe(0);
  });

  it('puts ticks at round steps inside the domain', () => {
    expect(niceTicks(0, 100, 5)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(0, 8, 4)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(0, 0.3, 3)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(niceTicks(3, 3)).toEqual([3]);
  });

  it('rounds a count axis up to a tick at or above the top value', () => {
    expect(niceMax(19)).toBe(20);
    expect(niceMax(21.3)).toBeGreaterThanOrEqual(21.3);
    expect(niceMax(0)).toBe(1);
  });

  it('breaks a curve at a second with nobody measured, never drawing it as zero', () => {
    expect(linePath([0, 1, 2, 3], [10, null, 30, 40], identity, identity)).toBe(
      'M0.0,10.0M2.0,30.0L3.0,40.0',
    );
  });

  it('closes one band per run of seconds where both edges are known', () => {
    const path = bandPath([0, 1, 2, 3], [1, 2, null, 4], [5, 6, 7, 8], identity, identity);
    expect(path).toBe('M0.0,5.0L1.0,6.0L1.0,2.0L0.0,1.0ZM3.0,8.0L3.0,4.0Z');
  });
});

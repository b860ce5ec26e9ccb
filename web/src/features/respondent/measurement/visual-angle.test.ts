import { describe, expect, it } from 'vitest';
import { degreesToPx, pxToDegrees, VIEWING_DISTANCE_CM } from './visual-angle.ts';

describe('visual angle', () => {
  it('gives about 40 CSS px per degree at 60 cm and 96 px per inch', () => {
    expect(degreesToPx(1)).toBeCloseTo(39.58, 1);
    expect(pxToDegrees(39.58)).toBeCloseTo(1, 2);
  });

  it('matches the exact geometry: a segment as wide as the distance subtends 2 atan(1/2)', () => {
    const px = VIEWING_DISTANCE_CM * (96 / 2.54);
    expect(pxToDegrees(px)).toBeCloseTo((2 * Math.atan(0.5) * 180) / Math.PI, 9);
  });

  it('inverts and scales with the distance', () => {
    expect(pxToDegrees(degreesToPx(6))).toBeCloseTo(6, 9);
    expect(pxToDegrees(100, 120)).toBeLessThan(pxToDegrees(100, 60));
  });
});

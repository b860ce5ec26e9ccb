import { describe, expect, it } from 'vitest';
import { rgbFromRgba } from './frame-pixels.ts';

describe('rgbFromRgba', () => {
  it('keeps red, green and blue of each pixel in order and drops alpha', () => {
    const rgba = new Uint8ClampedArray([255, 0, 10, 255, 1, 2, 3, 0]);
    expect([...rgbFromRgba(rgba, 2)]).toEqual([255, 0, 10, 1, 2, 3]);
  });

  it('refuses a buffer too short for the pixels', () => {
    expect(() => rgbFromRgba(new Uint8ClampedArray(7), 2)).toThrow(RangeError);
  });
});

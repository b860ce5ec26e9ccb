import { describe, expect, it } from 'vitest';
import { decodeFrameIndex, FRAME_CODE, FRAME_CODE_WIDTH, frameCodeBlocks } from './frame-code.ts';

/** The strip as RGBA pixels, with some noise as a camera path adds. */
function strip(index: number, noise = 30): Uint8ClampedArray {
  const blocks = frameCodeBlocks(index);
  const pixels = new Uint8ClampedArray(FRAME_CODE_WIDTH * FRAME_CODE.blockHeight * 4);
  for (let y = 0; y < FRAME_CODE.blockHeight; y++) {
    for (let x = 0; x < FRAME_CODE_WIDTH; x++) {
      const white = blocks[Math.floor(x / FRAME_CODE.blockWidth)];
      const value = (white ? 235 : 16) + (((x * 7 + y * 13) % 3) - 1) * noise;
      pixels.set([value, value, value, 255], (y * FRAME_CODE_WIDTH + x) * 4);
    }
  }
  return pixels;
}

describe('frame code', () => {
  it('round-trips every index', () => {
    for (const index of [0, 1, 2, 29, 300, 1234, 2 ** FRAME_CODE.bits - 1]) {
      expect(decodeFrameIndex(strip(index), FRAME_CODE_WIDTH)).toBe(index);
    }
    expect(() => frameCodeBlocks(2 ** FRAME_CODE.bits)).toThrow();
  });

  it('reads nothing where there is no code (a plain frame)', () => {
    expect(
      decodeFrameIndex(new Uint8ClampedArray(FRAME_CODE_WIDTH * 8 * 4).fill(200), FRAME_CODE_WIDTH),
    ).toBeNull();
    expect(decodeFrameIndex(new Uint8ClampedArray(FRAME_CODE_WIDTH * 8 * 4), FRAME_CODE_WIDTH)).toBeNull();
  });
});

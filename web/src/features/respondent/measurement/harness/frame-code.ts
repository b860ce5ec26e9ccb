/**
 * A frame index drawn into a fake camera's frames (validate:camera), so the page can tell which
 * frame of the video each sample was read from: a strip of blocks across the top-left corner,
 * black or white. The first block is always white and the last always black (a strip that fails
 * this is no code); the blocks between are the index's bits, most significant first.
 */
export const FRAME_CODE = {
  /** Bits of the index: frames 0..4095 (more than 2 minutes at 30 fps). */
  bits: 12,
  /** Block size in pixels of the camera frame (even, so 4:2:0 chroma stays grey). */
  blockWidth: 16,
  blockHeight: 8,
} as const;

export const FRAME_CODE_WIDTH = (FRAME_CODE.bits + 2) * FRAME_CODE.blockWidth;

/** The blocks' brightness (true = white), sync blocks included. */
export function frameCodeBlocks(index: number): boolean[] {
  if (!Number.isInteger(index) || index < 0 || index >= 2 ** FRAME_CODE.bits) {
    throw new Error(`frame index ${index} does not fit ${FRAME_CODE.bits} bits`);
  }
  const bits = Array.from(
    { length: FRAME_CODE.bits },
    (_, i) => ((index >> (FRAME_CODE.bits - 1 - i)) & 1) === 1,
  );
  return [true, ...bits, false];
}

/**
 * The index in the top-left strip of RGBA pixels (`width` pixels a row, at least FRAME_CODE_WIDTH
 * wide and blockHeight high): each block's middle pixels, thresholded at mid-grey. Null when the
 * sync blocks are not there.
 */
export function decodeFrameIndex(rgba: ArrayLike<number>, width: number): number | null {
  const { blockWidth, blockHeight } = FRAME_CODE;
  const bright = (block: number) => {
    let sum = 0;
    let count = 0;
    for (let y = blockHeight / 4; y < (3 * blockHeight) / 4; y++) {
      for (let x = block * blockWidth + blockWidth / 4; x < (block + 0.75) * blockWidth; x++) {
        const at = (y * width + x) * 4;
        sum += ((rgba[at] ?? 0) + (rgba[at + 1] ?? 0) + (rgba[at + 2] ?? 0)) / 3;
        count++;
      }
    }
    return sum / count >= 128;
  };
  if (!bright(0) || bright(FRAME_CODE.bits + 1)) return null;
  let index = 0;
  for (let bit = 1; bit <= FRAME_CODE.bits; bit++) index = index * 2 + (bright(bit) ? 1 : 0);
  return index;
}

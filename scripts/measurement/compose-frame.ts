/**
 * A face photo placed in a camera-sized frame, as a webcam sees a person at some distance: the
 * photo scaled so that its height is a share of the frame's height, at a place in the frame, on
 * a plain background (the fake camera's grey). Used by `validate:expressions --sizes` and
 * `validate:camera`.
 */
import sharp from 'sharp';

export const CAMERA_FRAME = { width: 640, height: 480 } as const;
/** The fake camera's background (tests/fixtures/fake-camera.ts). */
export const BACKGROUND_GREY = 0xdc;

export interface Placement {
  /** The photo's height over the frame's height, 0..1. */
  heightShare: number;
  /** The photo's centre in the frame, 0..1 of its width and height (clamped so the photo stays inside). */
  centreX?: number;
  centreY?: number;
}

/** Top-left corner and side of a square photo placed in a frame (whole pixels, inside the frame). */
export function placeSquare(
  placement: Placement,
  frame: { width: number; height: number } = CAMERA_FRAME,
): { left: number; top: number; side: number } {
  const side = Math.max(1, Math.round(frame.height * Math.min(1, placement.heightShare)));
  const clamp = (value: number, room: number) => Math.min(room, Math.max(0, Math.round(value)));
  return {
    side,
    left: clamp((placement.centreX ?? 0.5) * frame.width - side / 2, frame.width - side),
    top: clamp((placement.centreY ?? 0.5) * frame.height - side / 2, frame.height - side),
  };
}

/** The photo (any size, made square by its centre) composed into a frame, as lossless PNG bytes. */
export async function composeInFrame(
  photo: Buffer,
  placement: Placement,
  frame: { width: number; height: number } = CAMERA_FRAME,
): Promise<Buffer> {
  const { left, top, side } = placeSquare(placement, frame);
  const face = await sharp(photo).resize(side, side, { fit: 'cover' }).toBuffer();
  return sharp({
    create: {
      width: frame.width,
      height: frame.height,
      channels: 3,
      background: { r: BACKGROUND_GREY, g: BACKGROUND_GREY, b: BACKGROUND_GREY },
    },
  })
    .composite([{ input: face, left, top }])
    .png({ compressionLevel: 1 })
    .toBuffer();
}

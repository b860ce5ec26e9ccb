import { describe, expect, it } from 'vitest';
import {
  ATTENTION_LIMITS,
  faceGeometry,
  GAZE_FEATURE_COUNT,
  isAttentive,
  mouthCornerDrop,
  mouthWidthRatio,
  type Point,
} from './face-geometry.ts';

/**
 * A schematic face mesh in pixels: eyes 40 px wide with centres 80 px apart, irises where
 * `iris` says (offset from each eye's centre, in px), lids `lidGap` px apart, mouth `mouth` px wide,
 * its corners 40 px below the nose tip less `lift`.
 */
function mesh({ iris = [0, 0], lidGap = 12, mouth = 70, roll = 0, lift = 0 } = {}): Point[] {
  const points: Point[] = Array.from({ length: 478 }, () => [320, 240, 0]);
  const place = (index: number, x: number, y: number) => {
    const [cx, cy] = [320, 240];
    const [dx, dy] = [x - cx, y - cy];
    points[index] = [
      cx + dx * Math.cos(roll) - dy * Math.sin(roll),
      cy + dx * Math.sin(roll) + dy * Math.cos(roll),
      0,
    ];
  };
  // image-left eye: corners 33 (outer) and 133, lids 159/145; image-right eye: 362 and 263, lids 386/374
  place(33, 260, 220);
  place(133, 300, 220);
  place(159, 280, 220 - lidGap / 2);
  place(145, 280, 220 + lidGap / 2);
  place(362, 340, 220);
  place(263, 380, 220);
  place(386, 360, 220 - lidGap / 2);
  place(374, 360, 220 + lidGap / 2);
  place(468, 280 + (iris[0] ?? 0), 220 + (iris[1] ?? 0));
  place(473, 360 + (iris[0] ?? 0), 220 + (iris[1] ?? 0));
  place(1, 320, 260);
  place(61, 320 - mouth / 2, 300 - lift);
  place(291, 320 + mouth / 2, 300 - lift);
  return points;
}

const frame = { width: 640, height: 480 };
const pose = { yaw: 0, pitch: 0, roll: 0 };

describe('face geometry', () => {
  it('reads the iris position in eye widths and the lid gap', () => {
    const geometry = faceGeometry(mesh({ iris: [4, 2], lidGap: 12 }), frame, pose);
    expect(geometry).not.toBeNull();
    const [left, right] = geometry?.eyes ?? [];
    expect(left?.u).toBeCloseTo(0.1, 9);
    expect(left?.v).toBeCloseTo(0.05, 9);
    expect(right?.u).toBeCloseTo(0.1, 9);
    expect(geometry?.eyeOpenness).toBeCloseTo(0.3, 9);
    expect(geometry?.features).toHaveLength(GAZE_FEATURE_COUNT);
    expect(geometry?.features.slice(8)).toEqual([0.5, 260 / 480, 80 / 640]);
  });

  it('does not change the eye reading when the head rolls', () => {
    const level = faceGeometry(mesh({ iris: [4, 2] }), frame, pose);
    const rolled = faceGeometry(mesh({ iris: [4, 2], roll: 0.3 }), frame, pose);
    expect(rolled?.eyes[0].u).toBeCloseTo(level?.eyes[0].u ?? NaN, 9);
    expect(rolled?.eyes[0].v).toBeCloseTo(level?.eyes[0].v ?? NaN, 9);
  });

  it('needs the iris points', () => {
    expect(faceGeometry(mesh().slice(0, 468), frame, pose)).toBeNull();
  });

  it('measures the mouth against the distance between the outer eye corners', () => {
    expect(mouthWidthRatio(mesh({ mouth: 120 }))).toBeCloseTo(1, 9);
    expect(mouthWidthRatio(mesh({ mouth: 96, roll: 0.4 }))).toBeCloseTo(0.8, 9);
    expect(mouthWidthRatio([])).toBeNull();
  });

  it('reads the same mouth at any face size and place in the frame', () => {
    // The same face at 30% of its size, moved to a corner of the frame (a person further away, off-centre).
    const near = mesh({ mouth: 100 });
    const far = near.map(([x = 0, y = 0, z = 0]) => [40 + 0.3 * x, 300 + 0.3 * y, 0.3 * z]);
    const ratio = mouthWidthRatio(far);
    expect(ratio).toBeCloseTo(mouthWidthRatio(near) ?? NaN, 9);
    // A smile still moves it: 10 px wider at full size is 3 px at 30%, the same change of ratio.
    const farSmile = mesh({ mouth: 110 }).map(([x = 0, y = 0]) => [40 + 0.3 * x, 300 + 0.3 * y]);
    expect((mouthWidthRatio(farSmile) ?? 0) - (ratio ?? 0)).toBeCloseTo(10 / 120, 9);
    // The mouth's width in pixels is not a size-free reading (what the ratio guards against).
    const pixels = (points: Point[]) => Math.abs((points[291]?.[0] ?? 0) - (points[61]?.[0] ?? 0));
    expect(pixels(far) / pixels(near)).toBeCloseTo(0.3, 9);
  });

  it('measures the mouth corners below the nose tip across the eye line, in outer-eye-corner spans', () => {
    expect(mouthCornerDrop(mesh())).toBeCloseTo(40 / 120, 9);
    // A closed-mouth smile lifts the corners without widening the mouth.
    expect(mouthCornerDrop(mesh({ lift: 6 }))).toBeCloseTo(34 / 120, 9);
    expect(mouthWidthRatio(mesh({ lift: 6 }))).toBeCloseTo(mouthWidthRatio(mesh()) ?? NaN, 9);
    // The same at any roll, size and place in the frame.
    expect(mouthCornerDrop(mesh({ lift: 6, roll: 0.4 }))).toBeCloseTo(34 / 120, 9);
    const far = mesh({ lift: 6 }).map(([x = 0, y = 0]) => [40 + 0.3 * x, 300 + 0.3 * y]);
    expect(mouthCornerDrop(far)).toBeCloseTo(34 / 120, 9);
    expect(mouthCornerDrop([])).toBeNull();
  });

  it('is attentive with a face turned to the screen and open eyes only', () => {
    const open = ATTENTION_LIMITS.minEyeOpenness + 0.1;
    expect(isAttentive({ face: true, pose, eyeOpenness: open })).toBe(true);
    expect(isAttentive({ face: true, pose: { ...pose, yaw: 24.9 }, eyeOpenness: open })).toBe(true);
    expect(isAttentive({ face: true, pose: { ...pose, yaw: -26 }, eyeOpenness: open })).toBe(false);
    expect(isAttentive({ face: true, pose: { ...pose, pitch: 30 }, eyeOpenness: open })).toBe(false);
    expect(isAttentive({ face: true, pose, eyeOpenness: ATTENTION_LIMITS.minEyeOpenness - 0.01 })).toBe(
      false,
    );
    expect(isAttentive({ face: false, pose, eyeOpenness: open })).toBe(false);
    expect(isAttentive({ face: true, pose: null, eyeOpenness: open })).toBe(false);
  });
});

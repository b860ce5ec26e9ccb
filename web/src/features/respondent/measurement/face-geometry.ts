/**
 * What the face mesh says about attention and gaze, as plain geometry on the 478 landmarks of
 * human's face mesh with iris (MediaPipe numbering, pixel coordinates of the camera frame).
 */
export type Point = readonly (number | undefined)[];

export interface HeadPose {
  /** Degrees; 0 faces the camera. */
  yaw: number;
  pitch: number;
  roll: number;
}

/** Methodology: attentive = a face, turned to the screen (yaw and pitch within about 25 degrees), eyes open. */
export const ATTENTION_LIMITS = {
  maxYawDeg: 25,
  maxPitchDeg: 25,
  /** Lid gap over eye width, mean of both eyes: 0.23-0.46 on the open eyes of the development faces (README). */
  minEyeOpenness: 0.12,
} as const;

/** Eye corners and the middle of each lid (both eyes; which is which is settled by image x). */
const EYES = [
  { corners: [33, 133], lids: [159, 145] },
  { corners: [362, 263], lids: [386, 374] },
] as const;
/** The two iris centres appended by the iris model. */
const IRIS_CENTRES = [468, 473] as const;
const NOSE_TIP = 1;
const MOUTH_CORNERS = [61, 291] as const;
/** The outer corners of both eyes. */
const OUTER_EYE_CORNERS = [33, 263] as const;

export interface EyeReading {
  /** Iris centre along the eye's corner-to-corner axis, in eye widths from the eye's middle (left to right in the image). */
  u: number;
  /** Iris centre across that axis, in eye widths (down in the image is positive). */
  v: number;
  /** Lid gap over eye width. */
  openness: number;
  /** Eye width in pixels. */
  width: number;
  centre: [number, number];
}

function at(mesh: readonly Point[], index: number): [number, number] | null {
  const [x, y] = mesh[index] ?? [];
  if (x === undefined || y === undefined) return null;
  return [x, y];
}

const distance = (a: readonly number[], b: readonly number[]) =>
  Math.hypot((a[0] ?? 0) - (b[0] ?? 0), (a[1] ?? 0) - (b[1] ?? 0));

/** One eye in its own frame (so head roll and distance do not change the reading). */
export function readEye(
  mesh: readonly Point[],
  cornerA: [number, number],
  cornerB: [number, number],
  upperLid: [number, number],
  lowerLid: [number, number],
): EyeReading | null {
  const [left, right] = cornerA[0] <= cornerB[0] ? [cornerA, cornerB] : [cornerB, cornerA];
  const width = distance(left, right);
  if (width < 1e-6) return null;
  const centre: [number, number] = [(left[0] + right[0]) / 2, (left[1] + right[1]) / 2];
  const iris = IRIS_CENTRES.map((index) => at(mesh, index))
    .filter((point): point is [number, number] => point !== null)
    .sort((a, b) => distance(a, centre) - distance(b, centre))[0];
  if (!iris) return null;
  const axis = [(right[0] - left[0]) / width, (right[1] - left[1]) / width] as const;
  const across = [-axis[1], axis[0]] as const;
  const offset = [iris[0] - centre[0], iris[1] - centre[1]] as const;
  return {
    u: (offset[0] * axis[0] + offset[1] * axis[1]) / width,
    v: (offset[0] * across[0] + offset[1] * across[1]) / width,
    openness: distance(upperLid, lowerLid) / width,
    width,
    centre,
  };
}

export interface FaceGeometry {
  /** Both eyes, left to right in the image. */
  eyes: [EyeReading, EyeReading];
  /** Mean lid gap over eye width of both eyes. */
  eyeOpenness: number;
  /** The gaze model's input (gazeFeatures). */
  features: number[];
}

/**
 * Eye readings and the gaze features: each eye's iris position and lid gap, head pose, and the
 * face's place and size in the camera frame (moving the head moves the point of regard too).
 * Null when the mesh has no iris points.
 */
export function faceGeometry(
  mesh: readonly Point[],
  frame: { width: number; height: number },
  pose: HeadPose,
): FaceGeometry | null {
  const eyes: EyeReading[] = [];
  for (const eye of EYES) {
    const points = [...eye.corners, ...eye.lids].map((index) => at(mesh, index));
    const [a, b, upper, lower] = points;
    if (!a || !b || !upper || !lower) return null;
    const reading = readEye(mesh, a, b, upper, lower);
    if (!reading) return null;
    eyes.push(reading);
  }
  eyes.sort((a, b) => a.centre[0] - b.centre[0]);
  const [left, right] = eyes as [EyeReading, EyeReading];
  const nose = at(mesh, NOSE_TIP);
  if (!nose) return null;
  const interocular = distance(left.centre, right.centre);
  return {
    eyes: [left, right],
    eyeOpenness: (left.openness + right.openness) / 2,
    features: gazeFeatures(left, right, pose, nose, interocular, frame),
  };
}

function gazeFeatures(
  left: EyeReading,
  right: EyeReading,
  pose: HeadPose,
  nose: [number, number],
  interocular: number,
  frame: { width: number; height: number },
): number[] {
  return [
    left.u,
    left.v,
    right.u,
    right.v,
    left.openness,
    right.openness,
    pose.yaw,
    pose.pitch,
    nose[0] / frame.width,
    nose[1] / frame.height,
    interocular / frame.width,
  ];
}

export const GAZE_FEATURE_COUNT = 11;

export function isAttentive(reading: {
  face: boolean;
  pose: HeadPose | null;
  eyeOpenness: number | null;
}): boolean {
  if (!reading.face || !reading.pose || reading.eyeOpenness === null) return false;
  return (
    Math.abs(reading.pose.yaw) <= ATTENTION_LIMITS.maxYawDeg &&
    Math.abs(reading.pose.pitch) <= ATTENTION_LIMITS.maxPitchDeg &&
    reading.eyeOpenness >= ATTENTION_LIMITS.minEyeOpenness
  );
}

/**
 * Mouth width over the distance between the outer eye corners (a smile draws the mouth corners
 * apart). Both are spans of the same mesh, so the ratio does not depend on the face's size in
 * the frame, its place or its roll. Measured on the development set composed at 100 to 30% of a
 * 640x480 frame (README): over the distance between the eye centres (the first version) the ratio
 * fell by 0.015 at half size and 0.043 at 30%, a sixth and a half of its spread between faces;
 * over the outer corners by 0.008 and 0.019, and it separates smiles slightly better (AUC 0.893
 * against 0.881 at full size).
 */
export function mouthWidthRatio(mesh: readonly Point[]): number | null {
  const [cornerA, cornerB] = MOUTH_CORNERS.map((index) => at(mesh, index));
  const [outerA, outerB] = OUTER_EYE_CORNERS.map((index) => at(mesh, index));
  if (!cornerA || !cornerB || !outerA || !outerB) return null;
  const span = distance(outerA, outerB);
  return span > 1e-6 ? distance(cornerA, cornerB) / span : null;
}

/**
 * How far the mouth corners sit below the nose tip, in the face's own frame (perpendicular to the
 * line through the outer eye corners, over their distance): a smile lifts the corners towards the
 * nose, with the mouth closed too (AU12). Free of the face's size, place and roll.
 */
export function mouthCornerDrop(mesh: readonly Point[]): number | null {
  const [outerA, outerB] = OUTER_EYE_CORNERS.map((index) => at(mesh, index));
  const corners = MOUTH_CORNERS.map((index) => at(mesh, index));
  const nose = at(mesh, NOSE_TIP);
  const [cornerA, cornerB] = corners;
  if (!outerA || !outerB || !cornerA || !cornerB || !nose) return null;
  const span = distance(outerA, outerB);
  if (span < 1e-6) return null;
  // Unit vector across the eye line, pointing down the face (image y grows downwards).
  const sign = outerB[0] >= outerA[0] ? 1 : -1;
  const across = [(-(outerB[1] - outerA[1]) * sign) / span, ((outerB[0] - outerA[0]) * sign) / span] as const;
  const cornerMid = [(cornerA[0] + cornerB[0]) / 2, (cornerA[1] + cornerB[1]) / 2] as const;
  return ((cornerMid[0] - nose[0]) * across[0] + (cornerMid[1] - nose[1]) * across[1]) / span;
}

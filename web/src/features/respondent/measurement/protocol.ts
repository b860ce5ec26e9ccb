import type { ExpressionScores } from '../../../../../shared/src/fieldwork/index.ts';
import type { ExpressionModelId } from './expression.ts';
import type { HeadPose } from './face-geometry.ts';
import type { SmileSignals } from './smile-fusion.ts';

/** What the worker reads in one camera frame. */
export interface FrameReading {
  face: boolean;
  /** The face mesh's confidence, 0..1 (0 without a face). */
  faceScore: number;
  pose: HeadPose | null;
  /** Mean lid gap over eye width (face-geometry.ts), null without a face. */
  eyeOpenness: number | null;
  /** The gaze model's input, null without a face or iris. */
  gazeFeatures: number[] | null;
  expr: ExpressionScores | null;
  /** The raw readings behind the happy score (the validation command fits the fusion on them). */
  signals: Partial<SmileSignals> | null;
  /** Milliseconds the worker spent on the frame (decode, detection, expression). */
  workMs: number;
  /** Stills only (the validation command): the face mesh, pixels of the frame, for `--dump`. */
  mesh?: number[][];
}

export interface WorkerInit {
  /** Where the models and WASM files are served, e.g. /measurement/ (same origin). */
  assetBase: string;
  expressionModel: ExpressionModelId;
  /**
   * Frames are unrelated still images (the validation command): each is detected from scratch.
   * Otherwise frames are a camera's video and the face is tracked by its mesh between detections.
   */
  stills: boolean;
}

export type ToWorker =
  { type: 'init'; init: WorkerInit } | { type: 'frame'; id: number; bitmap: ImageBitmap } | { type: 'close' };

export const MEASUREMENT_ERROR_CODES = [
  'camera-denied',
  'camera-unavailable',
  'measurement-unsupported',
  'measurement-load-failed',
  'measurement-frame-failed',
  'measurement-closed',
] as const;
export type MeasurementErrorCode = (typeof MEASUREMENT_ERROR_CODES)[number];

export type FromWorker =
  | { type: 'ready'; backend: string; loadMs: number }
  | { type: 'reading'; id: number; reading: FrameReading }
  | { type: 'error'; id: number | null; code: MeasurementErrorCode; message: string };

/** A measurement failure with a stable code; the respondent app picks its text by code. */
export class MeasurementError extends Error {
  constructor(
    readonly code: MeasurementErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'MeasurementError';
  }
}

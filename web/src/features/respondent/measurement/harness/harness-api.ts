import type { Calibration, Sample } from '../../../../../../shared/src/fieldwork/index.ts';
import type { ExpressionModelId } from '../expression.ts';
import type { FrameReading } from '../protocol.ts';
import type { MeasurementStats } from '../session.ts';
import type { SmileBaseline, SmileSignals } from '../smile-fusion.ts';

/**
 * What web/measure-harness.html offers to the validation command, the browser test and the
 * bench (window.measureHarness). It drives the very module the respondent app uses.
 */
export interface MeasureHarness {
  /** Starts the worker for still images, with a model (default: the product's). */
  openWorker(model?: ExpressionModelId): Promise<{ backend: string; loadMs: number }>;
  /** One image (base64 bytes) through the worker, prepared as a camera frame is. */
  readImage(base64: string, type: string): Promise<FrameReading>;
  /** Camera + session over a playing stimulus video (base64 MP4), until it ends. */
  cameraRun(options: CameraRunOptions): Promise<CameraRunResult>;
  /**
   * validate:camera: a fake camera whose frames carry their index (frame-code.ts). Calibrates
   * while the video shows its neutral lead-in, then measures until the video's last frame,
   * recording which frame index the camera showed when.
   */
  cameraValidation(options: CameraValidationOptions): Promise<CameraValidationResult>;
}

export interface CameraValidationOptions {
  calibration: { settleMs: number; collectMs: number; neutralMs: number };
  /** Calibrate only from a frame below this index (else wait for the video to loop). */
  calibrateBefore: number;
  /** Stop once the camera shows this frame index or a later one. */
  lastIndex: number;
  /** Give up after this long (ms). */
  timeoutMs: number;
}

export interface CameraValidationResult {
  /** The samples, stamped with t = seconds since `shownAt` (performance.now() ms). */
  samples: Sample[];
  shownAt: number;
  /** Each camera frame's index as decoded, and when it was shown (performance.now() ms). */
  frames: { at: number; index: number }[];
  calibrationError: string | null;
  /** The frame indices the calibration ran over. */
  calibratedFrom: number;
  calibratedTo: number;
  stats: MeasurementStats;
  /** Every reading with a face and the fusion's signals, by capture time (performance.now() ms). */
  readings: { capturedAt: number; signals: Partial<SmileSignals>; interocular: number | null }[];
  /** The person's rest set by the calibration (null without one). */
  smileBaseline: SmileBaseline | null;
}

export interface CameraRunOptions {
  stimulusBase64: string;
  stimulusId: string;
  /** Default: the product's. */
  expressionModel?: ExpressionModelId;
  /** Run the calibration routine first, with these timings (ms). */
  calibration?: { settleMs: number; collectMs: number; neutralMs: number };
}

export interface CameraRunResult {
  samples: Sample[];
  stats: MeasurementStats;
  calibration: Calibration | null;
  calibrationError: string | null;
  /** Seconds the stimulus was bound (wall clock). */
  boundSeconds: number;
  stimulusDuration: number;
  /** Worst gap between animation frames on the main thread while measuring, in ms. */
  worstFrameGapMs: number;
}

declare global {
  interface Window {
    measureHarness?: MeasureHarness;
  }
}

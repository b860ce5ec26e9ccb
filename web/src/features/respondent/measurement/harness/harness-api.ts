import type { Calibration, Sample } from '../../../../../../shared/src/fieldwork/index.ts';
import type { ExpressionModelId } from '../expression.ts';
import type { FrameReading } from '../protocol.ts';
import type { MeasurementStats } from '../session.ts';

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

import type { Sample } from '../../../../../shared/src/fieldwork/index.ts';
import type { GazeModel, Rect } from './gaze.ts';
import { MeasurementError, type FrameReading } from './protocol.ts';
import { toSample, type CaptureStamp } from './sample.ts';
import type { SmileBaseline } from './smile-fusion.ts';
import { MeasurementWorker, type WorkerOptions } from './worker-client.ts';

/** The stimulus being measured: its id and the element whose time and place stamp each sample. */
export interface StimulusBinding {
  stimulusId: string;
  /**
   * A <video>: each sample gets its currentTime at capture, and nothing is sampled while it is
   * paused or ended. Any other element (an image, a feed post): seconds since `shownAt`.
   */
  element: HTMLElement;
  /** performance.now() when a non-video stimulus was shown; default: when bound. */
  shownAt?: number;
}

export interface MeasurementSessionOptions extends WorkerOptions {
  /** The playing camera video (see startCamera). */
  camera: HTMLVideoElement;
  onSample?: (sample: Sample) => void;
  /** Every worker reading with its capture time (performance.now() ms): validate:camera's --dump. */
  onReading?: (reading: FrameReading, capturedAt: number) => void;
  /** Frame failures and a stopped worker; the session keeps going after a frame failure. */
  onError?: (error: MeasurementError) => void;
  /** At most this many frames a second (the worker's speed is the other limit). */
  maxHz?: number;
  /** Frames are scaled to this width before they go to the worker. */
  frameWidth?: number;
}

export interface MeasurementStats {
  /** Frames read by the worker. */
  readings: number;
  /** Samples emitted (readings taken while a stimulus was bound). */
  samples: number;
  failures: number;
  /** Readings per second over the last few seconds of activity. */
  rateHz: number;
  /** Mean worker time per frame, and mean time from capture to reading (transfer and queue included). */
  meanWorkMs: number;
  meanLatencyMs: number;
  backend: string;
  loadMs: number;
}

/** By default sample as fast as the worker allows, up to the camera's usual 30 fps. */
export const DEFAULT_MAX_HZ = 30;
/** Frames are scaled to this width for the worker (its cost grows with the pixels; README). */
export const DEFAULT_FRAME_WIDTH = 320;
const RATE_WINDOW_MS = 5000;
/**
 * Frames handed to the worker and not yet read back: one being read, one waiting, so the worker
 * starts the next frame the moment it finishes one (no idle gap for capture and transfer), and
 * a slow device still never builds a queue.
 */
export const MAX_FRAMES_IN_FLIGHT = 2;

interface Collector {
  from: number;
  until: number;
  readings: FrameReading[];
  /** The window has passed; the collector ends once the frames captured in it are read. */
  expired: boolean;
  finish: () => void;
}

type VideoWithFrameCallback = HTMLVideoElement & {
  requestVideoFrameCallback?: (callback: () => void) => number;
  cancelVideoFrameCallback?: (handle: number) => void;
};

/**
 * On-device measurement of one respondent: grabs camera frames on the main thread (cheap),
 * reads them in the worker, and stamps each reading with the bound stimulus' time at capture.
 * At most two frames are in flight (one read, one waiting): a slow device samples less often, it
 * never builds a queue.
 */
export class MeasurementSession {
  private binding: (StimulusBinding & { shownAt: number }) | null = null;
  private gaze: GazeModel | null = null;
  private smileBaseline: SmileBaseline | null = null;
  private collectors: Collector[] = [];
  /** Capture times of the frames handed to the worker and not read back yet. */
  private readonly inFlight = new Set<number>();
  private freshFrame = false;
  private stopped = false;
  private lastCaptureAt = -Infinity;
  private frameHandle: number | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pollTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly readingTimes: number[] = [];
  private counts = { readings: 0, samples: 0, failures: 0, workMs: 0, latencyMs: 0 };

  private constructor(
    private readonly worker: MeasurementWorker,
    private readonly options: MeasurementSessionOptions,
  ) {
    this.watchCamera();
  }

  /** Starts the worker (models load here: show progress while this runs) and the capture loop. */
  static async start(options: MeasurementSessionOptions): Promise<MeasurementSession> {
    const worker = await MeasurementWorker.start(options);
    return new MeasurementSession(worker, options);
  }

  /** Samples from now on belong to this stimulus. */
  bindStimulus(binding: StimulusBinding): void {
    this.binding = { ...binding, shownAt: binding.shownAt ?? performance.now() };
    this.pump();
  }

  unbindStimulus(): void {
    this.binding = null;
  }

  /** The calibration's fitted gaze model; until set, samples carry no gaze. */
  setGazeModel(model: GazeModel | null): void {
    this.gaze = model;
  }

  /** The calibration's rest of this person; from then on happy is read against it (smile-fusion.ts). */
  setSmileBaseline(baseline: SmileBaseline | null): void {
    this.smileBaseline = baseline;
  }

  /**
   * Every reading of the frames captured in the next `durationMs` (the calibration collects this
   * way); resolves once the last of those frames is read, so none is lost to the worker's delay.
   */
  collect(durationMs: number, signal?: AbortSignal): Promise<FrameReading[]> {
    const from = performance.now();
    return new Promise((resolve, reject) => {
      const collector: Collector = {
        from,
        until: from + durationMs,
        readings: [],
        expired: false,
        finish: () => {
          remove();
          resolve(collector.readings);
        },
      };
      const remove = () => {
        this.collectors = this.collectors.filter((entry) => entry !== collector);
        signal?.removeEventListener('abort', abort);
      };
      const timer = setTimeout(() => {
        collector.expired = true;
        this.settleCollectors();
      }, durationMs);
      const abort = () => {
        clearTimeout(timer);
        remove();
        reject(signal?.reason ?? new DOMException('aborted', 'AbortError'));
      };
      this.collectors.push(collector);
      this.pump();
      if (signal?.aborted) abort();
      else signal?.addEventListener('abort', abort, { once: true });
    });
  }

  stats(): MeasurementStats {
    const { readings, samples, failures, workMs, latencyMs } = this.counts;
    const now = performance.now();
    const recent = this.readingTimes.filter((time) => now - time <= RATE_WINDOW_MS);
    const span = recent.length > 1 ? ((recent.at(-1) ?? 0) - (recent[0] ?? 0)) / 1000 : 0;
    return {
      readings,
      samples,
      failures,
      rateHz: span > 0 ? Math.round(((recent.length - 1) / span) * 10) / 10 : 0,
      meanWorkMs: readings ? Math.round((workMs / readings) * 10) / 10 : 0,
      meanLatencyMs: readings ? Math.round((latencyMs / readings) * 10) / 10 : 0,
      backend: this.worker.backend,
      loadMs: this.worker.loadMs,
    };
  }

  /** Stops sampling and the worker (the camera is the caller's to stop). */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    const camera = this.options.camera as VideoWithFrameCallback;
    if (this.frameHandle !== null) camera.cancelVideoFrameCallback?.(this.frameHandle);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.worker.close();
  }

  /** Marks each new camera frame, so the same frame is never read twice. */
  private watchCamera(): void {
    if (this.stopped) return;
    const camera = this.options.camera as VideoWithFrameCallback;
    const onFrame = () => {
      this.freshFrame = true;
      this.pump();
      this.watchCamera();
    };
    if (camera.requestVideoFrameCallback) this.frameHandle = camera.requestVideoFrameCallback(onFrame);
    else this.pollTimer = setTimeout(onFrame, 1000 / DEFAULT_MAX_HZ);
  }

  private wanted(): boolean {
    if (this.collectors.some((collector) => !collector.expired)) return true;
    const element = this.binding?.element;
    if (!element) return false;
    return !(element instanceof HTMLVideoElement) || (!element.paused && !element.ended);
  }

  private stamp(): CaptureStamp | null {
    const binding = this.binding;
    if (!binding) return null;
    const { element } = binding;
    const t =
      element instanceof HTMLVideoElement
        ? element.currentTime
        : (performance.now() - binding.shownAt) / 1000;
    const box = element.getBoundingClientRect();
    const rect: Rect = { left: box.left, top: box.top, width: box.width, height: box.height };
    return { stimulusId: binding.stimulusId, t, rect };
  }

  private pump(): void {
    if (this.stopped || this.inFlight.size >= MAX_FRAMES_IN_FLIGHT || !this.freshFrame || !this.wanted())
      return;
    const camera = this.options.camera;
    if (camera.readyState < 2 || camera.videoWidth === 0) return;
    const wait = this.lastCaptureAt + 1000 / (this.options.maxHz ?? DEFAULT_MAX_HZ) - performance.now();
    if (wait > 0) {
      if (!this.retryTimer) {
        this.retryTimer = setTimeout(() => {
          this.retryTimer = null;
          this.pump();
        }, wait);
      }
      return;
    }
    this.freshFrame = false;
    const capturedAt = performance.now();
    this.inFlight.add(capturedAt);
    this.lastCaptureAt = capturedAt;
    const stamp = this.stamp();
    const width = Math.min(this.options.frameWidth ?? DEFAULT_FRAME_WIDTH, camera.videoWidth);
    const height = Math.round((camera.videoHeight * width) / camera.videoWidth);
    createImageBitmap(camera, { resizeWidth: width, resizeHeight: height, resizeQuality: 'medium' })
      .then((bitmap) => this.worker.analyse(bitmap))
      .then((reading) => this.deliver(reading, stamp, capturedAt))
      .catch((error: unknown) => this.report(error))
      .finally(() => {
        this.inFlight.delete(capturedAt);
        this.settleCollectors();
        this.pump();
      });
  }

  /** Ends the collectors whose window has passed and whose frames are all read. */
  private settleCollectors(): void {
    for (const collector of this.collectors) {
      if (!collector.expired) continue;
      if ([...this.inFlight].some((capturedAt) => capturedAt <= collector.until)) continue;
      collector.finish();
    }
  }

  private deliver(reading: FrameReading, stamp: CaptureStamp | null, capturedAt: number): void {
    const now = performance.now();
    this.counts.readings += 1;
    this.counts.workMs += reading.workMs;
    this.counts.latencyMs += now - capturedAt;
    this.readingTimes.push(now);
    while ((this.readingTimes[0] ?? now) < now - RATE_WINDOW_MS) this.readingTimes.shift();
    this.options.onReading?.(reading, capturedAt);
    for (const collector of this.collectors) {
      if (capturedAt >= collector.from && capturedAt <= collector.until) collector.readings.push(reading);
    }
    // A frame captured during a stimulus belongs to it, even when the reading arrives after unbinding.
    if (stamp) {
      this.counts.samples += 1;
      this.options.onSample?.(toSample(reading, stamp, this.gaze, this.smileBaseline));
    }
  }

  private report(error: unknown): void {
    if (this.stopped) return;
    this.counts.failures += 1;
    const failure =
      error instanceof MeasurementError
        ? error
        : new MeasurementError(
            'measurement-frame-failed',
            error instanceof Error ? error.message : String(error),
          );
    this.options.onError?.(failure);
    if (failure.code === 'measurement-closed') this.stop();
  }
}

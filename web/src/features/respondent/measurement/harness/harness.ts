/**
 * The measurement harness page (web/measure-harness.html): no app around it, only the
 * measurement module, driven from Playwright by `npm run validate:expressions`, the browser test
 * and the bench.
 */
import { startCamera } from '../camera.ts';
import { runCalibration } from '../calibration.ts';
import { DEFAULT_FRAME_WIDTH, MeasurementSession } from '../session.ts';
import type { SmileBaseline } from '../smile-fusion.ts';
import { MeasurementWorker } from '../worker-client.ts';
import type { Sample } from '../../../../../../shared/src/fieldwork/index.ts';
import type {
  CameraRunOptions,
  CameraRunResult,
  CameraValidationOptions,
  CameraValidationResult,
  MeasureHarness,
} from './harness-api.ts';
import { decodeFrameIndex, FRAME_CODE, FRAME_CODE_WIDTH } from './frame-code.ts';

let worker: MeasurementWorker | null = null;
const status = document.getElementById('status');
const say = (text: string) => {
  if (status) status.textContent = text;
};

function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Scaled as the session scales camera frames (at most DEFAULT_FRAME_WIDTH wide). */
async function frameOf(blob: Blob): Promise<ImageBitmap> {
  const original = await createImageBitmap(blob);
  if (original.width <= DEFAULT_FRAME_WIDTH) return original;
  const height = Math.round((original.height * DEFAULT_FRAME_WIDTH) / original.width);
  const scaled = await createImageBitmap(original, {
    resizeWidth: DEFAULT_FRAME_WIDTH,
    resizeHeight: height,
    resizeQuality: 'medium',
  });
  original.close();
  return scaled;
}

function watchMainThread(): () => number {
  let worst = 0;
  let last = performance.now();
  let running = true;
  const tick = (now: number) => {
    worst = Math.max(worst, now - last);
    last = now;
    if (running) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  return () => {
    running = false;
    return Math.round(worst);
  };
}

async function cameraRun(options: CameraRunOptions): Promise<CameraRunResult> {
  const cameraVideo = document.getElementById('camera') as HTMLVideoElement;
  const stimulus = document.getElementById('stimulus') as HTMLVideoElement;
  const camera = await startCamera(cameraVideo);
  const samples: Sample[] = [];
  const session = await MeasurementSession.start({
    camera: cameraVideo,
    onSample: (sample) => samples.push(sample),
  });
  let calibration: CameraRunResult['calibration'] = null;
  let calibrationError: string | null = null;
  try {
    if (options.calibration) {
      const target = document.getElementById('target') as HTMLElement;
      try {
        const result = await runCalibration(session, {
          ...options.calibration,
          present: (step) => {
            target.hidden = step.kind !== 'target';
            if (step.kind === 'target')
              target.style.transform = `translate(${step.target.x - 8}px, ${step.target.y - 8}px)`;
            say(
              step.kind === 'neutral' ? 'Neutral face, please' : `Target ${step.index + 1} of ${step.count}`,
            );
          },
        });
        calibration = result.calibration;
      } catch (error) {
        calibrationError = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      }
      target.hidden = true;
    }
    stimulus.src = URL.createObjectURL(new Blob([bytesOf(options.stimulusBase64)], { type: 'video/mp4' }));
    stimulus.muted = true;
    await stimulus.play();
    say('Measuring');
    const stopWatch = watchMainThread();
    const boundAt = performance.now();
    session.bindStimulus({ stimulusId: options.stimulusId, element: stimulus });
    await new Promise<void>((resolve) => stimulus.addEventListener('ended', () => resolve(), { once: true }));
    session.unbindStimulus();
    const boundSeconds = (performance.now() - boundAt) / 1000;
    // Let the frame still in flight land: it belongs to the stimulus.
    await settle(500);
    say('Done');
    return {
      samples,
      stats: session.stats(),
      calibration,
      calibrationError,
      boundSeconds,
      stimulusDuration: stimulus.duration,
      worstFrameGapMs: stopWatch(),
    };
  } finally {
    session.stop();
    camera.stop();
  }
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The camera frames the harness has decoded, and waits on them: a wait ends on the first decoded
 * frame its test accepts (driven by the frames, no polling), or fails at the deadline.
 */
class DecodedFrames {
  readonly list: { at: number; index: number }[] = [];
  private waiters: ((index: number) => void)[] = [];

  add(frame: { at: number; index: number }): void {
    this.list.push(frame);
    for (const waiter of [...this.waiters]) waiter(frame.index);
  }

  latest(): number {
    return this.list.at(-1)?.index ?? -1;
  }

  /** Resolves on the first frame (the latest one included) whose index `accepts`. */
  next(accepts: (index: number) => boolean, deadline: number, what: string): Promise<void> {
    if (this.list.length > 0 && accepts(this.latest())) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters = this.waiters.filter((waiter) => waiter !== check);
      };
      const check = (index: number) => {
        if (!accepts(index)) return;
        done();
        resolve();
      };
      const timer = setTimeout(
        () => {
          done();
          reject(new Error(`timed out waiting for ${what}`));
        },
        Math.max(0, deadline - performance.now()),
      );
      this.waiters.push(check);
    });
  }
}

async function cameraValidation(options: CameraValidationOptions): Promise<CameraValidationResult> {
  const deadline = performance.now() + options.timeoutMs;
  const cameraVideo = document.getElementById('camera') as HTMLVideoElement;
  const samples: Sample[] = [];
  const readings: CameraValidationResult['readings'] = [];
  // The models load before the camera starts, so the fake camera's video starts near its first frame.
  const session = await MeasurementSession.start({
    camera: cameraVideo,
    onSample: (sample) => samples.push(sample),
    onReading: (reading, capturedAt) => {
      if (!reading.face || !reading.signals || !reading.expr) return;
      // The gaze features' last entry: the distance between the eye centres over the frame width.
      readings.push({
        capturedAt,
        signals: reading.signals,
        interocular: reading.gazeFeatures?.at(-1) ?? null,
      });
    },
  });
  const decoded = new DecodedFrames();
  const strip = new OffscreenCanvas(FRAME_CODE_WIDTH, FRAME_CODE.blockHeight);
  const context = strip.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2D canvas');
  let watching = true;
  const watch = () =>
    cameraVideo.requestVideoFrameCallback((now) => {
      context.drawImage(
        cameraVideo,
        0,
        0,
        FRAME_CODE_WIDTH,
        FRAME_CODE.blockHeight,
        0,
        0,
        FRAME_CODE_WIDTH,
        FRAME_CODE.blockHeight,
      );
      const index = decodeFrameIndex(
        context.getImageData(0, 0, FRAME_CODE_WIDTH, FRAME_CODE.blockHeight).data,
        FRAME_CODE_WIDTH,
      );
      // `now` is the frame's callback time, shared by the session's own callback that captures it.
      if (index !== null) decoded.add({ at: now, index });
      if (watching) watch();
    });
  watch();
  const camera = await startCamera(cameraVideo);
  const latest = () => decoded.latest();
  try {
    await decoded.next((index) => index >= 0, deadline, 'a coded camera frame');
    if (latest() >= options.calibrateBefore) {
      say('Waiting for the video to loop');
      await decoded.next(
        (index) => index >= 0 && index < options.calibrateBefore,
        deadline,
        'the video to loop',
      );
    }
    const calibratedFrom = latest();
    let calibrationError: string | null = null;
    let smileBaseline: SmileBaseline | null = null;
    try {
      say('Calibrating');
      ({ smile: smileBaseline } = await runCalibration(session, {
        ...options.calibration,
        present: () => undefined,
      }));
    } catch (error) {
      calibrationError = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    const calibratedTo = latest();
    say('Measuring');
    const shownAt = performance.now();
    const element = document.getElementById('status') as HTMLElement;
    session.bindStimulus({ stimulusId: 'camera-validation', element, shownAt });
    let previous = latest();
    let looped = false;
    await decoded.next(
      (index) => {
        looped ||= index < previous;
        previous = index;
        return looped || index >= options.lastIndex;
      },
      deadline,
      'the last frame',
    );
    session.unbindStimulus();
    await settle(500);
    say('Done');
    return {
      samples,
      shownAt,
      frames: decoded.list,
      calibrationError,
      calibratedFrom,
      calibratedTo,
      stats: session.stats(),
      readings,
      smileBaseline,
    };
  } finally {
    watching = false;
    session.stop();
    camera.stop();
  }
}

const harness: MeasureHarness = {
  async openWorker(model) {
    worker?.close();
    worker = await MeasurementWorker.start({ stills: true, ...(model ? { expressionModel: model } : {}) });
    say(`Worker ready (${worker.backend})`);
    return { backend: worker.backend, loadMs: worker.loadMs };
  },
  async readImage(base64, type) {
    if (!worker) throw new Error('openWorker first');
    return worker.analyse(await frameOf(new Blob([bytesOf(base64)], { type })));
  },
  cameraRun,
  cameraValidation,
};

window.measureHarness = harness;
say('Harness ready');

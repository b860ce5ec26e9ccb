/**
 * The measurement harness page (web/measure-harness.html): no app around it, only the
 * measurement module, driven from Playwright by `npm run validate:expressions`, the browser test
 * and the bench.
 */
import { startCamera } from '../camera.ts';
import { runCalibration } from '../calibration.ts';
import { DEFAULT_FRAME_WIDTH, MeasurementSession } from '../session.ts';
import { MeasurementWorker } from '../worker-client.ts';
import type { Sample } from '../../../../../../shared/src/fieldwork/index.ts';
import type { CameraRunOptions, CameraRunResult, MeasureHarness } from './harness-api.ts';

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
    await new Promise((resolve) => setTimeout(resolve, 500));
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
};

window.measureHarness = harness;
say('Harness ready');

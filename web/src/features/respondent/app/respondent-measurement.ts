import { MeasurementSession, startCamera, type Camera } from '../measurement/index.ts';
import { SignalOutbox } from '../upload/signal-outbox.ts';
import { LIVE_CALLS, type RespondentCalls } from './respondent-calls.ts';

/**
 * One respondent's measurement: the camera, the measurement worker, and the signal outbox the
 * samples go to (each stamped by the session with its stimulus' media time). Made once the
 * respondent allowed the camera; the camera goes off after the last stimulus.
 */
export class RespondentMeasurement {
  private cameraOn = true;

  private constructor(
    private readonly camera: Camera,
    readonly session: MeasurementSession,
    readonly outbox: SignalOutbox,
  ) {}

  /**
   * Asks for the camera, then loads the worker and its models (a few seconds: show progress).
   * Throws MeasurementError ('camera-denied', 'camera-unavailable', 'measurement-unsupported',
   * 'measurement-load-failed'); the camera is off again when it throws.
   */
  static async start(
    video: HTMLVideoElement,
    sessionId: string,
    calls: RespondentCalls = LIVE_CALLS,
  ): Promise<RespondentMeasurement> {
    const camera = await startCamera(video);
    const outbox = outboxOf(sessionId, calls);
    try {
      const session = await MeasurementSession.start({
        camera: video,
        onSample: (sample) => outbox.push(sample),
      });
      return new RespondentMeasurement(camera, session, outbox);
    } catch (error) {
      camera.stop();
      outbox.stop();
      throw error;
    }
  }

  /** Stops the worker and the camera (the light goes off); what is queued is still sent. */
  stopCamera(): void {
    if (!this.cameraOn) return;
    this.cameraOn = false;
    this.session.stop();
    this.camera.stop();
  }

  /** Stops measuring and resolves once every sample is with the server (or the server refused). */
  async finish(): Promise<void> {
    this.stopCamera();
    await this.outbox.flush();
  }

  /** The respondent went on without the webcam after all: nothing more is measured or sent. */
  abandon(): void {
    this.stopCamera();
    this.outbox.stop();
  }
}

function outboxOf(sessionId: string, calls: RespondentCalls = LIVE_CALLS): SignalOutbox {
  return new SignalOutbox({
    sessionId,
    storage: calls.storage ?? window.localStorage,
    send: (batch) => calls.postSignals({ params: { sessionId }, body: batch }),
  });
}

/**
 * Sends the batches an earlier page of this session left stored (a reload after which the camera
 * stayed off): resolves once the server has them all, or refused them.
 */
export async function sendLeftoverSignals(sessionId: string): Promise<void> {
  const outbox = outboxOf(sessionId);
  await outbox.flush();
  outbox.stop();
}

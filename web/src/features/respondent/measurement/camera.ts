import { MeasurementError } from './protocol.ts';

export interface Camera {
  stream: MediaStream;
  /** Stops the camera (the light goes off). */
  stop(): void;
}

/** The front camera at a size the face models need (640 x 480 is plenty), playing muted in `video`. */
export async function startCamera(video: HTMLVideoElement): Promise<Camera> {
  if (!navigator.mediaDevices?.getUserMedia) {
    throw new MeasurementError('camera-unavailable', 'this browser gives no camera access');
  }
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      audio: false,
      video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 }, frameRate: { ideal: 30 } },
    });
  } catch (error) {
    const denied =
      error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');
    throw new MeasurementError(
      denied ? 'camera-denied' : 'camera-unavailable',
      error instanceof Error ? error.message : String(error),
    );
  }
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  await video.play();
  return {
    stream,
    stop() {
      for (const track of stream.getTracks()) track.stop();
      video.srcObject = null;
    },
  };
}

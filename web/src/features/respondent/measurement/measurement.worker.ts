/// <reference lib="webworker" />
/**
 * The measurement worker: camera frames in (transferred ImageBitmaps), readings out. All model
 * work happens here so the page's main thread (and the stimulus playback) never waits on it.
 */
import { createFaceEngine, type FaceEngine } from './engine.ts';
import type { FromWorker, ToWorker } from './protocol.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
let engine: Promise<FaceEngine> | null = null;
let frames: Promise<void> = Promise.resolve();

const post = (message: FromWorker) => scope.postMessage(message);
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

scope.onmessage = async (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'init') {
    const started = performance.now();
    engine = createFaceEngine(message.init);
    try {
      const ready = await engine;
      post({ type: 'ready', backend: ready.backend, loadMs: Math.round(performance.now() - started) });
    } catch (error) {
      post({ type: 'error', id: null, code: 'measurement-load-failed', message: describe(error) });
    }
    return;
  }
  if (message.type === 'frame') {
    if (!engine) {
      message.bitmap.close();
      post({
        type: 'error',
        id: message.id,
        code: 'measurement-closed',
        message: 'the worker was not started',
      });
      return;
    }
    const { id, bitmap } = message;
    const ready = engine;
    // Frames are read one after another, in the order they came (the engine tracks the face
    // from frame to frame); the next one waits here while this one is read.
    frames = frames.then(async () => {
      try {
        const reading = await (await ready).analyse(bitmap);
        post({ type: 'reading', id, reading });
      } catch (error) {
        post({ type: 'error', id, code: 'measurement-frame-failed', message: describe(error) });
      }
    });
    return;
  }
  scope.close();
};

import { PRODUCT_EXPRESSION_MODEL, type ExpressionModelId } from './expression.ts';
import { MeasurementError, type FrameReading, type FromWorker, type ToWorker } from './protocol.ts';

export const DEFAULT_ASSET_BASE = '/measurement/';

export interface WorkerOptions {
  /** Where the app serves the models and WASM files (same origin). */
  assetBase?: string;
  /** Only the validation command picks another model, to reproduce the comparison. */
  expressionModel?: ExpressionModelId;
  /** Unrelated still images rather than a camera's video (the validation command). */
  stills?: boolean;
}

/** What the browser must offer for on-device measurement. */
export function measurementSupported(): boolean {
  return (
    typeof Worker !== 'undefined' &&
    typeof createImageBitmap !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    typeof WebAssembly !== 'undefined'
  );
}

/** The main thread's handle on the measurement worker: frames in, readings out. */
export class MeasurementWorker {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (r: FrameReading) => void; reject: (e: Error) => void }
  >();
  private closed = false;

  private constructor(
    private readonly worker: Worker,
    readonly backend: string,
    readonly loadMs: number,
  ) {
    worker.onmessage = (event: MessageEvent<FromWorker>) => this.receive(event.data);
    worker.onerror = (event) =>
      this.fail(new MeasurementError('measurement-closed', event.message || 'the worker stopped'));
  }

  /** Starts the worker and loads the models (a few MB, cached by the browser after the first time). */
  static start(options: WorkerOptions = {}): Promise<MeasurementWorker> {
    if (!measurementSupported()) {
      return Promise.reject(
        new MeasurementError('measurement-unsupported', 'this browser cannot measure on the device'),
      );
    }
    const worker = new Worker(new URL('./measurement.worker.ts', import.meta.url), {
      type: 'module',
      name: 'adpulse-measurement',
    });
    return new Promise((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<FromWorker>) => {
        const message = event.data;
        if (message.type === 'ready') resolve(new MeasurementWorker(worker, message.backend, message.loadMs));
        else if (message.type === 'error') {
          worker.terminate();
          reject(new MeasurementError(message.code, message.message));
        }
      };
      worker.onerror = (event) => {
        worker.terminate();
        reject(new MeasurementError('measurement-load-failed', event.message || 'the worker did not start'));
      };
      const init: ToWorker = {
        type: 'init',
        init: {
          assetBase: options.assetBase ?? DEFAULT_ASSET_BASE,
          expressionModel: options.expressionModel ?? PRODUCT_EXPRESSION_MODEL,
          stills: options.stills ?? false,
        },
      };
      worker.postMessage(init);
    });
  }

  /** Reads one frame; the bitmap is transferred (closed on this side). */
  analyse(bitmap: ImageBitmap): Promise<FrameReading> {
    if (this.closed) {
      bitmap.close();
      return Promise.reject(new MeasurementError('measurement-closed', 'the measurement was stopped'));
    }
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      const message: ToWorker = { type: 'frame', id, bitmap };
      this.worker.postMessage(message, [bitmap]);
    });
  }

  close(): void {
    if (this.closed) return;
    this.worker.postMessage({ type: 'close' } satisfies ToWorker);
    this.worker.terminate();
    this.fail(new MeasurementError('measurement-closed', 'the measurement was stopped'));
  }

  private receive(message: FromWorker): void {
    if (message.type === 'ready') return;
    const id = message.id;
    const waiting = id === null ? undefined : this.pending.get(id);
    if (!waiting || id === null) return;
    this.pending.delete(id);
    if (message.type === 'reading') waiting.resolve(message.reading);
    else waiting.reject(new MeasurementError(message.code, message.message));
  }

  private fail(error: MeasurementError): void {
    this.closed = true;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}

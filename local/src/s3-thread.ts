import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PortInUseError } from './net.ts';
import type { RunningS3, S3Options } from './s3.ts';

/** What the S3 thread (s3-worker.ts) answers: listening, stopped, or why it could not start. */
export type S3ThreadMessage =
  | { type: 'listening'; endpoint: string; port: number }
  | { type: 'stopped' }
  | { type: 'failed'; name: string; message: string; port?: number; purpose?: string };

const WORKER_FILE = new URL('./s3-worker.ts', import.meta.url);
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/**
 * s3rver (startS3) in a worker thread of its own. The analysis reads every session's samples and
 * writes hundreds of images through S3: served on the API's event loop, that traffic held API
 * calls for hundreds of milliseconds (issue 22). In its own thread it takes none of that loop.
 */
export function startS3Thread(options: S3Options): Promise<RunningS3> {
  const worker = new Worker(WORKER_FILE, { execArgv: ['--import', TSX_LOADER], workerData: options });
  return new Promise((resolve, reject) => {
    const starting = (message: S3ThreadMessage) => {
      if (message.type === 'listening') {
        worker.off('message', starting);
        resolve({ endpoint: message.endpoint, port: message.port, stop: () => stopThread(worker) });
      } else if (message.type === 'failed') {
        void worker.terminate();
        reject(
          message.name === 'PortInUseError' && message.port !== undefined
            ? new PortInUseError(message.port, message.purpose ?? 'S3 (s3rver)')
            : Object.assign(new Error(message.message), { name: message.name }),
        );
      }
    };
    worker.on('message', starting);
    worker.once('error', reject);
  });
}

function stopThread(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    const done = () => void worker.terminate().then(() => resolve());
    worker.on('message', (message: S3ThreadMessage) => {
      if (message.type === 'stopped' || message.type === 'failed') done();
    });
    worker.once('exit', () => resolve());
    worker.postMessage('stop');
  });
}

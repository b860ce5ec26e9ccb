import { parentPort, workerData } from 'node:worker_threads';
import { PortInUseError } from './net.ts';
import { startS3, type S3Options } from './s3.ts';
import type { S3ThreadMessage } from './s3-thread.ts';

/** The S3 thread of the local runtime (s3-thread.ts): s3rver on its own event loop. */
const port = parentPort;
if (!port) throw new Error('s3-worker.ts runs as a worker thread');
const send = (message: S3ThreadMessage) => port.postMessage(message);

try {
  const s3 = await startS3(workerData as S3Options);
  port.on('message', (message: unknown) => {
    if (message !== 'stop') return;
    s3.stop().then(
      () => send({ type: 'stopped' }),
      (error: unknown) => send({ type: 'failed', name: 'Error', message: String(error) }),
    );
  });
  send({ type: 'listening', endpoint: s3.endpoint, port: s3.port });
} catch (error) {
  send(
    error instanceof PortInUseError
      ? { type: 'failed', name: error.name, message: error.message, port: error.port, purpose: error.purpose }
      : { type: 'failed', name: 'Error', message: error instanceof Error ? error.message : String(error) },
  );
}

import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { importHandler, lambdaContext, type LambdaHandler } from './lambda-module.ts';
import type { LocalFunction } from './template.ts';

/** One invocation, sent by the pool (local/src/lambda-isolation.ts). */
export interface WorkerInvocation {
  file: string;
  fn: LocalFunction;
  event: unknown;
  deadline: number;
}

/** The error of a failed invocation, flattened: structured cloning would drop a custom name and fields. */
export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
}

/** How much lower than the request loop the workers run (nice 0 to 19). */
export const WORKER_NICENESS = 10;

export type WorkerAnswer = { ok: true; value: unknown } | { ok: false; error: SerializedError };

/**
 * A Lambda container of the local runtime: a worker thread that loads one function's module
 * once and runs one invocation at a time, so its CPU never stalls the runtime's event loop.
 */
const port = parentPort;
if (!port) throw new Error('lambda-worker.ts runs as a worker thread');
/**
 * On Linux a nice value set from a thread is that thread's alone: the heavy work yields the CPU
 * to the runtime's request loop (in the cloud each has a machine of its own). Elsewhere it may
 * apply to the whole process, so it is set on Linux only.
 */
if (process.platform === 'linux') setPriority(WORKER_NICENESS);
let handler: Promise<LambdaHandler> | undefined;

port.on('message', (invocation: WorkerInvocation) => {
  void run(invocation).then((answer) => port.postMessage(answer));
});

async function run({ file, fn, event, deadline }: WorkerInvocation): Promise<WorkerAnswer> {
  try {
    if (!handler) {
      handler = importHandler(file, fn.handlerExport);
      // A failed import is tried again on the next invocation (the developer may have fixed the file).
      handler.catch(() => (handler = undefined));
    }
    const value = await (await handler)(event, lambdaContext(fn, deadline));
    // Through JSON, as Lambda serializes a result: no functions, dates as text.
    return {
      ok: true,
      value: value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown),
    };
  } catch (error) {
    return { ok: false, error: serializeError(error) };
  }
}

function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    try {
      fields[key] = JSON.parse(JSON.stringify(value)) as unknown;
    } catch {
      // A field that cannot travel stays behind.
    }
  }
  return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}), fields };
}

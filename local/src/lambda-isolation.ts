import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { SHARE_ENV, Worker } from 'node:worker_threads';
import type { LocalFunction } from './template.ts';
import type { SerializedError, WorkerAnswer, WorkerInvocation } from './lambda-worker.ts';

/**
 * Functions the template gives 1 GB or more: the ones that analyse, draw images, render PDFs or
 * decode media (RunAnalysis, the analysis API with its PDF report, assets, the fieldwork check).
 * Lambda runs each invocation in a container of its own; locally they run in worker threads so
 * their CPU never stalls the event loop that serves the API.
 */
export const ISOLATED_FROM_MB = 1024;

/** Warm workers kept per function (Lambda's containers); more invocations wait for one. */
export const WORKERS_PER_FUNCTION = 4;

const WORKER_FILE = new URL('./lambda-worker.ts', import.meta.url);
/** The worker loads TypeScript through tsx, whatever loaded this process (tsx, vitest). */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Container {
  worker: Worker;
  pending: Pending | undefined;
}

/** The worker threads of one function: up to WORKERS_PER_FUNCTION, each one invocation at a time. */
class FunctionPool {
  private readonly idle: Container[] = [];
  private readonly all = new Set<Container>();
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly file: string,
    private readonly fn: LocalFunction,
  ) {}

  async invoke(event: unknown, deadline: number, timeout: () => Error): Promise<unknown> {
    const container = await this.take();
    const invocation: WorkerInvocation = { file: this.file, fn: this.fn, event, deadline };
    let timer: NodeJS.Timeout | undefined;
    try {
      return await new Promise<unknown>((resolve, reject) => {
        container.pending = { resolve, reject };
        timer = setTimeout(() => {
          // Lambda ends a sandbox that runs out of time: so does the pool, and the next call gets a fresh one.
          this.discard(container);
          reject(timeout());
        }, deadline - Date.now());
        container.worker.postMessage(invocation);
      });
    } finally {
      clearTimeout(timer);
      container.pending = undefined;
      this.give(container);
    }
  }

  private take(): Promise<Container> {
    const ready = this.idle.pop();
    if (ready) return Promise.resolve(ready);
    if (this.all.size < WORKERS_PER_FUNCTION) return Promise.resolve(this.spawn());
    return new Promise((resolve) => this.queue.push(() => resolve(this.take())));
  }

  private give(container: Container): void {
    if (this.all.has(container)) this.idle.push(container);
    this.queue.shift()?.();
  }

  private spawn(): Container {
    const worker = new Worker(WORKER_FILE, { execArgv: ['--import', TSX_LOADER], env: SHARE_ENV });
    const container: Container = { worker, pending: undefined };
    worker.unref();
    worker.on('message', (answer: WorkerAnswer) => {
      const pending = container.pending;
      container.pending = undefined;
      if (!pending) return;
      if (answer.ok) pending.resolve(answer.value);
      else pending.reject(deserializeError(answer.error));
    });
    const lost = (error: Error) => {
      this.discard(container);
      container.pending?.reject(error);
      container.pending = undefined;
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`The worker of ${this.fn.name} exited (${code})`)));
    this.all.add(container);
    return container;
  }

  private discard(container: Container): void {
    if (!this.all.delete(container)) return;
    const index = this.idle.indexOf(container);
    if (index >= 0) this.idle.splice(index, 1);
    void container.worker.terminate();
  }

  async stop(): Promise<void> {
    const containers = [...this.all];
    for (const container of containers) {
      this.discard(container);
      container.pending?.reject(new Error(`The local runtime stopped ${this.fn.name}`));
    }
    await Promise.all(containers.map((container) => container.worker.terminate()));
  }
}

/** Worker threads per function, made on first use and ended by `stop()`. */
export class IsolatedFunctions {
  private readonly pools = new Map<string, FunctionPool>();

  invoke(fn: LocalFunction, file: string, event: unknown, deadline: number, timeout: () => Error) {
    let pool = this.pools.get(fn.name);
    if (!pool) {
      pool = new FunctionPool(file, fn);
      this.pools.set(fn.name, pool);
    }
    return pool.invoke(event, deadline, timeout);
  }

  async stop(): Promise<void> {
    const pools = [...this.pools.values()];
    this.pools.clear();
    await Promise.all(pools.map((pool) => pool.stop()));
  }
}

/** The worker's error as the caller would have seen it in-process: its name, message, stack and fields. */
function deserializeError(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  error.name = serialized.name;
  if (serialized.stack) error.stack = serialized.stack;
  return Object.assign(error, serialized.fields);
}

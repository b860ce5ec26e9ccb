import { join } from 'node:path';
import { IsolatedFunctions, ISOLATED_FROM_MB } from './lambda-isolation.ts';
import { importHandler, lambdaContext, type LambdaHandler } from './lambda-module.ts';
import { REPO_ROOT } from './paths.ts';
import type { LocalFunction } from './template.ts';

export interface LocalLambdasOptions {
  /** Which functions run in worker threads; default those of ISOLATED_FROM_MB or more. */
  isolate?: (fn: LocalFunction) => boolean;
}

/**
 * The functions of the template, invoked from their source (`adpulse:entry`), each loaded once
 * on first use. Under tsx or vitest the TypeScript source imports directly. The heavy ones
 * (`isolate`) run in worker threads (lambda-isolation.ts), the others in this process.
 */
export class LocalLambdas {
  private readonly byName = new Map<string, LocalFunction>();
  private readonly byArn = new Map<string, LocalFunction>();
  private readonly loaded = new Map<string, Promise<LambdaHandler>>();
  private readonly isolated = new IsolatedFunctions();
  private readonly isolate: (fn: LocalFunction) => boolean;

  constructor(
    functions: readonly LocalFunction[],
    private readonly root: string = REPO_ROOT,
    options: LocalLambdasOptions = {},
  ) {
    this.isolate = options.isolate ?? ((fn) => fn.memoryMb >= ISOLATED_FROM_MB);
    for (const fn of functions) {
      this.byName.set(fn.name, fn);
      this.byArn.set(fn.arn, fn);
    }
  }

  /** The function by name, ARN, or `<arn>:<qualifier>` as Step Functions and the SDK accept. */
  find(nameOrArn: string): LocalFunction | undefined {
    const direct = this.byName.get(nameOrArn) ?? this.byArn.get(nameOrArn);
    if (direct) return direct;
    const unqualified = nameOrArn.split(':').slice(0, 7).join(':');
    return this.byArn.get(unqualified);
  }

  /** The function whose source is `entry` (a path relative to the repo root). */
  byEntry(entry: string): LocalFunction | undefined {
    return [...this.byName.values()].find((fn) => fn.entry === entry);
  }

  all(): LocalFunction[] {
    return [...this.byName.values()];
  }

  load(fn: LocalFunction): Promise<LambdaHandler> {
    const key = `${fn.entry}#${fn.handlerExport}`;
    let handler = this.loaded.get(key);
    if (!handler) {
      handler = importHandler(join(this.root, fn.entry), fn.handlerExport);
      this.loaded.set(key, handler);
      // A failed import is retried on the next call (the developer may have fixed the file).
      handler.catch(() => this.loaded.delete(key));
    }
    return handler;
  }

  /**
   * Runs the function like Lambda would: its own context and deadline. A run longer than the
   * function's timeout rejects with a `LambdaTimeoutError`.
   */
  async invoke(fn: LocalFunction, event: unknown): Promise<unknown> {
    const timeoutMs = fn.timeoutSeconds * 1000;
    if (this.isolate(fn)) {
      const timedOut = () => new LambdaTimeoutError(fn.name, fn.timeoutSeconds);
      return this.isolated.invoke(fn, join(this.root, fn.entry), event, Date.now() + timeoutMs, timedOut);
    }
    const handler = await this.load(fn);
    const context = lambdaContext(fn, Date.now() + timeoutMs);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new LambdaTimeoutError(fn.name, fn.timeoutSeconds)), timeoutMs);
    });
    try {
      return await Promise.race([handler(event, context), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Ends the worker threads (their invocations fail). */
  stop(): Promise<void> {
    return this.isolated.stop();
  }
}

export class LambdaTimeoutError extends Error {
  override name = 'Sandbox.Timedout';
  constructor(functionName: string, seconds: number) {
    super(`Task timed out after ${seconds.toFixed(2)} seconds (${functionName})`);
  }
}

export { lambdaContext, type LambdaHandler } from './lambda-module.ts';

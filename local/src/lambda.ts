import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { REPO_ROOT } from './paths.ts';
import type { LocalFunction } from './template.ts';

export type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

/**
 * The functions of the template, invoked in-process from their source (`adpulse:entry`), each
 * loaded once on first use. Under tsx or vitest the TypeScript source imports directly.
 */
export class LocalLambdas {
  private readonly byName = new Map<string, LocalFunction>();
  private readonly byArn = new Map<string, LocalFunction>();
  private readonly loaded = new Map<string, Promise<LambdaHandler>>();

  constructor(
    functions: readonly LocalFunction[],
    private readonly root: string = REPO_ROOT,
  ) {
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
    const handler = await this.load(fn);
    const timeoutMs = fn.timeoutSeconds * 1000;
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
}

export class LambdaTimeoutError extends Error {
  override name = 'Sandbox.Timedout';
  constructor(functionName: string, seconds: number) {
    super(`Task timed out after ${seconds.toFixed(2)} seconds (${functionName})`);
  }
}

async function importHandler(file: string, exportName: string): Promise<LambdaHandler> {
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const handler = module[exportName];
  if (typeof handler !== 'function')
    throw new Error(`${file} does not export a function named ${exportName}`);
  return handler as LambdaHandler;
}

export function lambdaContext(fn: LocalFunction, deadline: number): Context {
  const requestId = randomUUID();
  const unsupported = () => {
    throw new Error('Callback-style completion is not supported: return a promise');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName: fn.name,
    functionVersion: '$LATEST',
    invokedFunctionArn: fn.arn,
    memoryLimitInMB: String(fn.memoryMb),
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${fn.name}`,
    logStreamName: `local/[$LATEST]${requestId.replaceAll('-', '')}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}

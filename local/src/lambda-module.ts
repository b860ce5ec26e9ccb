import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import type { LocalFunction } from './template.ts';

export type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

/** The function's handler: `exportName` of the module at `file` (TypeScript source under tsx or vitest). */
export async function importHandler(file: string, exportName: string): Promise<LambdaHandler> {
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

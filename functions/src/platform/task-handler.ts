import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { Context } from 'aws-lambda';
import type { z } from 'zod';
import { observability, type Observability } from './observability.ts';

export interface TaskRequest<I> {
  input: I;
  context: Context;
  log: Observability['logger'];
  metrics: Observability['metrics'];
}

/**
 * The Lambda handler of one Step Functions task: the same Powertools logger, metrics and tracer
 * as the API (one middy stack), the state parsed by `schema`. A thrown error fails the task
 * under its name, which the state machine's Catch and Retry match.
 */
export function taskHandler<S extends z.ZodType, O>(
  service: string,
  schema: S,
  work: (request: TaskRequest<z.output<S>>) => Promise<O>,
) {
  const obs = observability(service);
  return middy<unknown, O>()
    .use(injectLambdaContext(obs.logger, { resetKeys: true }))
    .use(logMetrics(obs.metrics))
    .use(captureLambdaHandler(obs.tracer))
    .handler(async (event, context) =>
      work({ input: schema.parse(event), context, log: obs.logger, metrics: obs.metrics }),
    );
}

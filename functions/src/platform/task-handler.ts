import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { Context } from 'aws-lambda';
import type { z } from 'zod';
import { ERRORS, isErrorCode } from '@adpulse/shared';
import type { FieldProblem } from '@adpulse/shared/i18n/reported-error';
import type { WorkflowDefinition } from '@adpulse/shared/workflows/define';
import { DomainError, domainErrorOfCode } from './errors.ts';
import { contractChecksOn } from './http/contract-check.ts';
import { observability, type Observability } from './observability.ts';

export interface TaskRequest<I> {
  input: I;
  context: Context;
  log: Observability['logger'];
  metrics: Observability['metrics'];
}

/** What a task's `DomainError` carries across Step Functions (the Lambda error's message). */
interface SerialisedDomainError {
  code: string;
  params?: Record<string, string | number>;
  details?: readonly FieldProblem[];
}

/**
 * A task's `DomainError` as the Lambda reports it: its name is the code (so a Retry or Catch may
 * match `purchase.cannot_buy`), its message `{ code, params, details }` as JSON. Made once, here.
 */
export class TaskDomainError extends Error {
  constructor(error: DomainError) {
    const body: SerialisedDomainError = {
      code: error.code,
      ...(error.params ? { params: error.params as Record<string, string | number> } : {}),
      ...(error.details?.length ? { details: error.details } : {}),
    };
    super(JSON.stringify(body));
    this.name = error.code;
  }
}

/** A Catch's `$.failure`: Step Functions' error name and cause (for a Lambda, its error as JSON). */
export interface TaskFailure {
  Error: string;
  Cause?: string | undefined;
}

/**
 * The `DomainError` a task threw, read back from a Catch's `{ Error, Cause }` (the one reader of
 * what `TaskDomainError` wrote); `undefined` for any other failure (a timeout, a crash, a bug),
 * which the caller reports as its own generic code.
 */
export function domainErrorOf(failure: TaskFailure): DomainError | undefined {
  if (!isErrorCode(failure.Error)) return undefined;
  const code = failure.Error;
  const body = parseObject(parseObject(failure.Cause)?.errorMessage);
  const params = ERRORS[code].params.safeParse(body?.params ?? {});
  const details = Array.isArray(body?.details) ? (body.details as FieldProblem[]) : undefined;
  // A code whose params did not survive is still that code; its text then goes without them.
  return domainErrorOfCode(
    code,
    params.success ? (params.data as Record<string, string | number>) : undefined,
    details,
  );
}

function parseObject(text: unknown): Record<string, unknown> | undefined {
  if (typeof text !== 'string' || !text) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Lambda handler of one Step Functions task: the same Powertools logger, metrics and tracer
 * as the API (one middy stack), the state parsed by `schema`. A thrown `DomainError` fails the
 * task under its code with its params (`TaskDomainError`); any other error under its name, which
 * the state machine's Catch and Retry match (`WriteConflict`, `AnalysisBusy`).
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
    .handler(async (event, context) => {
      try {
        return await work({ input: schema.parse(event), context, log: obs.logger, metrics: obs.metrics });
      } catch (error) {
        throw error instanceof DomainError ? new TaskDomainError(error) : error;
      }
    });
}

/** Where a task handler was made from: its workflow definition and state (the architecture test reads it). */
export const TASK_BINDING = Symbol.for('adpulse.workflowTask');
export interface TaskBinding {
  workflow: string;
  state: string;
}

/**
 * The handler of one Task state of a workflow definition (`shared/src/workflows/`): its input
 * parsed with the state's schema, its answer typed by the state's output schema (and checked
 * against it when contract checks are on, as in every test run). The one way a task is made:
 * the architecture test proves every Task state's handler export is one of these, for that state.
 */
export function workflowTask<W extends WorkflowDefinition, K extends keyof W['tasks'] & string>(
  workflow: W,
  state: K,
  work: (request: TaskRequest<z.output<W['tasks'][K]['input']>>) => Promise<z.input<W['tasks'][K]['output']>>,
) {
  const task = workflow.tasks[state] as W['tasks'][K];
  const checked = async (request: TaskRequest<z.output<W['tasks'][K]['input']>>) => {
    const output = await work(request);
    if (contractChecksOn()) task.output.parse(output);
    return output;
  };
  const binding: TaskBinding = { workflow: workflow.name, state };
  const schema = task.input as z.ZodType<z.output<W['tasks'][K]['input']>>;
  return Object.assign(taskHandler(workflow.service, schema, checked), { [TASK_BINDING]: binding });
}

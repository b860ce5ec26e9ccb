import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from '../http-util.ts';
import { SfnApiError, type Execution, type ExecutionStatus, type LocalExecutions } from './executions.ts';

/** Where the local runtime serves the Step Functions API; handlers get it as AWS_ENDPOINT_URL_SFN. */
export const SFN_PATH = '/_aws/sfn';

const CONTENT_TYPE = 'application/x-amz-json-1.0';
const TARGET_PREFIX = 'AWSStepFunctions.';

type Operation = (executions: LocalExecutions, request: Record<string, unknown>) => unknown;

/**
 * The subset of the Step Functions API (AWS JSON 1.0 protocol: POST, X-Amz-Target) that our
 * functions use. Signatures are not checked: nothing here is reachable beyond this machine.
 */
const OPERATIONS: Record<string, Operation> = {
  StartExecution: (executions, request) => {
    const execution = executions.start(
      requiredString(request, 'stateMachineArn'),
      optionalString(request, 'input'),
      optionalString(request, 'name'),
    );
    return { executionArn: execution.executionArn, startDate: epochSeconds(execution.startDate) };
  },
  DescribeExecution: (executions, request) =>
    describeShape(executions.describe(requiredString(request, 'executionArn'))),
  StopExecution: (executions, request) => {
    const execution = executions.stop(
      requiredString(request, 'executionArn'),
      optionalString(request, 'error'),
      optionalString(request, 'cause'),
    );
    return { stopDate: epochSeconds(execution.stopDate ?? new Date()) };
  },
  ListExecutions: (executions, request) => {
    const all = executions.list(
      requiredString(request, 'stateMachineArn'),
      optionalString(request, 'statusFilter') as ExecutionStatus | undefined,
    );
    const start = Number(optionalString(request, 'nextToken') ?? 0);
    const max = Number(request.maxResults ?? 100) || 100;
    const page = all.slice(start, start + max);
    return {
      executions: page.map((execution) => ({
        executionArn: execution.executionArn,
        stateMachineArn: execution.stateMachineArn,
        name: execution.name,
        status: execution.status,
        startDate: epochSeconds(execution.startDate),
        ...(execution.stopDate ? { stopDate: epochSeconds(execution.stopDate) } : {}),
      })),
      ...(start + max < all.length ? { nextToken: String(start + max) } : {}),
    };
  },
};

export async function handleStepFunctions(
  executions: LocalExecutions,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const target = String(request.headers['x-amz-target'] ?? '');
  const operation = target.startsWith(TARGET_PREFIX)
    ? OPERATIONS[target.slice(TARGET_PREFIX.length)]
    : undefined;
  try {
    if (request.method !== 'POST')
      throw new SfnApiError('UnknownOperationException', 'Only POST is accepted');
    if (!operation)
      throw new SfnApiError('UnknownOperationException', `Operation ${target} is not supported locally`);
    const text = (await readBody(request, 1024 * 1024)).toString('utf8');
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    sendJson(response, 200, operation(executions, body), { 'content-type': CONTENT_TYPE });
  } catch (error) {
    const known = error instanceof SfnApiError ? error : undefined;
    const type = known?.type ?? (error instanceof SyntaxError ? 'SerializationException' : 'InternalFailure');
    sendJson(
      response,
      type === 'InternalFailure' ? 500 : 400,
      {
        __type: `com.amazonaws.sfn#${type}`,
        message: error instanceof Error ? error.message : String(error),
      },
      { 'content-type': CONTENT_TYPE, 'x-amzn-errortype': type },
    );
  }
}

function describeShape(execution: Execution) {
  return {
    executionArn: execution.executionArn,
    stateMachineArn: execution.stateMachineArn,
    name: execution.name,
    status: execution.status,
    startDate: epochSeconds(execution.startDate),
    ...(execution.stopDate ? { stopDate: epochSeconds(execution.stopDate) } : {}),
    input: execution.input,
    inputDetails: { included: true },
    ...(execution.output !== undefined
      ? { output: execution.output, outputDetails: { included: true } }
      : {}),
    ...(execution.error !== undefined ? { error: execution.error } : {}),
    ...(execution.cause !== undefined ? { cause: execution.cause } : {}),
  };
}

function epochSeconds(date: Date): number {
  return date.getTime() / 1000;
}

function requiredString(request: Record<string, unknown>, field: string): string {
  const value = request[field];
  if (typeof value !== 'string' || !value)
    throw new SfnApiError('ValidationException', `${field} is required`);
  return value;
}

function optionalString(request: Record<string, unknown>, field: string): string | undefined {
  const value = request[field];
  return typeof value === 'string' ? value : undefined;
}

import type { LocalLambdas } from '../lambda.ts';
import { isObject, type JsonObject } from '../cfn/types.ts';

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type TaskHandler = (input: JsonValue) => Promise<JsonValue>;

const LAMBDA_INVOKE = 'arn:aws:states:::lambda:invoke';

/**
 * Local handlers for every Task state of a definition (nested Parallel branches and Map
 * processors included), keyed by state name as aws-local-stepfunctions wants them. A Lambda
 * resource (its ARN, or the lambda:invoke integration) runs the in-process function; any other
 * resource fails with a clear error rather than trying to reach AWS.
 */
export function taskHandlers(definition: JsonObject, lambdas: LocalLambdas): Record<string, TaskHandler> {
  const handlers: Record<string, TaskHandler> = {};
  for (const [stateName, state] of taskStates(definition)) {
    const resource = String(state.Resource ?? '');
    handlers[stateName] = async (input) => {
      if (resource === LAMBDA_INVOKE) {
        const parameters = isObject(input) ? input : {};
        const payload = await invokeLambda(
          lambdas,
          String(parameters.FunctionName ?? ''),
          parameters.Payload ?? null,
        );
        return { ExecutedVersion: '$LATEST', Payload: payload, StatusCode: 200 };
      }
      if (resource.startsWith('arn:aws:lambda:')) return invokeLambda(lambdas, resource, input);
      throw Object.assign(
        new Error(`The resource ${resource} of state ${stateName} has no local implementation`),
        {
          name: 'States.TaskFailed',
        },
      );
    };
  }
  return handlers;
}

function* taskStates(definition: JsonObject): Generator<[string, JsonObject]> {
  const states = isObject(definition.States) ? definition.States : {};
  for (const [name, state] of Object.entries(states)) {
    if (!isObject(state)) continue;
    if (state.Type === 'Task') yield [name, state];
    if (Array.isArray(state.Branches)) {
      for (const branch of state.Branches) if (isObject(branch)) yield* taskStates(branch);
    }
    for (const nested of [state.Iterator, state.ItemProcessor])
      if (isObject(nested)) yield* taskStates(nested);
  }
}

async function invokeLambda(lambdas: LocalLambdas, nameOrArn: string, payload: unknown): Promise<JsonValue> {
  const fn = lambdas.find(nameOrArn);
  if (!fn) {
    throw Object.assign(new Error(`Function not found: ${nameOrArn}`), {
      name: 'Lambda.ResourceNotFoundException',
    });
  }
  try {
    // Through JSON both ways, as the Lambda service would: no shared objects, no undefined.
    const event = JSON.parse(JSON.stringify(payload ?? null)) as unknown;
    const result = await lambdas.invoke(fn, event);
    return JSON.parse(JSON.stringify(result ?? null)) as JsonValue;
  } catch (error) {
    throw lambdaError(error);
  }
}

/** The error as Step Functions reports a failed Lambda: Error = errorType, Cause = the JSON error. */
export function lambdaError(error: unknown): Error {
  const original = error instanceof Error ? error : new Error(String(error));
  const errorType = original.name || 'Error';
  const cause = JSON.stringify({
    errorType,
    errorMessage: original.message,
    trace: (original.stack ?? '').split('\n'),
  });
  return Object.assign(new Error(cause), { name: errorType });
}

import type { z } from 'zod';
import type { ErrorCode } from '../contracts/errors.ts';

/** The transient Lambda errors every task state retries (Step Functions' recommended set). */
export const LAMBDA_TRANSIENT_ERRORS = [
  'Lambda.ServiceException',
  'Lambda.AWSLambdaException',
  'Lambda.SdkClientException',
  'Lambda.TooManyRequestsException',
] as const;

/** One Task state of a state machine: what it gets, returns and may refuse, and who serves it. */
export interface TaskSpec {
  /** The `${Placeholder}` of the state's Resource in the ASL file, replaced by the function's ARN. */
  resource: string;
  /** The function's construct id (and its name's stem). */
  id: string;
  /** The handler: its file from the repository root and the export (made by `workflowTask`). */
  handler: { entry: string; export: string };
  /** The state as the task reads it (its Parameters, or the whole state). */
  input: z.ZodType;
  /** What the task returns (stored at its ResultPath). */
  output: z.ZodType;
  /** The `DomainError` codes the task may throw (they fail it under the code). */
  errors: readonly ErrorCode[];
  /**
   * The error names its Retry lists, in order of the Retry entries, flattened: `States.ALL`, or
   * the transient Lambda errors plus the task's own retryable names (`WriteConflict`).
   */
  retry: readonly string[];
  /** The state its Catch (`States.ALL`) goes to; none when a failure fails the execution. */
  catch?: string;
}

export interface WorkflowSpec {
  /** The state machine's input. */
  input: z.ZodType;
  /** The ASL file, from the repository root. */
  definitionFile: string;
  /** The service name of its tasks' logs and metrics. */
  service: string;
  /**
   * The execution's TimeoutSeconds (the ASL's, checked): readers of a record the machine writes
   * at its end count a run older than this as ended without one (no DescribeExecution).
   */
  timeoutSeconds?: number;
  /** Every Task state, by state name. */
  tasks: Record<string, TaskSpec>;
}

export type WorkflowDefinition<N extends string = string, S extends WorkflowSpec = WorkflowSpec> = S & {
  name: N;
};

/**
 * One state machine as a contract: its input, each task state's input, output, error codes,
 * handler export and retry/catch policy. The CDK wiring (infra/src/workflows.ts) and with it the
 * local runtime bind tasks from it, the functions make typed handlers from it (`workflowTask`),
 * and `aslProblems` checks the ASL file against it (ARCHITECTURE.md says why the ASL stays a file).
 */
export function defineWorkflow<N extends string, const S extends WorkflowSpec>(
  name: N,
  spec: S,
): WorkflowDefinition<N, S> {
  return { ...spec, name };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** Every Task state of an ASL definition (Parallel branches and Map processors included). */
export function taskStatesOf(definition: Json): [string, Json][] {
  const states = isObject(definition.States) ? definition.States : {};
  return Object.entries(states).flatMap(([name, state]): [string, Json][] => {
    if (!isObject(state)) return [];
    const nested = [
      ...(Array.isArray(state.Branches) ? state.Branches : []),
      state.Iterator,
      state.ItemProcessor,
    ].filter(isObject);
    return [
      ...(state.Type === 'Task' ? [[name, state] as [string, Json]] : []),
      ...nested.flatMap(taskStatesOf),
    ];
  });
}

/**
 * Where an ASL definition departs from its workflow definition: its TimeoutSeconds, a Task state the definition does
 * not declare (or one it declares missing), a Resource other than the task's placeholder, a Retry
 * or Catch other than its policy. Empty when they agree.
 */
export function aslProblems(workflow: WorkflowDefinition, definition: Json): string[] {
  const problems: string[] = [];
  if (definition.TimeoutSeconds !== workflow.timeoutSeconds) {
    problems.push(
      `${workflow.name}: TimeoutSeconds ${String(definition.TimeoutSeconds)}, not ${String(workflow.timeoutSeconds)}`,
    );
  }
  const states = new Map(taskStatesOf(definition));
  for (const [name, state] of states) {
    const task = workflow.tasks[name];
    if (!task) {
      problems.push(`${workflow.name}: Task state ${name} is not in the workflow's definition`);
      continue;
    }
    if (state.Resource !== `\${${task.resource}}`) {
      problems.push(`${workflow.name}.${name}: Resource ${String(state.Resource)}, not \${${task.resource}}`);
    }
    const retry = (Array.isArray(state.Retry) ? state.Retry : []).flatMap((entry) =>
      isObject(entry) && Array.isArray(entry.ErrorEquals) ? (entry.ErrorEquals as string[]) : [],
    );
    if (JSON.stringify(retry) !== JSON.stringify(task.retry)) {
      problems.push(`${workflow.name}.${name}: retries ${retry.join(', ')}, not ${task.retry.join(', ')}`);
    }
    const catches = (Array.isArray(state.Catch) ? state.Catch : []).filter(isObject);
    const caught = catches.find((entry) =>
      (entry.ErrorEquals as string[] | undefined)?.includes('States.ALL'),
    );
    if ((caught?.Next as string | undefined) !== task.catch) {
      problems.push(
        `${workflow.name}.${name}: catches to ${String(caught?.Next)}, not ${String(task.catch)}`,
      );
    }
  }
  for (const name of Object.keys(workflow.tasks)) {
    if (!states.has(name)) problems.push(`${workflow.name}: the definition's task ${name} is no Task state`);
  }
  return problems;
}

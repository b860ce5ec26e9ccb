import { randomUUID } from 'node:crypto';
import {
  ExecutionAbortedError,
  ExecutionError,
  ExecutionTimeoutError,
  StateMachine,
  type StateMachineDefinition,
} from 'aws-local-stepfunctions';
import type { LocalLambdas } from '../lambda.ts';
import type { LocalStateMachine } from '../template.ts';
import { taskHandlers } from './tasks.ts';

export type ExecutionStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'TIMED_OUT' | 'ABORTED';

export interface Execution {
  executionArn: string;
  stateMachineArn: string;
  name: string;
  status: ExecutionStatus;
  startDate: Date;
  stopDate?: Date;
  input: string;
  output?: string;
  error?: string;
  cause?: string;
}

/** An error of the Step Functions API (`__type` in the JSON protocol). */
export class SfnApiError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = type;
  }
}

export interface ExecutionOptions {
  /** Milliseconds every Wait state lasts instead of its own duration (tests). */
  waitOverrideMs?: number;
  /** Finished executions kept per state machine; older ones are forgotten. */
  keepFinished?: number;
}

interface Running {
  abort: () => void;
  done: Promise<void>;
}

/**
 * Runs the template's state machines with aws-local-stepfunctions, Lambda tasks mapped to the
 * in-process functions. Executions live in memory while the runtime runs.
 */
export class LocalExecutions {
  private readonly machines = new Map<string, { machine: LocalStateMachine; engine: StateMachine }>();
  private readonly executions = new Map<string, Execution>();
  private readonly running = new Map<string, Running>();

  constructor(
    machines: readonly LocalStateMachine[],
    private readonly lambdas: LocalLambdas,
    private readonly options: ExecutionOptions = {},
  ) {
    for (const machine of machines) {
      let engine: StateMachine;
      try {
        engine = new StateMachine(machine.definition as unknown as StateMachineDefinition);
      } catch (error) {
        throw new Error(`State machine ${machine.logicalId} (${machine.stackName}) is invalid`, {
          cause: error,
        });
      }
      this.machines.set(machine.arn, { machine, engine });
    }
  }

  stateMachineArns(): string[] {
    return [...this.machines.keys()];
  }

  start(stateMachineArn: string, input: string | undefined, name: string | undefined): Execution {
    const found = this.machines.get(stateMachineArn);
    if (!found)
      throw new SfnApiError('StateMachineDoesNotExist', `State Machine Does Not Exist: '${stateMachineArn}'`);
    const executionName = name ?? randomUUID();
    const executionArn = `${stateMachineArn.replace(':stateMachine:', ':execution:')}:${executionName}`;
    const inputText = input ?? '{}';
    const existing = this.executions.get(executionArn);
    if (existing) {
      // Same name, same input, still running: Step Functions answers with the same execution.
      if (existing.status === 'RUNNING' && existing.input === inputText) return existing;
      throw new SfnApiError('ExecutionAlreadyExists', `Execution Already Exists: '${executionArn}'`);
    }
    let parsedInput: unknown;
    try {
      parsedInput = JSON.parse(inputText);
    } catch {
      throw new SfnApiError('InvalidExecutionInput', 'Invalid State Machine Execution Input: not valid JSON');
    }
    const execution: Execution = {
      executionArn,
      stateMachineArn,
      name: executionName,
      status: 'RUNNING',
      startDate: new Date(),
      input: inputText,
    };
    this.executions.set(executionArn, execution);
    this.run(found.machine, found.engine, execution, parsedInput);
    return execution;
  }

  describe(executionArn: string): Execution {
    const execution = this.executions.get(executionArn);
    if (!execution)
      throw new SfnApiError('ExecutionDoesNotExist', `Execution Does Not Exist: '${executionArn}'`);
    return execution;
  }

  stop(executionArn: string, error?: string, cause?: string): Execution {
    const execution = this.describe(executionArn);
    if (execution.status === 'RUNNING') {
      this.finish(execution, { status: 'ABORTED', error, cause });
      this.running.get(executionArn)?.abort();
    }
    return execution;
  }

  list(stateMachineArn: string, statusFilter?: ExecutionStatus): Execution[] {
    if (!this.machines.has(stateMachineArn)) {
      throw new SfnApiError('StateMachineDoesNotExist', `State Machine Does Not Exist: '${stateMachineArn}'`);
    }
    return [...this.executions.values()]
      .filter((execution) => execution.stateMachineArn === stateMachineArn)
      .filter((execution) => !statusFilter || execution.status === statusFilter)
      .sort((a, b) => b.startDate.getTime() - a.startDate.getTime());
  }

  /** Resolves when the execution has finished (for tests and orderly shutdown). */
  async settled(executionArn: string): Promise<Execution> {
    await this.running.get(executionArn)?.done;
    return this.describe(executionArn);
  }

  /** Aborts every running execution and waits for them to unwind. */
  async stopAll(): Promise<void> {
    const pending = [...this.running.keys()].map((arn) => {
      this.stop(arn, 'States.Runtime', 'The local runtime stopped');
      return this.running.get(arn)?.done;
    });
    await Promise.allSettled(pending);
  }

  private run(machine: LocalStateMachine, engine: StateMachine, execution: Execution, input: unknown): void {
    const waitOverrides =
      this.options.waitOverrideMs === undefined
        ? undefined
        : waitStates(machine, this.options.waitOverrideMs);
    const handle = engine.run(input as never, {
      overrides: {
        taskResourceLocalHandlers: taskHandlers(machine.definition, this.lambdas),
        ...(waitOverrides ? { waitTimeOverrides: waitOverrides } : {}),
      },
      context: {
        Execution: { Id: execution.executionArn, Name: execution.name, RoleArn: '' },
        StateMachine: { Id: machine.arn, Name: machine.name },
      },
    });
    const done = handle.result.then(
      (output) => this.finish(execution, { status: 'SUCCEEDED', output: JSON.stringify(output ?? null) }),
      (error: unknown) => this.finish(execution, outcomeOf(error)),
    );
    this.running.set(execution.executionArn, {
      abort: handle.abort,
      done: done.finally(() => {
        this.running.delete(execution.executionArn);
        this.forgetOldExecutions(execution.stateMachineArn);
      }),
    });
  }

  private finish(execution: Execution, outcome: Partial<Execution> & { status: ExecutionStatus }): void {
    // The first outcome wins: a StopExecution is not overwritten by the unwinding run.
    if (execution.status !== 'RUNNING') return;
    Object.assign(execution, stripUndefined(outcome), { stopDate: new Date() });
  }

  private forgetOldExecutions(stateMachineArn: string): void {
    const keep = this.options.keepFinished ?? 1000;
    const finished = this.list(stateMachineArn).filter((execution) => execution.status !== 'RUNNING');
    for (const execution of finished.slice(keep)) this.executions.delete(execution.executionArn);
  }
}

function outcomeOf(error: unknown): Partial<Execution> & { status: ExecutionStatus } {
  if (error instanceof ExecutionAbortedError) return { status: 'ABORTED' };
  if (error instanceof ExecutionTimeoutError) return { status: 'TIMED_OUT', error: 'States.Timeout' };
  const cause = error instanceof ExecutionError && error.cause instanceof Error ? error.cause : error;
  if (cause instanceof Error) return { status: 'FAILED', error: cause.name, cause: cause.message };
  return { status: 'FAILED', error: 'States.Runtime', cause: String(cause) };
}

function waitStates(machine: LocalStateMachine, ms: number): Record<string, number> {
  const names: Record<string, number> = {};
  const visit = (definition: unknown) => {
    if (typeof definition !== 'object' || definition === null) return;
    const states = (definition as { States?: Record<string, Record<string, unknown>> }).States ?? {};
    for (const [name, state] of Object.entries(states)) {
      if (state.Type === 'Wait') names[name] = ms;
      if (Array.isArray(state.Branches)) state.Branches.forEach(visit);
      visit(state.Iterator);
      visit(state.ItemProcessor);
    }
  };
  visit(machine.definition);
  return names;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>;
}

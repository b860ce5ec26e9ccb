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
import type { Execution, ExecutionStatus } from './execution.ts';
import { SavedExecutions, type ExecutionPosition } from './saved-executions.ts';
import { taskHandlers } from './tasks.ts';

export type { Execution, ExecutionStatus } from './execution.ts';

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
  /**
   * Where executions persist (`<dataDir>/stepfunctions`): each is saved at every state it enters,
   * and `resume()` carries on the unfinished ones after a restart. In memory only when absent.
   */
  stateDir?: string;
  /**
   * Validate each definition as Step Functions would (asl-validator) before running it; default
   * on. Test runtimes turn it off: it compiles the ASL schemas anew per definition (about 2.3 s of
   * CPU a start), and `definitions.test.ts` validates every workflow's definition once.
   */
  validate?: boolean;
}

interface Running {
  abort: () => void;
  done: Promise<void>;
  position?: ExecutionPosition;
}

/** The Wait a resumed execution starts with: what was left of the Wait it was in. */
const RESUMED_WAIT = '__ResumedWait';

/**
 * Runs the template's state machines with aws-local-stepfunctions, Lambda tasks mapped to the
 * in-process functions. With a `stateDir`, executions outlive the process as they outlive any
 * Lambda in Step Functions: each is saved at every state it enters, and `resume()` restarts an
 * unfinished one at the state it was in (a Task runs again: every task of ours is safe to
 * repeat; a Wait waits what was left of it).
 */
export class LocalExecutions {
  private readonly machines = new Map<string, { machine: LocalStateMachine; engine: StateMachine }>();
  private readonly executions = new Map<string, Execution>();
  private readonly running = new Map<string, Running>();
  private readonly saved: SavedExecutions | undefined;
  /** Set by suspendAll(): the process stops, its executions are not over. */
  private suspended = false;

  constructor(
    machines: readonly LocalStateMachine[],
    private readonly lambdas: LocalLambdas,
    private readonly options: ExecutionOptions = {},
  ) {
    for (const machine of machines) {
      let engine: StateMachine;
      try {
        engine = new StateMachine(
          machine.definition as unknown as StateMachineDefinition,
          options.validate === false ? { validationOptions: { noValidate: true } } : {},
        );
      } catch (error) {
        throw new Error(`State machine ${machine.logicalId} (${machine.stackName}) is invalid`, {
          cause: error,
        });
      }
      this.machines.set(machine.arn, { machine, engine });
    }
    this.saved = options.stateDir ? new SavedExecutions(options.stateDir) : undefined;
  }

  /**
   * Loads the saved executions and carries on the unfinished ones where they stood; answers how
   * many resumed. Executions of a state machine the template no longer has are left as they are.
   */
  resume(): number {
    let resumed = 0;
    for (const { execution, position } of this.saved?.load() ?? []) {
      const found = this.machines.get(execution.stateMachineArn);
      if (!found) continue;
      this.executions.set(execution.executionArn, execution);
      if (execution.status !== 'RUNNING') continue;
      const start = position ?? { state: '', input: JSON.parse(execution.input) as unknown, enteredAt: 0 };
      this.run(found.machine, execution, start);
      resumed += 1;
    }
    return resumed;
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
    this.saved?.save(execution, undefined);
    this.run(found.machine, execution, { state: '', input: parsedInput, enteredAt: 0 }, found.engine);
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

  /**
   * The runtime stops: its executions halt where they are, still RUNNING on disk, and the next
   * start resumes them (without a `stateDir` they end as ABORTED, as stopAll ends them).
   */
  async suspendAll(): Promise<void> {
    if (!this.saved) return this.stopAll();
    this.suspended = true;
    const pending = [...this.running.values()].map((running) => {
      running.abort();
      return running.done;
    });
    await Promise.allSettled(pending);
  }

  /**
   * Runs an execution from `from.state` (the definition's StartAt when empty) with `from.input`.
   * A resumed Wait becomes a Wait of what was left of it, then goes on as the original would.
   */
  private run(
    machine: LocalStateMachine,
    execution: Execution,
    from: ExecutionPosition,
    fresh?: StateMachine,
  ): void {
    const waitOverrides: Record<string, number> =
      this.options.waitOverrideMs === undefined ? {} : waitStates(machine, this.options.waitOverrideMs);
    let engine = fresh;
    if (!engine) {
      const resumed = resumedDefinition(machine.definition, execution, from, this.options.waitOverrideMs);
      if ('timedOut' in resumed) {
        this.finish(execution, { status: 'TIMED_OUT', error: 'States.Timeout' });
        return;
      }
      Object.assign(waitOverrides, resumed.waitOverrides);
      // Validated whole at construction; started midway, the states before are unreachable.
      engine = new StateMachine(resumed.definition as unknown as StateMachineDefinition, {
        validationOptions: { noValidate: true },
      });
    }
    const handle = engine.run(from.input as never, {
      overrides: {
        taskResourceLocalHandlers: taskHandlers(machine.definition, this.lambdas),
        ...(Object.keys(waitOverrides).length ? { waitTimeOverrides: waitOverrides } : {}),
      },
      context: {
        Execution: { Id: execution.executionArn, Name: execution.name, RoleArn: '' },
        StateMachine: { Id: machine.arn, Name: machine.name },
      },
    });
    const running: Running = { abort: handle.abort, done: Promise.resolve() };
    if (from.state) running.position = from;
    if (this.saved) void this.follow(execution, running, handle.eventLogs);
    const done = handle.result.then(
      (output) => this.finish(execution, { status: 'SUCCEEDED', output: JSON.stringify(output ?? null) }),
      (error: unknown) => this.finish(execution, outcomeOf(error)),
    );
    running.done = done.finally(() => {
      this.running.delete(execution.executionArn);
      this.forgetOldExecutions(execution.stateMachineArn);
    });
    this.running.set(execution.executionArn, running);
  }

  /** Saves where the execution stands each time it enters a top-level state. */
  private async follow(
    execution: Execution,
    running: Running,
    events: ReturnType<StateMachine['run']>['eventLogs'],
  ) {
    const topLevel = statesOf(this.machines.get(execution.stateMachineArn)?.machine.definition);
    for await (const event of events) {
      if (event.type !== 'StateEntered' || execution.status !== 'RUNNING' || this.suspended) continue;
      // The resumed Wait stands for the original one, whose position (and start) is saved.
      if (event.state.name === RESUMED_WAIT || !(event.state.name in topLevel)) continue;
      running.position = { state: event.state.name, input: event.state.input, enteredAt: event.timestamp };
      this.saved?.save(execution, running.position);
    }
  }

  private finish(execution: Execution, outcome: Partial<Execution> & { status: ExecutionStatus }): void {
    // The first outcome wins: a StopExecution is not overwritten by the unwinding run.
    if (execution.status !== 'RUNNING' || this.suspended) return;
    Object.assign(execution, stripUndefined(outcome), { stopDate: new Date() });
    this.saved?.save(execution, undefined);
  }

  private forgetOldExecutions(stateMachineArn: string): void {
    const keep = this.options.keepFinished ?? 1000;
    const finished = this.list(stateMachineArn).filter((execution) => execution.status !== 'RUNNING');
    for (const execution of finished.slice(keep)) {
      this.executions.delete(execution.executionArn);
      this.saved?.forget(execution.executionArn);
    }
  }
}

type Definition = Record<string, unknown> & { StartAt?: string; TimeoutSeconds?: number };

function statesOf(definition: unknown): Record<string, Record<string, unknown>> {
  if (typeof definition !== 'object' || definition === null) return {};
  return (definition as { States?: Record<string, Record<string, unknown>> }).States ?? {};
}

/**
 * The definition an unfinished execution goes on with: it starts at the state it was in, the
 * machine's timeout less the time it has run, and a Wait it was in lasts only what was left.
 */
function resumedDefinition(
  definition: Definition,
  execution: Execution,
  from: ExecutionPosition,
  waitOverrideMs: number | undefined,
): { definition: Definition; waitOverrides: Record<string, number> } | { timedOut: true } {
  const states = statesOf(definition);
  const resumed: Definition = { ...definition, States: { ...states } };
  if (from.state && states[from.state]) resumed.StartAt = from.state;
  if (definition.TimeoutSeconds !== undefined) {
    const left = definition.TimeoutSeconds - Math.floor((Date.now() - execution.startDate.getTime()) / 1000);
    if (left <= 0) return { timedOut: true };
    resumed.TimeoutSeconds = left;
  }
  const waitOverrides: Record<string, number> = {};
  const wait = states[from.state];
  if (wait?.Type === 'Wait') {
    const lasts = waitOverrideMs ?? waitMilliseconds(wait, from);
    waitOverrides[RESUMED_WAIT] = Math.max(0, from.enteredAt + lasts - Date.now());
    const { Seconds: _s, SecondsPath: _sp, Timestamp: _t, TimestampPath: _tp, ...rest } = wait;
    (resumed.States as Record<string, unknown>)[RESUMED_WAIT] = { ...rest, Seconds: 0 };
    resumed.StartAt = RESUMED_WAIT;
  }
  return { definition: resumed, waitOverrides };
}

/** How long a Wait state lasts for this input (Seconds, SecondsPath, Timestamp, TimestampPath). */
function waitMilliseconds(wait: Record<string, unknown>, from: ExecutionPosition): number {
  if (typeof wait.Seconds === 'number') return wait.Seconds * 1000;
  if (typeof wait.Timestamp === 'string') return Date.parse(wait.Timestamp) - from.enteredAt;
  const path = typeof wait.SecondsPath === 'string' ? wait.SecondsPath : wait.TimestampPath;
  if (typeof path !== 'string') return 0;
  const value = path
    .replace(/^\$\.?/, '')
    .split('.')
    .filter(Boolean)
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], from.input);
  if (typeof value === 'number') return value * 1000;
  if (typeof value === 'string') return Date.parse(value) - from.enteredAt;
  return 0;
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

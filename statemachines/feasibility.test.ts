import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ExecutionError, StateMachine, type StateMachineDefinition } from 'aws-local-stepfunctions';
import { checkFeasibility } from '../functions/src/fieldwork/tasks/feasibility.ts';
import type {
  FeasibilityItem,
  FeasibilityRequestInput,
} from '../functions/src/fieldwork/feasibility-request.ts';

/** The file as deployed, with the one substitution CDK makes (here to a placeholder ARN). */
function loadDefinition(): StateMachineDefinition {
  let text = readFileSync(new URL('./feasibility.asl.json', import.meta.url), 'utf8');
  for (const placeholder of ['CheckFeasibilityFunctionArn', 'RecordFeasibilityFunctionArn']) {
    text = text.replaceAll(
      `\${${placeholder}}`,
      `arn:aws:lambda:us-east-1:000000000000:function:${placeholder}`,
    );
  }
  return JSON.parse(text) as StateMachineDefinition;
}

const input: FeasibilityRequestInput = {
  projectId: 'p1',
  clientId: 'c1',
  items: [
    { assetId: 'a1', requiredRespondents: 150 },
    { assetId: 'a2', requiredRespondents: 150 },
  ],
  audience: { country: 'IT', population: 'national', genre: { male: true, female: true } },
  panelProvider: 'dynata',
};

type TaskAnswer = (poll: number, request: FeasibilityRequestInput) => { items: FeasibilityItem[] };
type Record = (outcome: unknown) => unknown;

/**
 * Runs the machine with the tasks answered locally (RecordOutcome keeps what it is given); waits
 * shortened to 0 ms, the definition unchanged.
 */
async function run(
  answer: TaskAnswer,
  machineInput: FeasibilityRequestInput = input,
  record: Record = (outcome) => ({ recorded: (outcome as { state: string }).state }),
) {
  const requests: unknown[] = [];
  const recorded: unknown[] = [];
  const execution = new StateMachine(loadDefinition()).run(JSON.parse(JSON.stringify(machineInput)), {
    overrides: {
      taskResourceLocalHandlers: {
        CheckFeasibility: (request) => {
          requests.push(request);
          return answer(requests.length, request as unknown as FeasibilityRequestInput) as never;
        },
        RecordOutcome: (outcome) => {
          recorded.push(outcome);
          return record(outcome) as never;
        },
      },
      waitTimeOverrides: { WaitBeforeNextPoll: 0 },
      retryIntervalOverrides: { CheckFeasibility: 0, RecordOutcome: 0 },
    },
    context: { Execution: { Id: 'arn:execution:run-1', Name: 'run-1' } },
  });
  try {
    return { output: await execution.result, polls: requests.length, requests, recorded };
  } catch (error) {
    if (!(error instanceof ExecutionError) || !(error.cause instanceof Error)) throw error;
    return {
      error: error.cause.name,
      cause: error.cause.message,
      polls: requests.length,
      requests,
      recorded,
    };
  }
}

const outcome = (state: string, items: FeasibilityItem[] = []) => ({
  projectId: 'p1',
  clientId: 'c1',
  runId: 'run-1',
  state,
  items,
});

const itemsWith =
  (status: FeasibilityItem['status'], feasibility = true) =>
  (_poll: number, request: FeasibilityRequestInput) => ({
    items: request.items.map((item) => ({ assetId: item.assetId, feasibility, status })),
  });

describe('feasibility state machine', () => {
  it('succeeds with the items when every item is feasible and READY at the first poll', async () => {
    const result = await run(itemsWith('READY'));
    expect(result.error).toBeUndefined();
    expect(result.polls).toBe(1);
    const items: FeasibilityItem[] = [
      { assetId: 'a1', feasibility: true, status: 'READY' },
      { assetId: 'a2', feasibility: true, status: 'READY' },
    ];
    expect(result.output).toEqual({ items });
    expect(result.recorded).toEqual([outcome('succeeded', items)]);
  });

  it('passes the execution input to the task unchanged on every poll', async () => {
    const result = await run((poll, request) => itemsWith(poll < 3 ? 'PENDING' : 'READY')(poll, request));
    expect(result.polls).toBe(3);
    expect(result.requests).toEqual([input, input, input]);
  });

  it('keeps polling while any item is PENDING, then succeeds once all are READY', async () => {
    const result = await run((poll) => ({
      items: [
        { assetId: 'a1', feasibility: true, status: 'READY' },
        { assetId: 'a2', feasibility: true, status: poll < 5 ? 'PENDING' : 'READY' },
      ],
    }));
    expect(result.polls).toBe(5);
    expect(result.output).toMatchObject({ items: [{ status: 'READY' }, { status: 'READY' }] });
  });

  it('fails with NotFeasible as soon as one item is not feasible', async () => {
    const result = await run(() => ({
      items: [
        { assetId: 'a1', feasibility: true, status: 'PENDING' },
        { assetId: 'a2', feasibility: false, status: 'READY' },
      ],
    }));
    expect(result).toMatchObject({ error: 'NotFeasible', polls: 1 });
    expect(result.recorded).toMatchObject([{ runId: 'run-1', state: 'failed' }]);
  });

  it('fails with NotFeasible when the panel reports an item FAILED', async () => {
    const result = await run(itemsWith('FAILED'));
    expect(result).toMatchObject({ error: 'NotFeasible', polls: 1 });
  });

  it('fails with FeasibilityTimeout after exactly 12 polls when items stay PENDING', async () => {
    const result = await run(itemsWith('PENDING'));
    expect(result).toMatchObject({ error: 'FeasibilityTimeout', polls: 12 });
    expect(result.recorded).toMatchObject([{ state: 'timed_out' }]);
  });

  it('a check that keeps failing records the run failed, then fails as FeasibilityCheckFailed', async () => {
    const result = await run(() => {
      throw Object.assign(new Error('down'), { name: 'Lambda.ServiceException' });
    });
    expect(result).toMatchObject({ error: 'FeasibilityCheckFailed', polls: 4 });
    expect(result.recorded).toEqual([outcome('failed')]);
  });

  it('a record that keeps failing still ends the run as it went (the reader times it out)', async () => {
    const result = await run(itemsWith('READY'), input, () => {
      throw Object.assign(new Error('busy'), { name: 'WriteContention' });
    });
    expect(result.error).toBeUndefined();
    expect(result.recorded).toHaveLength(4);
    expect(result.output).toMatchObject({ items: [{ status: 'READY' }, { status: 'READY' }] });
  });

  it('succeeds on the 12th poll if that is when the items become READY', async () => {
    const result = await run((poll, request) => itemsWith(poll < 12 ? 'PENDING' : 'READY')(poll, request));
    expect(result.error).toBeUndefined();
    expect(result.polls).toBe(12);
  });

  it('runs end to end with the real task and the simulated panel', async () => {
    const feasible = await run((_poll, request) => awaitedSync(request));
    expect(feasible.output).toMatchObject({ items: [{ feasibility: true }, { feasibility: true }] });
  });
});

/** The real task is async; the local handler may return a promise, typed loosely here. */
function awaitedSync(request: FeasibilityRequestInput) {
  return checkFeasibility(request, { PANEL_MODE: 'simulated' }) as unknown as { items: FeasibilityItem[] };
}

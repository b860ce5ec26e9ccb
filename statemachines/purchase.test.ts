import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ExecutionError, StateMachine, type StateMachineDefinition } from 'aws-local-stepfunctions';
import { aslProblems } from '../shared/src/workflows/define.ts';
import { purchaseWorkflow, type Order, type PurchaseInput } from '../shared/src/workflows/purchase.ts';
import { DomainError } from '../functions/src/platform/errors.ts';
import { TaskDomainError, domainErrorOf } from '../functions/src/platform/task-handler.ts';

type Json = Record<string, unknown>;
type Task = (state: Json, call: number) => unknown;

const loadRawDefinition = () =>
  JSON.parse(readFileSync(new URL('./purchase.asl.json', import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

/** The file as deployed, each placeholder replaced by an ARN as CDK would. */
function loadDefinition(): StateMachineDefinition {
  let text = readFileSync(new URL('./purchase.asl.json', import.meta.url), 'utf8');
  for (const { resource: placeholder } of Object.values(purchaseWorkflow.tasks)) {
    text = text.replaceAll(
      `\${${placeholder}}`,
      `arn:aws:lambda:us-east-1:000000000000:function:${placeholder}`,
    );
  }
  return JSON.parse(text) as StateMachineDefinition;
}

/** A Lambda failure as Step Functions sees it: Error = the error's name, Cause = the JSON error. */
function lambdaFailure(error: Error): Error {
  const cause = JSON.stringify({ errorType: error.name, errorMessage: error.message, trace: [] });
  return Object.assign(new Error(cause), { name: error.name });
}

const named = (name: string, message = name) => Object.assign(new Error(message), { name });
/** What a task's DomainError fails as (platform/task-handler.ts). */
const refused = (error: DomainError) => new TaskDomainError(error);

const order = (method: Order['method']): Order => ({
  method,
  amount: method === 'card' ? 100_000 : 0,
  currency: 'eur',
  description: 'AdPulse discover: Spring',
  analyses: 1,
  projectName: 'Spring',
  panelProvider: 'dynata',
});

const input: PurchaseInput = {
  projectId: 'p1',
  clientId: 'c1',
  userId: 'u1',
  clientType: 'regular',
  language: 'en',
  attempt: 1,
  paymentMethod: '4242424242424242',
  order: order('card'),
};

/** Runs the machine with the given task answers (default: every step succeeds, card payment). */
/** What the machine handed RecordFailure (its last call). */
const recordedFailure = (result: Awaited<ReturnType<typeof run>>) =>
  result.calls.at(-1)!.input as { failure: { Error: string; Cause: string } };

async function run(overrides: Partial<Record<string, Task>> = {}, machineInput: PurchaseInput = input) {
  const calls: { state: string; input: Json }[] = [];
  const defaults: Record<string, Task> = {
    Charge: () => ({ chargeId: 'ch_1', amount: 100_000 }),
    ConsumeCredits: () => ({ analyses: 1 }),
    Activate: () => ({ status: 'active', step: 6 }),
    LaunchFieldwork: () => ({ testId: 't1' }),
    Notify: () => ({ sentTo: 'buyer@example.com' }),
    Invoice: () => ({ number: '2026-000001' }),
    RecordPurchased: () => ({ recorded: 'succeeded' }),
    RecordFailure: () => ({ recorded: true }),
  };
  const handlers = Object.fromEntries(
    Object.keys(defaults).map((state) => [
      state,
      async (stateInput: unknown) => {
        calls.push({ state, input: stateInput as Json });
        const count = calls.filter((call) => call.state === state).length;
        try {
          return (overrides[state] ?? defaults[state]!)(stateInput as Json, count) as never;
        } catch (error) {
          throw lambdaFailure(error as Error);
        }
      },
    ]),
  );
  const execution = new StateMachine(loadDefinition()).run(JSON.parse(JSON.stringify(machineInput)), {
    overrides: {
      taskResourceLocalHandlers: handlers,
      retryIntervalOverrides: Object.fromEntries(Object.keys(defaults).map((state) => [state, 0])),
    },
  });
  const states = () => calls.map((call) => call.state);
  try {
    return { output: (await execution.result) as Json, calls, states: states() };
  } catch (error) {
    if (!(error instanceof ExecutionError) || !(error.cause instanceof Error)) throw error;
    return { error: error.cause.name, calls, states: states() };
  }
}

describe('purchase state machine', () => {
  it('agrees with its workflow definition (shared/src/workflows/purchase.ts)', () => {
    expect(aslProblems(purchaseWorkflow, loadRawDefinition())).toEqual([]);
  });

  it('pays by card: Charge, Activate, LaunchFieldwork, Notify, Invoice, RecordPurchased, then succeeds', async () => {
    const result = await run();
    expect(result.error).toBeUndefined();
    expect(result.states).toEqual([
      'Charge',
      'Activate',
      'LaunchFieldwork',
      'Notify',
      'Invoice',
      'RecordPurchased',
    ]);
    expect(result.output).toMatchObject({
      ...input,
      order: order('card'),
      payment: { chargeId: 'ch_1' },
      activation: { status: 'active', step: 6 },
      fieldwork: { testId: 't1' },
      notification: { sentTo: 'buyer@example.com' },
      invoice: { number: '2026-000001' },
    });
  });

  it('gives every task the whole state so far: the charge sees the order and the card', async () => {
    const result = await run();
    const charge = result.calls.find((call) => call.state === 'Charge')!;
    expect(charge.input).toEqual(input);
  });

  it('consumes credits instead of charging when the order says so', async () => {
    const result = await run({}, { ...input, paymentMethod: '', order: order('credits') });
    expect(result.states).toEqual([
      'ConsumeCredits',
      'Activate',
      'LaunchFieldwork',
      'Notify',
      'Invoice',
      'RecordPurchased',
    ]);
  });

  it('a declined card records purchase.payment_declined and fails without activating', async () => {
    const result = await run({
      Charge: () => {
        throw refused(new DomainError('purchase.payment_declined'));
      },
    });
    expect(result.error).toBe('PurchaseFailed');
    expect(result.states).toEqual(['Charge', 'RecordFailure']);
    const record = recordedFailure(result);
    expect(record).toMatchObject({ ...input, failure: { Error: 'purchase.payment_declined' } });
    expect(domainErrorOf(record.failure)).toMatchObject({ code: 'purchase.payment_declined' });
  });

  it('not enough analyses reaches RecordFailure with needed and available', async () => {
    const result = await run(
      {
        ConsumeCredits: () => {
          throw refused(
            new DomainError('purchase.not_enough_analyses', { params: { needed: 3, available: 1 } }),
          );
        },
      },
      { ...input, paymentMethod: '', order: order('credits') },
    );
    expect(result.states).toEqual(['ConsumeCredits', 'RecordFailure']);
    const record = recordedFailure(result);
    expect(domainErrorOf(record.failure)).toMatchObject({
      code: 'purchase.not_enough_analyses',
      params: { needed: 3, available: 1 },
    });
  });

  it('a project that can no longer be bought when Activate runs (closed meanwhile) is recorded with its code', async () => {
    const result = await run({
      Activate: () => {
        throw refused(new DomainError('purchase.cannot_buy'));
      },
    });
    expect(result.error).toBe('PurchaseFailed');
    expect(result.states).toEqual(['Charge', 'Activate', 'RecordFailure']);
    const record = recordedFailure(result);
    expect(domainErrorOf(record.failure)).toMatchObject({ code: 'purchase.cannot_buy' });
  });

  it('retries a charge that failed in transit, and the provider is reached once it answers', async () => {
    let providerCharges = 0;
    const result = await run({
      Charge: (_state, call) => {
        if (call === 1) throw named('Lambda.ServiceException');
        providerCharges += 1;
        return { chargeId: 'ch_1' };
      },
    });
    expect(result.error).toBeUndefined();
    expect(result.states).toEqual([
      'Charge',
      'Charge',
      'Activate',
      'LaunchFieldwork',
      'Notify',
      'Invoice',
      'RecordPurchased',
    ]);
    expect(providerCharges).toBe(1);
  });

  // A step after activation that keeps failing leaves the purchase done, its failure in the output.
  it.each([
    {
      state: 'Notify',
      error: 'MailError',
      tries: 4,
      failure: 'notificationFailure',
      next: ['Invoice', 'RecordPurchased'],
    },
    {
      state: 'Invoice',
      error: 'WriteContention',
      tries: 6,
      failure: 'invoiceFailure',
      next: ['RecordPurchased'],
    },
  ])(
    '$state failing with $error $tries times does not undo the purchase',
    async ({ state, error, tries, failure, next }) => {
      const result = await run({
        [state]: () => {
          throw named(error);
        },
      });
      expect(result.error).toBeUndefined();
      expect(result.states.filter((each) => each === state)).toHaveLength(tries);
      expect(result.output).toMatchObject({ [failure]: { Error: error } });
      expect(result.states.slice(result.states.lastIndexOf(state) + 1)).toEqual(next);
    },
  );

  it('a purchase record that cannot be written fails the execution, its attempt left running for the sweeper', async () => {
    // GET /buy answers succeeded only from this record: the execution must not succeed without it.
    const result = await run({
      RecordPurchased: () => {
        throw named('WriteContention');
      },
    });
    expect(result.error).toBe('WriteContention');
    expect(result.states.filter((each) => each === 'RecordPurchased')).toHaveLength(4);
    expect(result.states).not.toContain('RecordFailure');
  });

  it('a fieldwork launch that keeps failing after activation goes to RecordFailure, which undoes the purchase', async () => {
    const result = await run({
      LaunchFieldwork: () => {
        throw named('Boom');
      },
    });
    expect(result.error).toBe('PurchaseFailed');
    expect(result.states).toEqual([
      'Charge',
      'Activate',
      ...Array(5).fill('LaunchFieldwork'),
      'RecordFailure',
    ]);
    const record = recordedFailure(result);
    expect(record).toMatchObject({ ...input, payment: { chargeId: 'ch_1' }, failure: { Error: 'Boom' } });
    expect(domainErrorOf(record.failure)).toBeUndefined();
  });
});

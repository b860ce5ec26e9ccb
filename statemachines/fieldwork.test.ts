import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { StateMachine, type RunOptions, type StateMachineDefinition } from 'aws-local-stepfunctions';

const PLACEHOLDERS = [
  'OpenPanelFunctionArn',
  'CheckFieldworkFunctionArn',
  'ClosePanelFunctionArn',
  'FinalAnalysisFunctionArn',
  'RecordPanelFailureFunctionArn',
];

function loadDefinition(): StateMachineDefinition {
  let text = readFileSync(new URL('./fieldwork.asl.json', import.meta.url), 'utf8');
  for (const placeholder of PLACEHOLDERS) {
    text = text.replaceAll(
      `\${${placeholder}}`,
      `arn:aws:lambda:us-east-1:000000000000:function:${placeholder}`,
    );
  }
  return JSON.parse(text) as StateMachineDefinition;
}

type Json = Record<string, unknown>;
type JSONValue = Parameters<
  NonNullable<NonNullable<RunOptions['overrides']>['taskResourceLocalHandlers']>[string]
>[0];

type Handler = (value: JSONValue) => Promise<unknown>;

const refusal = (name: string) => Object.assign(new Error(JSON.stringify({ code: name })), { name });

/** Runs the machine with local tasks (each recorded in `calls` by state) and no real waits. */
function run(handlers: Record<string, Handler>) {
  const calls: [string, Json][] = [];
  const recorded = Object.fromEntries(
    Object.entries(handlers).map(([state, handler]) => [
      state,
      async (value: JSONValue) => {
        calls.push([state, value as Json]);
        return handler(value);
      },
    ]),
  );
  const machine = new StateMachine(loadDefinition());
  const execution = machine.run(
    { clientId: 'c1', projectId: 'p1' },
    {
      overrides: {
        waitTimeOverrides: { Wait: 1 },
        retryIntervalOverrides: { OpenPanel: 1, Check: 1, ClosePanel: 1, FinalAnalysis: 1 },
        taskResourceLocalHandlers: recorded as never,
      },
    },
  );
  return { calls, result: execution.result as Promise<Json> };
}

const opened: Handler = async () => ({ provider: 'dynata', panelProjectId: 'adpulse-p1', state: 'live' });
const closedPanel: Handler = async () => ({
  provider: 'dynata',
  panelProjectId: 'adpulse-p1',
  ours: 3,
  accepted: 3,
  removed: 0,
  providerCompletes: 3,
  difference: 0,
});
const final: Handler = async () => ({ requested: true });
const recordFailure: Handler = async (value) => ({
  code: String(((value as Json).failure as Json).Error),
  recorded: true,
});

function checkClosingAt(closeAt: number, sent = { count: 0 }): Handler {
  return async (value) => {
    const input = value as Json;
    sent.count += 1;
    const closed = sent.count === closeAt;
    return {
      clientId: String(input.clientId),
      projectId: String(input.projectId),
      sent: Number(input.sent) + 40,
      state: closed ? 'closed' : 'fielding',
      closedAt: closed ? '2026-01-01T00:00:00.000Z' : null,
      waitSeconds: 60,
    };
  };
}

describe('statemachines/fieldwork.asl.json', () => {
  it('opens the panel, checks until fieldwork is closed carrying the respondents sent, closes the panel, then asks for the final analysis once', async () => {
    const { calls, result } = run({
      OpenPanel: opened,
      Check: checkClosingAt(3),
      ClosePanel: closedPanel,
      FinalAnalysis: final,
      RecordPanelFailure: recordFailure,
    });
    const output = await result;
    expect(calls.map(([state]) => state)).toEqual([
      'OpenPanel',
      'Check',
      'Check',
      'Check',
      'ClosePanel',
      'FinalAnalysis',
    ]);
    const of = (state: string) => calls.filter(([name]) => name === state).map(([, input]) => input);
    expect(of('OpenPanel')).toEqual([{ clientId: 'c1', projectId: 'p1' }]);
    expect(of('Check').map((check) => check.sent)).toEqual([0, 40, 80]);
    expect(of('Check')[0]).toEqual({ clientId: 'c1', projectId: 'p1', sent: 0 });
    expect(of('ClosePanel')).toEqual([{ clientId: 'c1', projectId: 'p1' }]);
    expect(of('FinalAnalysis')).toEqual([
      { clientId: 'c1', projectId: 'p1', closedAt: '2026-01-01T00:00:00.000Z' },
    ]);
    expect(output).toMatchObject({
      state: 'closed',
      panel: { providerCompletes: 3, difference: 0 },
      analysis: { requested: true },
    });
  });

  it.each(['fieldwork.panel_rejected_targeting', 'fieldwork.panel_bad_token'])(
    'a refusal at launch (%s) is not retried: the failure is recorded and the execution fails with its code',
    async (code) => {
      const { calls, result } = run({
        OpenPanel: async () => {
          throw refusal(code);
        },
        Check: checkClosingAt(1),
        ClosePanel: closedPanel,
        FinalAnalysis: final,
        RecordPanelFailure: recordFailure,
      });
      const error = await result.then(
        () => undefined,
        (caught: unknown) => caught as Error & { cause?: Error },
      );
      expect(calls.map(([state]) => state)).toEqual(['OpenPanel', 'RecordPanelFailure']);
      expect(calls[1]?.[1]).toMatchObject({ clientId: 'c1', projectId: 'p1', failure: { Error: code } });
      expect(error?.cause?.name ?? error?.name).toBe(code);
    },
  );

  it("retries a provider's 429/5xx (PanelUnavailable) in Check, but never a closed survey", async () => {
    let unavailable = 2;
    const { calls, result } = run({
      OpenPanel: opened,
      Check: async (value) => {
        if (unavailable > 0) {
          unavailable -= 1;
          throw Object.assign(new Error('429'), { name: 'PanelUnavailable' });
        }
        if (calls.filter(([state]) => state === 'Check').length === 4)
          throw refusal('fieldwork.panel_closed');
        return checkClosingAt(99)(value);
      },
      ClosePanel: closedPanel,
      FinalAnalysis: final,
      RecordPanelFailure: recordFailure,
    });
    await result.then(
      () => expect.unreachable('the execution should fail'),
      () => undefined,
    );
    expect(calls.map(([state]) => state)).toEqual([
      'OpenPanel',
      'Check',
      'Check',
      'Check',
      'Check',
      'RecordPanelFailure',
    ]);
    expect(calls[5]?.[1]).toMatchObject({ failure: { Error: 'fieldwork.panel_closed' } });
  });
});

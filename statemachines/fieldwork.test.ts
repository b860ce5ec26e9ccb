import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { StateMachine, type RunOptions, type StateMachineDefinition } from 'aws-local-stepfunctions';

const PLACEHOLDERS = ['CheckFieldworkFunctionArn', 'FinalAnalysisFunctionArn'];

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

describe('statemachines/fieldwork.asl.json', () => {
  it('checks until fieldwork is closed, carrying the respondents sent, then asks for the final analysis once', async () => {
    const checks: Json[] = [];
    const finals: Json[] = [];
    const machine = new StateMachine(loadDefinition());
    const execution = machine.run(
      { clientId: 'c1', projectId: 'p1' },
      {
        overrides: {
          waitTimeOverrides: { Wait: 1 },
          taskResourceLocalHandlers: {
            Check: async (value: JSONValue) => {
              const input = value as Json;
              checks.push(input);
              const closed = checks.length === 3;
              return {
                clientId: String(input.clientId),
                projectId: String(input.projectId),
                sent: Number(input.sent) + 40,
                state: closed ? 'closed' : 'fielding',
                closedAt: closed ? '2026-01-01T00:00:00.000Z' : null,
                waitSeconds: 60,
              };
            },
            FinalAnalysis: async (value: JSONValue) => {
              finals.push(value as Json);
              return { requested: true };
            },
          },
        },
      },
    );
    const output = (await execution.result) as Json;
    expect(checks.map((check) => check.sent)).toEqual([0, 40, 80]);
    expect(checks[0]).toEqual({ clientId: 'c1', projectId: 'p1', sent: 0 });
    expect(finals).toEqual([{ clientId: 'c1', projectId: 'p1', closedAt: '2026-01-01T00:00:00.000Z' }]);
    expect(output).toMatchObject({ state: 'closed', analysis: { requested: true } });
  });
});

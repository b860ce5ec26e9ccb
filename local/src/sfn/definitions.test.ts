import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { StateMachine, type StateMachineDefinition } from 'aws-local-stepfunctions';
import { fromRepoRoot } from '@adpulse/infra/paths';
import { placeholdersOf, WORKFLOWS } from '@adpulse/infra/workflows';

/** A workflow's ASL file with its placeholders substituted as CDK does (to placeholder ARNs). */
function definitionOf(file: string): StateMachineDefinition {
  let text = readFileSync(fromRepoRoot(file), 'utf8');
  for (const placeholder of placeholdersOf(text)) {
    text = text.replaceAll(
      `\${${placeholder}}`,
      `arn:aws:lambda:us-east-1:000000000000:function:${placeholder}`,
    );
  }
  return JSON.parse(text) as StateMachineDefinition;
}

/**
 * The test runtimes start without validating the definitions (LocalExecutions' `validate`), so
 * every workflow's definition is validated here once, as `npm start` and Step Functions would.
 */
// Each validation compiles asl-validator's schemas anew: about 0.4 s idle, past 5 s on a loaded machine.
describe('the workflows as Step Functions reads them', { timeout: 30_000 }, () => {
  it.each(WORKFLOWS.map((workflow) => [workflow.name, workflow.definitionFile]))(
    '%s is valid ASL',
    (_name, file) => {
      expect(() => new StateMachine(definitionOf(file))).not.toThrow();
    },
  );

  it('is checked by a validator that refuses a state pointing nowhere', () => {
    const [first] = WORKFLOWS;
    const definition = definitionOf(first!.definitionFile);
    const states = definition.States as Record<string, { Next?: string; End?: boolean }>;
    const [name] = Object.keys(states).filter((state) => states[state]?.Next);
    states[name!] = { ...states[name!], Next: 'NoSuchState' };
    expect(() => new StateMachine(definition)).toThrow();
  });
});

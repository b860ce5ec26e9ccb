import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromRepoRoot } from './paths.ts';
import { placeholdersOf, WORKFLOW_NAMES, WORKFLOWS, type WorkflowSpec } from './workflows.ts';

describe('workflow registry', () => {
  it('declares each named workflow exactly once', () => {
    expect(WORKFLOWS.map((workflow) => workflow.name)).toEqual([...WORKFLOW_NAMES]);
  });

  it('finds ${Name} placeholders once each, ignoring JSONPath and intrinsic syntax', () => {
    const asl =
      '{"Resource":"${AFunctionArn}","Next":"${B}","x.$":"States.Format(\'{}\', $.a)","y":"${AFunctionArn}"}';
    expect(placeholdersOf(asl)).toEqual(['AFunctionArn', 'B']);
  });

  it.each(WORKFLOWS.map((workflow): [string, WorkflowSpec] => [workflow.name, workflow]))(
    '%s: every placeholder of the ASL file has a task, every task a placeholder and a source file',
    (_name, workflow) => {
      const definition = readFileSync(fromRepoRoot(workflow.definitionFile), 'utf8');
      expect(placeholdersOf(definition).sort()).toEqual(
        workflow.tasks.map((task) => task.placeholder).sort(),
      );
      for (const task of workflow.tasks) expect(existsSync(fromRepoRoot(task.entry))).toBe(true);
    },
  );

  it('lets every purchase task that calls the payment provider read its secret: Charge charges, RecordFailure refunds', () => {
    const purchase = WORKFLOWS.find((workflow) => workflow.name === 'purchase');
    const reading = purchase?.tasks.filter((task) => task.access?.paymentSecret).map((task) => task.id);
    expect(reading?.sort()).toEqual(['Charge', 'RecordPurchaseFailure']);
  });
});

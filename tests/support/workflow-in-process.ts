import { readFileSync } from 'node:fs';
import { StateMachine, type StateMachineDefinition } from 'aws-local-stepfunctions';
import type { WorkflowDefinition } from '@adpulse/shared/workflows/define';
import { lambdaError } from '../../local/src/sfn/tasks.ts';
import { fakeContext } from './invoke.ts';

type Json = Record<string, unknown>;
type TaskHandler = (event: unknown, context: ReturnType<typeof fakeContext>) => Promise<unknown>;

export interface InProcessRun {
  /** Every task state entered, in order, with its input. */
  calls: { state: string; input: Json }[];
  /** The execution's output, or its failure (the Fail state's error name on `cause`). */
  result: Promise<Json>;
  abort(): void;
}

const ROOT = new URL('../../', import.meta.url);

/**
 * Runs a workflow's ASL file (as deployed) with aws-local-stepfunctions in this test's process,
 * each Task state bound to the handler its workflow definition names, so the test's own
 * environment (a live panel mode, a stand-in's secret, a pinned clock) reaches the tasks. A task's
 * failure reaches the machine as the local runtime reports a Lambda's (error name, JSON cause).
 * Wait states last `waitMs`, retries `retryMs`. `beforeTask` runs before each task's handler: it
 * may hold the step (await) or fail it (throw, reported as the Lambda's failure).
 */
export function runWorkflowInProcess(
  workflow: WorkflowDefinition,
  input: Json,
  options: {
    waitMs?: number;
    retryMs?: number;
    beforeTask?: (state: string, input: Json) => Promise<void> | void;
  } = {},
): InProcessRun {
  let text = readFileSync(new URL(workflow.definitionFile, ROOT), 'utf8');
  for (const task of Object.values(workflow.tasks)) {
    text = text.replaceAll(
      `\${${task.resource}}`,
      `arn:aws:lambda:us-east-1:000000000000:function:${task.id}`,
    );
  }
  const definition = JSON.parse(text) as StateMachineDefinition & { States: Record<string, Json> };
  const calls: InProcessRun['calls'] = [];
  const handlers = Object.fromEntries(
    Object.entries(workflow.tasks).map(([state, task]) => [
      state,
      async (value: unknown) => {
        const event = JSON.parse(JSON.stringify(value ?? null)) as Json;
        calls.push({ state, input: event });
        const module = (await import(new URL(task.handler.entry, ROOT).href)) as Record<string, TaskHandler>;
        const handler = module[task.handler.export];
        if (!handler) throw new Error(`${task.handler.entry} has no export ${task.handler.export}`);
        try {
          await options.beforeTask?.(state, event);
          return JSON.parse(JSON.stringify((await handler(event, fakeContext())) ?? null)) as unknown;
        } catch (error) {
          throw lambdaError(error);
        }
      },
    ]),
  );
  const stateNames = (type: string) =>
    Object.entries(definition.States)
      .filter(([, state]) => state.Type === type || (type === 'Retry' && Array.isArray(state.Retry)))
      .map(([name]) => name);
  const execution = new StateMachine(definition).run(input as never, {
    overrides: {
      taskResourceLocalHandlers: handlers as never,
      waitTimeOverrides: Object.fromEntries(stateNames('Wait').map((name) => [name, options.waitMs ?? 100])),
      retryIntervalOverrides: Object.fromEntries(
        stateNames('Retry').map((name) => [name, options.retryMs ?? 50]),
      ),
    },
  });
  return { calls, result: execution.result as Promise<Json>, abort: () => execution.abort() };
}

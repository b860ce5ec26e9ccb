import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pause, retryUntil } from '../../../functions/src/platform/retry.ts';
import { LocalLambdas } from '../lambda.ts';
import type { LocalFunction, LocalStateMachine } from '../template.ts';
import { LocalExecutions, SfnApiError } from './executions.ts';
import { SavedExecutions } from './saved-executions.ts';

const fixture = (name: string, handlerExport: string, timeoutSeconds = 3): LocalFunction => ({
  stackName: 'Test',
  logicalId: name,
  name,
  arn: `arn:aws:lambda:us-east-1:000000000000:function:${name}`,
  entry: 'local/src/sfn/fixtures/tasks.ts',
  handlerExport,
  environment: {},
  timeoutSeconds,
  memoryMb: 128,
});
const lambdas = new LocalLambdas([
  fixture('Double', 'double'),
  fixture('Reject', 'reject'),
  fixture('Hang', 'hang', 1),
]);

const machine = (name: string, definition: Record<string, unknown>): LocalStateMachine => ({
  stackName: 'Test',
  logicalId: name,
  name,
  arn: `arn:aws:states:us-east-1:000000000000:stateMachine:${name}`,
  definition,
});

const direct = machine('Direct', {
  StartAt: 'Double',
  States: {
    Double: { Type: 'Task', Resource: 'arn:aws:lambda:us-east-1:000000000000:function:Double', End: true },
  },
});
const viaInvoke = machine('ViaInvoke', {
  StartAt: 'Double',
  States: {
    Double: {
      Type: 'Task',
      Resource: 'arn:aws:states:::lambda:invoke',
      Parameters: { FunctionName: 'arn:aws:lambda:us-east-1:000000000000:function:Double', 'Payload.$': '$' },
      OutputPath: '$.Payload',
      End: true,
    },
  },
});
const failing = machine('Failing', {
  StartAt: 'Reject',
  States: {
    Reject: {
      Type: 'Task',
      Resource: 'arn:aws:lambda:us-east-1:000000000000:function:Reject',
      Catch: [{ ErrorEquals: ['NotThisOne'], Next: 'Never' }],
      End: true,
    },
    Never: { Type: 'Succeed' },
  },
});
const caught = machine('Caught', {
  StartAt: 'Reject',
  States: {
    Reject: {
      Type: 'Task',
      Resource: 'arn:aws:lambda:us-east-1:000000000000:function:Reject',
      Catch: [{ ErrorEquals: ['PanelClosed'], ResultPath: '$.error', Next: 'Handled' }],
      End: true,
    },
    Handled: { Type: 'Pass', End: true },
  },
});
const waiting = machine('Waiting', {
  StartAt: 'Wait',
  States: { Wait: { Type: 'Wait', Seconds: 3600, Next: 'Done' }, Done: { Type: 'Succeed' } },
});
const hanging = machine('Hanging', {
  StartAt: 'Hang',
  States: {
    Hang: { Type: 'Task', Resource: 'arn:aws:lambda:us-east-1:000000000000:function:Hang', End: true },
  },
});

const doubleThenWait = machine('DoubleThenWait', {
  StartAt: 'Double',
  TimeoutSeconds: 60,
  States: {
    Double: {
      Type: 'Task',
      Resource: 'arn:aws:lambda:us-east-1:000000000000:function:Double',
      ResultPath: '$.doubled',
      Next: 'Wait',
    },
    Wait: { Type: 'Wait', SecondsPath: '$.wait', Next: 'Again' },
    Again: {
      Type: 'Task',
      Resource: 'arn:aws:lambda:us-east-1:000000000000:function:Double',
      InputPath: '$.doubled',
      End: true,
    },
  },
});

function untilSavedIn(stateDir: string, state: string): Promise<boolean> {
  const saved = () => new SavedExecutions(stateDir).load().some((each) => each.position?.state === state);
  return retryUntil(
    { attempts: 500, baseMs: 20, capMs: 20, exhausted: () => new Error(`never reached ${state}`) },
    async () => (saved() ? true : undefined),
  );
}

/**
 * Issue 22: the executions lived in memory, so after a restart a project that was fielding (or
 * mid-purchase) stayed where it was forever. Saved under the data dir, they carry on.
 */
describe('LocalExecutions across a restart', () => {
  it('resumes an unfinished execution in its Wait, for what was left of the Wait', async () => {
    const stateDir = await mkdtemp(join(tmpdir(), 'sfn-saved-'));
    try {
      const before = new LocalExecutions([doubleThenWait], lambdas, { stateDir });
      const started = before.start(doubleThenWait.arn, '{"value":3,"wait":3}', 'kept');
      await untilSavedIn(stateDir, 'Wait');
      await pause(1500);
      // The process goes away: nothing more is written, as after a SIGKILL.
      await before.suspendAll();

      // Validated above: validating again would spend the Wait's remaining 1.5 s on a loaded machine.
      const after = new LocalExecutions([doubleThenWait], lambdas, { stateDir, validate: false });
      const resumedAt = Date.now();
      expect(after.resume()).toBe(1);
      expect(after.describe(started.executionArn).status).toBe('RUNNING');
      const done = await after.settled(started.executionArn);
      const waited = Date.now() - resumedAt;
      // From the Wait's input ({value: 6}), not from the start: one more Double.
      expect(done).toMatchObject({ status: 'SUCCEEDED', output: '{"value":12}', name: 'kept' });
      // About the 1.5 s left of 3 s, not the whole Wait again.
      expect(waited).toBeLessThan(2700);
      expect(waited).toBeGreaterThan(700);

      // Finished, it is still described after one more restart, and nothing resumes.
      const again = new LocalExecutions([doubleThenWait], lambdas, { stateDir });
      expect(again.resume()).toBe(0);
      expect(again.describe(started.executionArn)).toMatchObject({
        status: 'SUCCEEDED',
        output: '{"value":12}',
      });
    } finally {
      await rm(stateDir, { recursive: true, force: true });
    }
  }, 20_000);

  it('an execution stopped by StopExecution stays stopped after a restart', async () => {
    const stateDir = await mkdtemp(join(tmpdir(), 'sfn-saved-'));
    try {
      const before = new LocalExecutions([waiting], lambdas, { stateDir });
      const started = before.start(waiting.arn, '{}', undefined);
      before.stop(started.executionArn, 'Stopped', 'by the test');
      await before.settled(started.executionArn);
      const after = new LocalExecutions([waiting], lambdas, { stateDir });
      expect(after.resume()).toBe(0);
      expect(after.describe(started.executionArn)).toMatchObject({ status: 'ABORTED', error: 'Stopped' });
    } finally {
      await rm(stateDir, { recursive: true, force: true });
    }
  });
});

describe('LocalExecutions', () => {
  it('runs a Lambda task given by ARN and by the lambda:invoke integration', async () => {
    const executions = new LocalExecutions([direct, viaInvoke], lambdas);
    const first = await executions.settled(
      executions.start(direct.arn, '{"value":21}', undefined).executionArn,
    );
    expect(first).toMatchObject({ status: 'SUCCEEDED', output: '{"value":42}' });
    const second = await executions.settled(
      executions.start(viaInvoke.arn, '{"value":4}', 'named').executionArn,
    );
    expect(second).toMatchObject({ status: 'SUCCEEDED', output: '{"value":8}', name: 'named' });
    expect(second.executionArn).toBe('arn:aws:states:us-east-1:000000000000:execution:ViaInvoke:named');
  });

  it('fails with the Lambda error type and a JSON cause, and lets Catch match that type', async () => {
    const executions = new LocalExecutions([failing, caught], lambdas);
    const failed = await executions.settled(executions.start(failing.arn, '{}', undefined).executionArn);
    expect(failed).toMatchObject({ status: 'FAILED', error: 'PanelClosed' });
    expect(JSON.parse(failed.cause ?? '')).toMatchObject({
      errorType: 'PanelClosed',
      errorMessage: 'the panel is closed',
    });
    const handled = await executions.settled(executions.start(caught.arn, '{}', undefined).executionArn);
    expect(handled.status).toBe('SUCCEEDED');
    expect(JSON.parse(handled.output ?? '')).toMatchObject({ error: { Error: 'PanelClosed' } });
  });

  it('fails a task whose Lambda outlives its timeout with Sandbox.Timedout', async () => {
    const executions = new LocalExecutions([hanging], lambdas);
    const result = await executions.settled(executions.start(hanging.arn, '{}', undefined).executionArn);
    expect(result).toMatchObject({ status: 'FAILED', error: 'Sandbox.Timedout' });
  });

  it('stops a running execution as ABORTED, and shortens Wait states when asked', async () => {
    const executions = new LocalExecutions([waiting], lambdas);
    const running = executions.start(waiting.arn, '{}', undefined);
    expect(executions.describe(running.executionArn).status).toBe('RUNNING');
    executions.stop(running.executionArn, 'Stopped', 'by the test');
    const stopped = await executions.settled(running.executionArn);
    expect(stopped).toMatchObject({ status: 'ABORTED', error: 'Stopped', cause: 'by the test' });
    expect(stopped.stopDate).toBeInstanceOf(Date);

    const fast = new LocalExecutions([waiting], lambdas, { waitOverrideMs: 0 });
    const done = await fast.settled(fast.start(waiting.arn, '{}', undefined).executionArn);
    expect(done.status).toBe('SUCCEEDED');
  });

  it('answers a repeated name like Step Functions: same running input is the same execution, else an error', async () => {
    const executions = new LocalExecutions([waiting], lambdas);
    const first = executions.start(waiting.arn, '{"a":1}', 'once');
    expect(executions.start(waiting.arn, '{"a":1}', 'once')).toBe(first);
    expect(() => executions.start(waiting.arn, '{"a":2}', 'once')).toThrow(SfnApiError);
    expect(() => executions.start(`${waiting.arn}X`, '{}', undefined)).toThrow(
      /State Machine Does Not Exist/,
    );
    expect(() => executions.start(waiting.arn, 'not json', undefined)).toThrow(/Invalid/);
    await executions.stopAll();
    expect(executions.list(waiting.arn).map((execution) => execution.status)).toEqual(['ABORTED']);
  });
});

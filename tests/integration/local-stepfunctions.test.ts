import { describe, expect, inject, it } from 'vitest';
import {
  DescribeExecutionCommand,
  ListExecutionsCommand,
  StartExecutionCommand,
  type DescribeExecutionCommandOutput,
} from '@aws-sdk/client-sfn';
import { ENV } from '@adpulse/shared';
import { sfnClient } from '@adpulse/functions/platform/aws';
import { waitFor } from '../support/wait.ts';

const runtime = inject('integrationRuntime');
const feasibilityArn = runtime.environment[ENV.feasibilityStateMachineArn] ?? '';

/** The execution once it has ended (or as it is after 10 s). */
async function finished(executionArn: string): Promise<DescribeExecutionCommandOutput> {
  const read = () => sfnClient().send(new DescribeExecutionCommand({ executionArn }));
  return waitFor(
    'the execution to end',
    async () => {
      const execution = await read();
      return execution.status === 'RUNNING' ? undefined : execution;
    },
    { timeoutMs: 10_000, everyMs: 50 },
  ).catch(read);
}

function feasibilityInput(requiredRespondents: number) {
  return JSON.stringify({
    projectId: 'project-1',
    clientId: 'client-1',
    items: [{ assetId: 'asset-1', requiredRespondents }],
    audience: { country: 'IT', genre: { female: true } },
    panelProvider: 'dynata',
  });
}

/**
 * The local Step Functions endpoint, reached the way the functions reach it: their SFN client
 * with AWS_ENDPOINT_URL_SFN. The feasibility machine runs its CheckFeasibility task in-process.
 */
describe('the local Step Functions endpoint', () => {
  it('runs the feasibility machine to success with the task output', async () => {
    expect(feasibilityArn).toMatch(/^arn:aws:states:us-east-1:000000000000:stateMachine:/);
    const started = await sfnClient().send(
      new StartExecutionCommand({ stateMachineArn: feasibilityArn, input: feasibilityInput(50) }),
    );
    expect(started.startDate).toBeInstanceOf(Date);
    const execution = await finished(started.executionArn ?? '');
    expect(execution.status).toBe('SUCCEEDED');
    expect(JSON.parse(execution.output ?? '')).toEqual({
      items: [{ assetId: 'asset-1', feasibility: true, status: 'READY' }],
    });
    expect(execution.stopDate?.getTime()).toBeGreaterThanOrEqual(execution.startDate?.getTime() ?? 0);
  });

  it('reports a Fail state as FAILED with its error and cause, and lists executions newest first', async () => {
    const started = await sfnClient().send(
      new StartExecutionCommand({
        stateMachineArn: feasibilityArn,
        name: `not-feasible-${Date.now()}`,
        input: feasibilityInput(100_000_000),
      }),
    );
    const execution = await finished(started.executionArn ?? '');
    expect(execution).toMatchObject({ status: 'FAILED', error: 'NotFeasible' });
    expect(execution.cause).toBeTruthy();
    const listed = await sfnClient().send(new ListExecutionsCommand({ stateMachineArn: feasibilityArn }));
    expect(listed.executions?.[0]?.executionArn).toBe(started.executionArn);
    const failed = await sfnClient().send(
      new ListExecutionsCommand({ stateMachineArn: feasibilityArn, statusFilter: 'FAILED' }),
    );
    expect(failed.executions?.every((item) => item.status === 'FAILED')).toBe(true);
  });

  it('catches a task whose Lambda throws and ends in the state its Catch names', async () => {
    // CheckFeasibility refuses a request without its audience (common.validation); the machine's
    // Catch records the failed outcome and ends in CheckFailed.
    const started = await sfnClient().send(
      new StartExecutionCommand({
        stateMachineArn: feasibilityArn,
        input: JSON.stringify({ projectId: 'project-invalid', clientId: 'client-1' }),
      }),
    );
    const execution = await finished(started.executionArn ?? '');
    expect(execution).toMatchObject({ status: 'FAILED', error: 'FeasibilityCheckFailed' });
  });

  it('fails with States.Runtime when a state reads a path the input does not have', async () => {
    const started = await sfnClient().send(
      new StartExecutionCommand({
        stateMachineArn: feasibilityArn,
        input: JSON.stringify({ projectId: 'p' }),
      }),
    );
    const execution = await finished(started.executionArn ?? '');
    expect(execution).toMatchObject({ status: 'FAILED', error: 'States.Runtime' });
  });

  it('answers unknown machines and executions with the Step Functions error types', async () => {
    await expect(
      sfnClient().send(
        new StartExecutionCommand({ stateMachineArn: `${feasibilityArn}Missing`, input: '{}' }),
      ),
    ).rejects.toMatchObject({ name: 'StateMachineDoesNotExist' });
    await expect(
      sfnClient().send(
        new DescribeExecutionCommand({
          executionArn: feasibilityArn.replace(':stateMachine:', ':execution:') + ':nope',
        }),
      ),
    ).rejects.toMatchObject({ name: 'ExecutionDoesNotExist' });
  });
});

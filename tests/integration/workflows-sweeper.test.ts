import { DescribeExecutionCommand, StartExecutionCommand, StopExecutionCommand } from '@aws-sdk/client-sfn';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { ENV } from '@adpulse/shared';
import { testLedger } from '../../functions/src/billing/data/test-charges.ts';
import { findPurchase, savePurchaseAttempt } from '../../functions/src/billing/data/purchases.ts';
import { findFieldwork, listUnsettledFieldwork } from '../../functions/src/fieldwork/data/fieldwork-store.ts';
import { fieldworkKey } from '../../functions/src/fieldwork/data/keys.ts';
import { dynamoClient, sfnClient, tableName } from '../../functions/src/platform/aws.ts';
import { findProject } from '../../functions/src/projects/data/store.ts';
import { sweep } from '../../functions/src/workflows/sweeper/sweep.ts';
import { registeredUser, useFastHashing } from './accounts-fixtures.ts';
import { launchedProject } from './fieldwork-fixtures.ts';
import { waitFor } from '../support/wait.ts';
import { projectAtCheckout } from './wizard-fixtures.ts';
import { cardPurchaseInput } from './purchase-fixtures.ts';

useFastHashing();

const runtime = inject('integrationRuntime');
const VISA = '4242 4242 4242 4242';
/**
 * Issue 22: after a restart, a project that was fielding (or mid-purchase) stayed where it was
 * forever. The sweeper finds what a dead execution left behind and moves it on.
 */
describe('the sweeper', () => {
  it('closes fieldwork whose time is up and whose machine is gone, and its final analysis closes the project', async () => {
    const user = await registeredUser('sweeper-fieldwork');
    // Launched as the purchase machine does, but no fieldwork machine runs for it.
    const { projectId } = await launchedProject(user);
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: fieldworkKey(user.clientId, projectId),
        UpdateExpression: 'SET closesAt = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 60_000).toISOString() },
      }),
    );
    expect((await listUnsettledFieldwork()).map((record) => record.projectId)).toContain(projectId);

    const report = await sweep({ purchaseGraceMs: 60_000 });
    expect(report.fieldworkClosed).toContain(projectId);
    expect(report.stuck).toBeGreaterThanOrEqual(1);
    expect(await findFieldwork(user.clientId, projectId, true)).toMatchObject({
      state: 'closed',
      closeReason: 'time_up',
    });
    expect((await listUnsettledFieldwork()).map((record) => record.projectId)).not.toContain(projectId);
    await waitFor('the project closed by its final analysis', async () => {
      const project = await findProject(user.clientId, projectId);
      return project?.status === 'closed' ? project : undefined;
    });

    // A second sweep finds nothing more to do for it.
    const again = await sweep({ purchaseGraceMs: 60_000 });
    expect(again.fieldworkClosed).not.toContain(projectId);
    expect(again.finalAnalysesRequested).not.toContain(projectId);
  }, 90_000);

  it('runs a purchase whose execution died again as its next attempt, adopting the charge it made', async () => {
    const user = await registeredUser('sweeper-purchase');
    const project = await projectAtCheckout(user, 'discover');
    const input = await cardPurchaseInput(user, project._id, 1, VISA);
    const stateMachineArn = runtime.environment[ENV.purchaseStateMachineArn] ?? '';
    const name = `buy-${project._id}-1`;
    const executionArn = `${stateMachineArn.replace(':stateMachine:', ':execution:')}:${name}`;
    const startedAt = new Date(Date.now() - 10 * 60_000).toISOString();
    await savePurchaseAttempt(user.clientId, {
      projectId: project._id,
      attempt: 1,
      executionArn,
      state: 'running',
      startedAt,
      updatedAt: startedAt,
    });
    await sfnClient().send(
      new StartExecutionCommand({ stateMachineArn, name, input: JSON.stringify(input) }),
    );
    // The card is charged, then the execution dies before it records anything.
    await waitFor('the charge', async () =>
      (await testLedger(user.clientId)).some((charge) => charge.projectId === project._id) ? true : undefined,
    );
    await sfnClient().send(new StopExecutionCommand({ executionArn, error: 'Killed', cause: 'the test' }));
    expect((await sfnClient().send(new DescribeExecutionCommand({ executionArn }))).status).toBe('ABORTED');
    const stuck = await findPurchase(user.clientId, project._id);
    expect(stuck).toMatchObject({ state: 'running', attempt: 1 });

    const report = await sweep({ purchaseGraceMs: 60_000 });
    expect(report.purchasesRestarted).toContain(project._id);
    const bought = await waitFor('the purchase recorded', async () => {
      const purchase = await findPurchase(user.clientId, project._id);
      return purchase?.state === 'succeeded' ? purchase : undefined;
    });
    expect(bought.attempt).toBe(2);
    expect((await findProject(user.clientId, project._id))?.status).toBe('active');
    const charges = (await testLedger(user.clientId)).filter((charge) => charge.projectId === project._id);
    expect(charges).toHaveLength(1);
  }, 90_000);
});

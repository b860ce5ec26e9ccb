import { billingContract } from '@adpulse/shared';
import { invokeRoute } from '../support/invoke-route.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MiddlewareStack } from '@smithy/types';
import { ENV } from '@adpulse/shared';
import { purchaseExecutionName } from '../../functions/src/billing/purchase/buy.ts';
import { findFieldwork } from '../../functions/src/fieldwork/data/fieldwork-store.ts';
import { dynamoClient } from '../../functions/src/platform/aws.ts';
import { projectKey } from '../../functions/src/projects/data/keys.ts';
import { startLocalRuntime, type LocalRuntime } from '../../local/src/runtime.ts';
import { registeredUser, useFastHashing } from './accounts-fixtures.ts';
import { projectAtCheckout } from './wizard-fixtures.ts';

useFastHashing();

const VISA = '4242 4242 4242 4242';

type Key = Record<string, unknown>;
interface Read {
  command: string;
  key: Key;
  stack: string;
}

/**
 * Every DynamoDB read of this process with the key it read: a middleware on the document
 * client every handler and task uses. The runtime below runs the API and the purchase machine's
 * tasks in this process, so a purchase's reads all pass here.
 */
const reads: Read[] = [];
/** The keys a read asks for (the document client's commands go by DynamoDB's names). */
function keysOf(commandName: string, input: Record<string, unknown>): Key[] {
  if (commandName === 'GetItemCommand') return [input.Key as Key];
  if (commandName === 'BatchGetItemCommand') {
    const requests = Object.values(input.RequestItems as Record<string, { Keys: Key[] }>);
    return requests.flatMap((request) => request.Keys);
  }
  if (commandName === 'TransactGetItemsCommand') {
    return (input.TransactItems as { Get: { Key: Key } }[]).map((item) => item.Get.Key);
  }
  if (commandName === 'QueryCommand') return [(input.ExpressionAttributeValues ?? {}) as Key];
  return [];
}
/** The functions/ frames of a stack: who read (the failure message lists them). */
const callersOf = (stack = '') =>
  stack
    .split('\n')
    .filter((line) => line.includes('/functions/src/'))
    .map((line) => line.trim())
    .join('\n');
const isKey = (candidate: Key, key: { pk: string; sk: string }) =>
  Object.values(candidate).includes(key.pk) && Object.values(candidate).includes(key.sk);

let runtime: LocalRuntime;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'adpulse-reads-'));
  runtime = await startLocalRuntime({ port: 0, dataDir, quiet: true });
  (dynamoClient().middlewareStack as MiddlewareStack<object, object>).add(
    (next, context) => (args) => {
      const input = (args as { input: Record<string, unknown> }).input;
      for (const key of keysOf(String(context.commandName), input)) {
        reads.push({ command: String(context.commandName), key, stack: callersOf(new Error().stack) });
      }
      return next(args);
    },
    { step: 'initialize', name: 'countReads' },
  );
}, 180_000);

afterAll(async () => {
  await runtime?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('one purchase reads its project at most twice', () => {
  it('from POST /buy through the end of the purchase machine and the panel opened for its fieldwork (card, test provider)', async () => {
    const buyer = await registeredUser('project-reads');
    const project = await projectAtCheckout(buyer, 'discover');
    const key = projectKey(buyer.clientId, project._id);
    reads.length = 0;

    const started = await invokeRoute(billingContract.routes.buyProject, {
      token: buyer.token,
      params: { projectId: project._id },
      body: { paymentMethod: VISA },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const machine = runtime.environment[ENV.purchaseStateMachineArn] ?? '';
    const executionArn = `${machine.replace(':stateMachine:', ':execution:')}:${purchaseExecutionName(project._id, 1)}`;
    const execution = await runtime.executions.settled(executionArn);
    expect(execution.status, execution.cause).toBe('SUCCEEDED');
    // The fieldwork machine LaunchFieldwork started opens the panel beside the purchase's last
    // steps: wait for it, so that a read there is counted in every run, not only when it wins the race.
    await expect
      .poll(
        async () => {
          const panel = (await findFieldwork(buyer.clientId, project._id, true))?.panel;
          return panel !== undefined && panel.state !== 'draft';
        },
        { timeout: 60_000 },
      )
      .toBe(true);

    const projectReads = reads.filter((read) => isKey(read.key, key));
    const where = projectReads.map((read) => `${read.command}\n${read.stack}`).join('\n\n');
    // The seam sees the reads: POST /buy itself reads the project.
    expect(projectReads.length).toBeGreaterThan(0);
    expect(projectReads.length, where).toBeLessThanOrEqual(2);
  }, 240_000);
});

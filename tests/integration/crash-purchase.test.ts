import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { billingContract, projectsContract } from '@adpulse/shared';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../functions/src/accounts/demo.ts';
import { TEST_CLOCK_ENV } from '../../functions/src/platform/clock.ts';
import { KILL_POINT_ENV } from '../../functions/src/platform/kill-point.ts';
import { freePort } from '../../local/src/net.ts';
import { synthesizeStacks } from '../../local/src/synth.ts';
import { mediaFixture } from '../fixtures/media.ts';
import { apiLogin } from '../support/accounts-session.ts';
import { requestRoute, routeCaller, type RouteCaller } from '../support/invoke-route.ts';
import { waitFor } from '../support/wait.ts';
import { TEST_BILLING, projectWithStimulus } from '../support/wizard-api.ts';

/**
 * How many times the runtime is killed. Issue 22 asks for 20 (`CRASH_ROUNDS=20`, about 20 restarts
 * of the runtime: minutes on a loaded machine); the suite runs 5 to keep within its time budget.
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 5);
const VISA = '4242 4242 4242 4242';
const CRASH_BUYER_EMAIL = 'crash-buyer@adpulse.test';
const CHILD = join(import.meta.dirname, '../support/crash-child.ts');

interface Child {
  process: ChildProcess;
  apiUrl: string;
  dynamodb: string;
  tableName: string;
  exited: Promise<NodeJS.Signals | number | null>;
}

let dataDir: string;
let ports: { PORT: string; DYNAMODB_PORT: string; S3_PORT: string };
let running: Child | undefined;

/** The local runtime in a child process (the same ports and data on every start), armed to kill itself or not. */
async function startChild(armed: boolean): Promise<Child> {
  const begun = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: {
      ...process.env,
      ...ports,
      ADPULSE_DATA_DIR: dataDir,
      CRASH_STACKS_FILE: join(dataDir, 'stacks.json'),
      CRASH_BUYER_EMAIL,
      SIMULATED_RESPONDENTS: 'off',
      SWEEPER_SECONDS: '5',
      SWEEPER_GRACE_SECONDS: '60',
      [TEST_CLOCK_ENV]: 'on',
      [KILL_POINT_ENV]: armed ? 'charged-before-record' : '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const lines = createInterface({ input: child.stdout! });
  const ready = await new Promise<{ apiUrl: string; dynamodb: string; tableName: string }>(
    (resolve, reject) => {
      lines.on('line', (line) => {
        if (line.startsWith('{"ready"')) resolve(JSON.parse(line) as never);
      });
      void exited.then((end) => reject(new Error(`The runtime exited while starting (${String(end)})`)));
    },
  );
  running = { process: child, exited, ...ready };
  if (process.env.CRASH_TIMINGS)
    console.error(`child ready after ${(performance.now() - begun).toFixed(0)} ms`);
  return running;
}

async function stopChild(child: Child): Promise<void> {
  if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGTERM');
  await child.exited;
  running = undefined;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'adpulse-crash-'));
  await writeFile(
    join(dataDir, 'stacks.json'),
    JSON.stringify(await synthesizeStacks(join(dataDir, 'cdk.out'))),
  );
  ports = {
    PORT: String(await freePort()),
    DYNAMODB_PORT: String(await freePort()),
    S3_PORT: String(await freePort()),
  };
});

afterAll(async () => {
  if (running) await stopChild(running);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/**
 * Issue 22, the crash test: the local runtime (a child process) is killed with SIGKILL after the
 * card is charged and before the payment is recorded, 20 times, each time while the purchases of
 * the earlier rounds are still being carried out by the restarted runtime (their executions
 * resumed from their saved state), so those are cut wherever they are. After the last restart
 * every purchase ends: the charge adopted (one charge per project), one invoice each, every
 * project active, nothing stuck.
 */
describe('purchases survive SIGKILL of the local runtime', () => {
  it(`${ROUNDS} kills between the charge and its record: one charge and one invoice per project`, async () => {
    const started = performance.now();
    let child = await startChild(false);
    const login = await apiLogin(child.apiUrl.replace(/\/api$/, ''), CRASH_BUYER_EMAIL, DEMO_PASSWORD);
    const token = login.token;
    const clientId = login.accountId;
    const as = (runtime: Child): RouteCaller => routeCaller(runtime.apiUrl, token);
    /**
     * POST /buy as a client does it: a 429 (the restarted runtime busy with the resumed purchases)
     * is tried again; it ends when the purchase runs, or when the armed runtime killed itself.
     */
    const buy = (runtime: Child, projectId: string) =>
      waitFor(
        `the buy of ${projectId}`,
        async () => {
          if (runtime.process.exitCode !== null || runtime.process.signalCode !== null) return 'killed';
          const answer = await requestRoute(runtime.apiUrl, billingContract.routes.buyProject, {
            token,
            params: { projectId },
            body: { paymentMethod: VISA },
          }).catch(() => undefined);
          if (!answer || answer.status === 429) return undefined;
          expect(answer.status, JSON.stringify(answer.body)).toBe(202);
          return answer.body.state;
        },
        { timeoutMs: 120_000, everyMs: 2_000 },
      );
    const projects: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const projectId = await projectWithStimulus(child, token, {
        name: `Crash ${round + 1}`,
        type: 'discover',
        step: 5,
        stimulus: await mediaFixture('mp4'),
      });
      await as(child)(projectsContract.routes.updateProject, {
        params: { projectId },
        body: { payment: TEST_BILLING },
      });
      projects.push(projectId);
    }
    await stopChild(child);
    if (process.env.CRASH_TIMINGS)
      console.error(`prepared at ${(performance.now() - started).toFixed(0)} ms`);

    const kills: (NodeJS.Signals | number | null)[] = [];
    for (const projectId of projects) {
      child = await startChild(true);
      await buy(child, projectId);
      kills.push(await child.exited);
      running = undefined;
    }
    expect(kills).toEqual(projects.map(() => 'SIGKILL'));

    if (process.env.CRASH_TIMINGS) console.error(`killed at ${(performance.now() - started).toFixed(0)} ms`);
    child = await startChild(false);
    const states = new Map<string, string>();
    await waitFor(
      'every purchase ended',
      async () => {
        for (const projectId of projects) {
          if (states.get(projectId) === 'succeeded') continue;
          const purchase = await as(child)(billingContract.routes.getPurchase, { params: { projectId } });
          // The buyer's retry after a purchase that read as failed: it must adopt the charge.
          if (purchase.state === 'failed') {
            await buy(child, projectId);
          }
          states.set(projectId, purchase.state);
        }
        return [...states.values()].every((state) => state === 'succeeded') ? true : undefined;
      },
      { timeoutMs: 180_000, everyMs: 1_000, throwsMeanNotYet: true },
    );

    if (process.env.CRASH_TIMINGS) console.error(`settled at ${(performance.now() - started).toFixed(0)} ms`);
    const table = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: child.dynamodb,
        region: 'eu-south-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    );
    const items = async (prefix: string) =>
      (
        await table.send(
          new QueryCommand({
            TableName: child.tableName,
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
            ExpressionAttributeValues: { ':pk': `CLIENT#${clientId}`, ':prefix': prefix },
            ConsistentRead: true,
          }),
        )
      ).Items ?? [];
    const invoices = await waitFor('an invoice per project', async () => {
      const found = await items('INVOICE#');
      return found.length >= projects.length ? found : undefined;
    });
    const charges = (await items('TESTCHARGE#')).filter((charge) => !charge.refundedAt);
    const payments = await items('PAYMENT#');
    for (const projectId of projects) {
      const project = await as(child)(projectsContract.routes.getProject, { params: { projectId } });
      expect(project.status, projectId).toBe('active');
      const charged = charges.filter((charge) => charge.projectId === projectId);
      expect(charged, projectId).toHaveLength(1);
      expect(payments.find((payment) => payment.projectId === projectId)?.chargeId).toBe(
        charged[0]?.chargeId,
      );
      expect(
        invoices.filter((invoice) => invoice.projectId === projectId),
        projectId,
      ).toHaveLength(1);
    }
    expect(charges).toHaveLength(projects.length);
    table.destroy();
    await stopChild(child);
    console.log(
      `crash test: ${ROUNDS} SIGKILLs, ${projects.length} purchases, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 1_800_000);
});

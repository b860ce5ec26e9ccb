import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { billingContract, projectsContract } from '@adpulse/shared';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, paginateQuery } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../functions/src/accounts/demo.ts';
import { TEST_CLOCK_ENV } from '../../functions/src/platform/clock.ts';
import {
  KILL_POINT_ENV,
  KILL_POINT_LOG_ENV,
  KILL_POINTS,
  type KillPoint,
} from '../../functions/src/platform/kill-point.ts';
import { launchDynamoDb } from '../../local/src/dynamodb.ts';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../local/src/local-aws.ts';
import { freePort } from '../../local/src/net.ts';
import type { RunningS3 } from '../../local/src/s3.ts';
import { startS3Thread } from '../../local/src/s3-thread.ts';
import { readLocalResources } from '../../local/src/template.ts';
import { mediaFixture } from '../fixtures/media.ts';
import { apiLogin } from '../support/accounts-session.ts';
import { requestRoute, routeCaller, type RouteCaller } from '../support/invoke-route.ts';
import { waitFor } from '../support/wait.ts';
import { TEST_BILLING, projectWithStimulus } from '../support/wizard-api.ts';
import { synthesizeForTestRun } from '../support/runtime.ts';

/**
 * How many times the runtime is killed. Issue 22 asks for 20: `CRASH_ROUNDS=20` (each restart of
 * the runtime costs 5-40 s on the shared 2-core machine). The suite runs 5 to keep within its
 * time budget: one round per kill point, then one at a random instant. PROJECTS paid projects of
 * 50 simulated respondents each carry the kills between them.
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 5);
const PROJECTS = Number(process.env.CRASH_PROJECTS ?? 3);
/**
 * The first rounds wait for their kill point, one each in the path's order (the charge, the
 * activation, a signal batch, an analysis): the process lives until it reaches that point, or
 * this long, and a round whose point did not fire fails the test.
 */
const KILL_POINT_WAIT_MS = 240_000;
/** The later rounds are killed at a random instant this long after the start (or at their armed point, if it comes first). */
const RANDOM_KILL_MS = { min: 1_000, max: 9_000 } as const;
const VISA = '4242 4242 4242 4242';
const CRASH_BUYER_EMAIL = 'crash-buyer@adpulse.test';
const CHILD = join(import.meta.dirname, '../support/crash-child.ts');

interface Child {
  process: ChildProcess;
  apiUrl: string;
  tableName: string;
  samplesBucket: string;
  exited: Promise<NodeJS.Signals | number | null>;
}

/** A seeded generator (mulberry32): a failing run is replayed with its printed CRASH_SEED. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let dataDir: string;
let port: string;
let dynamoDb: Awaited<ReturnType<typeof launchDynamoDb>> | undefined;
let s3: RunningS3 | undefined;
let running: Child | undefined;
let forgetStacks: (() => Promise<void>) | undefined;
const alive = (child: Child) => child.process.exitCode === null && child.process.signalCode === null;

/**
 * The local runtime alone in a child process (the same data on every start, and the same port
 * unless another process took it meanwhile), armed to kill itself at `killAt` or not. DynamoDB
 * Local and the S3 server stay up in this process.
 */
async function startChild(killAt: KillPoint | undefined, portTries = 3): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: {
      ...process.env,
      PORT: port,
      CRASH_DYNAMODB: dynamoDb!.endpoint,
      CRASH_S3: s3!.endpoint,
      ADPULSE_DATA_DIR: dataDir,
      CRASH_BUYER_EMAIL,
      // The machine's own simulated panel fields every paid project, as under npm start.
      SIMULATED_RESPONDENTS: 'on',
      SWEEPER_SECONDS: '5',
      SWEEPER_GRACE_SECONDS: '30',
      [TEST_CLOCK_ENV]: 'on',
      [KILL_POINT_ENV]: killAt ?? '',
      [KILL_POINT_LOG_ENV]: killPointLog(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The port is free between two starts, and the browser tests' runtimes beside this one may take
  // it (a PortInUseError at start): the runtime then starts again on another free port.
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(chunk);
  });
  const stderrRead = new Promise<void>((resolve) => child.stderr!.once('close', () => resolve()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const lines = createInterface({ input: child.stdout! });
  // An armed point may come while the runtime starts (an execution resumed at start reaches it):
  // that start ends in the round's kill, with no API to call.
  const ready = await new Promise<
    { apiUrl: string; tableName: string; samplesBucket: string } | 'port taken'
  >((resolve, reject) => {
    lines.on('line', (line) => {
      if (line.startsWith('{"ready"')) resolve(JSON.parse(line) as never);
    });
    void Promise.all([exited, stderrRead]).then(([end]) => {
      if (killAt && end === 'SIGKILL') resolve({ apiUrl: '', tableName: '', samplesBucket: '' });
      else if (portTries > 1 && stderr.includes('PortInUseError')) resolve('port taken');
      else reject(new Error(`The runtime exited while starting (${String(end)})`));
    });
  });
  if (ready === 'port taken') {
    port = String(await freePort());
    return startChild(killAt, portTries - 1);
  }
  running = { process: child, exited, ...ready };
  return running;
}

const killPointLog = () => join(dataDir, 'kill-points.log');

/** The kill points that fired so far, in order (each appends its name before its SIGKILL). */
const firedKillPoints = async (): Promise<string[]> =>
  (await readFile(killPointLog(), 'utf8').catch(() => '')).split('\n').filter(Boolean);

async function stopChild(child: Child): Promise<void> {
  if (alive(child)) child.process.kill('SIGTERM');
  await child.exited;
  running = undefined;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'adpulse-crash-'));
  const { stacks, forget } = await synthesizeForTestRun();
  forgetStacks = forget;
  port = String(await freePort());
  dynamoDb = await launchDynamoDb({ dir: join(dataDir, 'dynamodb'), port: await freePort(), inMemory: true });
  s3 = await startS3Thread({
    dir: join(dataDir, 's3'),
    port: await freePort(),
    buckets: readLocalResources(stacks).buckets,
  });
  await dynamoDb.ready;
}, 180_000);

afterAll(async () => {
  if (running) await stopChild(running);
  await s3?.stop();
  await dynamoDb?.stop();
  await forgetStacks?.();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/**
 * Issue 22, the crash test: ROUNDS times (20 in the issue), the local runtime (a child process)
 * is killed with SIGKILL and started again, while PROJECTS paid projects go from the buy to their
 * closed analysis. The first four starts are each armed with one kill point along that path, in
 * its order (after the charge and before its record, after the activation and before the launch,
 * mid signal upload, after the analysis is written and before it is published) and live until it
 * fires; the point writes its name before the kill, so a point that never fires fails the test.
 * The later starts are killed at a random instant (or at their armed point, if it comes first).
 * Afterwards: exactly one charge at the payment provider and one invoice per project, no stuck
 * project (every one closed with its final analysis), and no lost or duplicated batch in any
 * completed session (its batches, and the compact object they were merged into).
 */
describe('purchases, fieldwork and analyses survive SIGKILL of the local runtime', () => {
  it(`${ROUNDS} kills between the buy and the closed analysis`, async () => {
    const started = performance.now();
    const seed = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);
    const random = seeded(seed);
    let child = await startChild(undefined);
    // A busy runtime answers 429 (password hashing is limited): the buyer tries again.
    const login = await waitFor(
      'the login',
      () =>
        apiLogin(child.apiUrl.replace(/\/api$/, ''), CRASH_BUYER_EMAIL, DEMO_PASSWORD).catch(
          (error: unknown) => {
            if (String(error).includes('answered 429')) return undefined;
            throw error;
          },
        ),
      { timeoutMs: 120_000, everyMs: 2_000 },
    );
    const token = login.token;
    const clientId = login.accountId;
    const as = (runtime: Child): RouteCaller => routeCaller(runtime.apiUrl, token);
    /** POST /buy as a client does it: a 429 or a cut connection is tried again while the runtime lives. */
    const buy = (runtime: Child, projectId: string) =>
      waitFor(
        `the buy of ${projectId}`,
        async () => {
          if (!alive(runtime)) return 'killed';
          const answer = await requestRoute(runtime.apiUrl, billingContract.routes.buyProject, {
            token,
            params: { projectId },
            body: { paymentMethod: VISA },
          }).catch(() => undefined);
          if (!answer || answer.status === 429) return undefined;
          expect(answer.status, JSON.stringify(answer.body)).toBe(202);
          return answer.body.state;
        },
        { timeoutMs: 120_000, everyMs: 1_000 },
      );
    const projects: string[] = [];
    const stimulus = await mediaFixture('mp4');
    for (let index = 0; index < PROJECTS; index += 1) {
      const projectId = await projectWithStimulus(child, token, {
        name: `Crash ${index + 1}`,
        type: 'discover',
        step: 5,
        stimulus,
        sampleSize: 50,
      });
      await as(child)(projectsContract.routes.updateProject, {
        params: { projectId },
        body: { payment: TEST_BILLING },
      });
      projects.push(projectId);
    }
    await stopChild(child);
    const prepared = performance.now();

    /** The buyer: buys each project not bought yet, and buys again one whose purchase failed. */
    const bought = new Set<string>();
    const actAsBuyer = async (runtime: Child) => {
      for (const projectId of projects) {
        if (!alive(runtime)) return;
        if (bought.has(projectId)) {
          const purchase = await as(runtime)(billingContract.routes.getPurchase, {
            params: { projectId },
          }).catch(() => undefined);
          if (purchase?.state !== 'failed') continue;
        }
        if ((await buy(runtime, projectId)) !== 'killed') bought.add(projectId);
      }
    };

    if (ROUNDS < KILL_POINTS.length) throw new Error(`CRASH_ROUNDS must be at least ${KILL_POINTS.length}`);
    const kills: { round: number; armed: KillPoint; point: string; afterMs: number; restartMs: number }[] =
      [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const armed = KILL_POINTS[round % KILL_POINTS.length]!;
      const waitsForPoint = round < KILL_POINTS.length;
      const firedBefore = (await firedKillPoints()).length;
      const begun = performance.now();
      child = await startChild(armed);
      const restartMs = performance.now() - begun;
      const killDelay = waitsForPoint
        ? KILL_POINT_WAIT_MS
        : RANDOM_KILL_MS.min + random() * (RANDOM_KILL_MS.max - RANDOM_KILL_MS.min);
      const timer = setTimeout(() => child.process.kill('SIGKILL'), killDelay);
      await actAsBuyer(child).catch(() => undefined);
      const end = await child.exited;
      clearTimeout(timer);
      running = undefined;
      expect(end, `round ${round + 1}`).toBe('SIGKILL');
      const fired = (await firedKillPoints()).slice(firedBefore);
      expect(fired.length, `round ${round + 1}: more than one kill point fired`).toBeLessThanOrEqual(1);
      kills.push({
        round: round + 1,
        armed,
        point: fired[0] ?? 'random',
        afterMs: performance.now() - begun - restartMs,
        restartMs,
      });
      if (process.env.CRASH_TIMINGS) console.error(JSON.stringify(kills.at(-1)));
      if (waitsForPoint) expect(fired[0], `round ${round + 1}: kill point ${armed} never fired`).toBe(armed);
    }
    // Every kill point fired in this run, whatever the random rounds did.
    expect(new Set(await firedKillPoints())).toEqual(new Set(KILL_POINTS));
    const killed = performance.now();

    child = await startChild(undefined);
    await waitFor(
      'every project bought, fielded and closed with its final analysis',
      async () => {
        await actAsBuyer(child);
        for (const projectId of projects) {
          const project = await as(child)(projectsContract.routes.getProject, { params: { projectId } });
          if (project.status !== 'closed' || !project.analysis || project.analysis.partial) return undefined;
        }
        return true;
      },
      { timeoutMs: 600_000, everyMs: 2_000, throwsMeanNotYet: true },
    );
    const settled = performance.now();

    const table = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: dynamoDb!.endpoint,
        region: LOCAL_REGION,
        credentials: LOCAL_CREDENTIALS,
      }),
    );
    const query = async (pk: string, prefix: string, index?: { name: string; key: string }) => {
      const found: Record<string, unknown>[] = [];
      const input = {
        TableName: child.tableName,
        ...(index
          ? {
              IndexName: index.name,
              KeyConditionExpression: `${index.key} = :pk`,
              ExpressionAttributeValues: { ':pk': pk },
            }
          : {
              KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
              ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
              ConsistentRead: true,
            }),
      };
      for await (const page of paginateQuery({ client: table }, input)) found.push(...(page.Items ?? []));
      return found;
    };
    const invoices = await query(`CLIENT#${clientId}`, 'INVOICE#');
    const charges = (await query(`CLIENT#${clientId}`, 'TESTCHARGE#')).filter((charge) => !charge.refundedAt);
    const payments = await query(`CLIENT#${clientId}`, 'PAYMENT#');
    const store = new S3Client({
      endpoint: s3!.endpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
      forcePathStyle: true,
    });
    let sessionsChecked = 0;
    for (const projectId of projects) {
      const charged = charges.filter((charge) => charge.projectId === projectId);
      expect(charged, projectId).toHaveLength(1);
      expect(payments.find((payment) => payment.projectId === projectId)?.chargeId).toBe(
        charged[0]?.chargeId,
      );
      expect(invoices.filter((invoice) => invoice.projectId === projectId)).toHaveLength(1);
      const fieldwork = (await query(`CLIENT#${clientId}`, `FIELDWORK#${projectId}`))[0];
      expect(fieldwork?.state, projectId).toBe('closed');
      expect((fieldwork?.counts as { completes: number }).completes, projectId).toBe(50);
      // Every completed session: its batches 0..n-1 each once, counted once, each one's samples stored.
      const sessions = (
        await query(`FWSESSIONS#${clientId}#${projectId}`, '', { name: 'gsi1', key: 'gsi1pk' })
      ).filter((session) => session.status === 'complete');
      expect(sessions, projectId).toHaveLength(50);
      for (const session of sessions) {
        const sessionId = String(session.sessionId);
        const batches = (await query(`RSESSION#${sessionId}`, 'BATCH#')).filter(
          (batch) => batch.state === 'stored',
        );
        expect(batches.map((batch) => batch.seq)).toEqual(batches.map((_, index) => index));
        expect(session.batches, sessionId).toBe(batches.length);
        expect(session.sampleCount, sessionId).toBe(
          batches.reduce((sum, batch) => sum + Number(batch.count), 0),
        );
        const objects = await store.send(
          new ListObjectsV2Command({
            Bucket: child.samplesBucket,
            Prefix: `samples/${clientId}/${projectId}/${sessionId}/`,
          }),
        );
        // Beside the batches, the compact object a complete merges them into (when it was written).
        const compact = session.samplesObject === undefined ? [] : [String(session.samplesObject)];
        expect((objects.Contents ?? []).map((object) => object.Key).sort()).toEqual(
          [...batches.map((batch) => String(batch.key)), ...compact].sort(),
        );
        sessionsChecked += 1;
      }
    }
    expect(charges).toHaveLength(projects.length);
    table.destroy();
    store.destroy();
    await stopChild(child);
    const seconds = (to: number, from = started) => ((to - from) / 1000).toFixed(1);
    const byPoint = Object.entries(
      kills.reduce<Record<string, number>>(
        (count, kill) => ({ ...count, [kill.point]: (count[kill.point] ?? 0) + 1 }),
        {},
      ),
    );
    const restarts = kills.map((kill) => kill.restartMs).sort((a, b) => a - b);
    console.log(
      `crash test (seed ${seed}): ${kills.length} SIGKILLs (${byPoint.map(([point, n]) => `${point} ${n}`).join(', ')}), ` +
        `${projects.length} projects closed with their final analysis, ${sessionsChecked} completed sessions' batches checked; ` +
        `restart median ${restarts[Math.floor(restarts.length / 2)]?.toFixed(0)} ms; prepared ${seconds(prepared)} s, ` +
        `killed ${seconds(killed, prepared)} s, settled ${seconds(settled, killed)} s, total ${seconds(performance.now())} s ` +
        `(load average ${loadavg()
          .map((load) => load.toFixed(1))
          .join(' ')})`,
    );
  }, 1_800_000);
});

import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { fieldworkContract } from '@adpulse/shared';
import {
  MAX_SESSION_SAMPLE_HZ,
  ageRangeOf,
  type FieldworkView,
  type Sample,
  type SignalBatch,
} from '../../shared/src/fieldwork/index.ts';
import type { AgeGroup } from '../../shared/src/projects/index.ts';
import { findFieldwork } from '../../functions/src/fieldwork/data/fieldwork-store.ts';
import { retryUntil } from '../../functions/src/platform/retry.ts';
import { launchFieldwork } from '../../functions/src/fieldwork/index.ts';
import { SIMULATOR_HEADER, simulatorCredential } from '../../functions/src/fieldwork/simulator-credential.ts';
import { markProjectActive } from '../../functions/src/projects/index.ts';
import { DEFAULT_BATCH_SIZE, SignalOutbox } from '../../web/src/features/respondent/upload/signal-outbox.ts';
import { mediaFixture } from '../fixtures/media.ts';
import { startTestRuntime } from '../support/runtime.ts';
import { callApi } from '../support/seed-dashboard.ts';
import { seedBenchClient } from './dashboard.ts';
import { printMeasurementBench, type MeasurementBench } from './measurement.ts';
import { projectWithStimulus } from '../support/wizard-api.ts';

/**
 * The respondent's signal upload, measured two ways: the bytes a measured session sends per
 * minute (the outbox's own batches of the bench's real samples), and how many uploads at once
 * the local runtime answers with p99 under 200 ms (POST /sessions/{id}/signals, each a batch of
 * the outbox's size, against DynamoDB Local and s3rver).
 */

export interface UploadBytes {
  samples: number;
  batches: number;
  /** JSON bodies as the app sends them (HTTP headers not counted). */
  bodyBytes: number;
  bytesPerMinute: number;
  samplesPerSecond: number;
}

/** The outbox's batches of `samples` taken over `seconds` of stimulus time, and their size. */
export async function uploadBytes(samples: readonly Sample[], seconds: number): Promise<UploadBytes> {
  const bodies: string[] = [];
  const stored = new Map<string, string>();
  const outbox = new SignalOutbox({
    sessionId: 'bench',
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
      removeItem: (key) => void stored.delete(key),
    },
    send: async (batch: SignalBatch) => {
      bodies.push(JSON.stringify(batch));
      return { accepted: batch.samples.length, duplicate: false };
    },
  });
  for (const sample of samples) outbox.push(sample);
  await outbox.flush();
  outbox.stop();
  const bodyBytes = bodies.reduce((sum, body) => sum + Buffer.byteLength(body), 0);
  return {
    samples: samples.length,
    batches: bodies.length,
    bodyBytes,
    bytesPerMinute: Math.round((bodyBytes / seconds) * 60),
    samplesPerSecond: samples.length / seconds,
  };
}

export interface UploadLevel {
  /** Uploads in flight at once (each respondent sends its next batch when the last is answered). */
  concurrency: number;
  requests: number;
  /** Batches stored (answered 202) per second. */
  storedPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answered 429 (the local runtime's cap on invocations in flight), as an overloaded API would. */
  busy: number;
  /** Any other answer than 202. */
  errors: number;
}

/** A bought discover project with a 55 s video, its fieldwork launched. */
export async function launchedBenchTest(
  apiUrl: string,
  token: string,
  clientId: string,
): Promise<{ projectId: string; testId: string }> {
  const projectId = await projectWithStimulus({ apiUrl }, token, {
    name: 'Upload bench',
    type: 'discover',
    step: 5,
    stimulus: await mediaFixture('minuteMp4'),
  });
  await markProjectActive(clientId, projectId);
  await launchFieldwork(clientId, projectId, 'dynata');
  const fieldwork = await findFieldwork(clientId, projectId, true);
  if (!fieldwork?.tests.direct) throw new Error('the bench project did not launch');
  return { projectId, testId: fieldwork.tests.direct };
}

export async function post(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}

/** A call answered 429 is sent again about 100 ms later (the respondent app's back-off). */
const AGAIN_AFTER_BUSY = { attempts: Infinity, baseMs: 100, capMs: 100 };

/**
 * Simulated respondents of the bench (labelled simulated), handed out one after another across
 * the project's quota cells, each while its cell has room. An entry answered 429 (too many
 * calls in flight) is tried again a moment later, as the respondent app does.
 */
export function sessionPool(apiUrl: string, testId: string, cells: FieldworkView['cells']) {
  const room = cells.map((cell) => ({ cell, left: cell.target }));
  let entered = 0;
  return async (): Promise<string> => {
    const slot =
      room.filter((each) => each.left > 0)[entered % room.length] ?? room.find((each) => each.left > 0);
    if (!slot) throw new Error('the bench project has no quota left');
    slot.left -= 1;
    entered += 1;
    const [group = 'group26_35', gender = 'female'] = slot.cell.cellId.split(':');
    const [from = 26, to = 35] = ageRangeOf(group as AgeGroup);
    const respondentId = randomUUID();
    const answer = await retryUntil(
      { ...AGAIN_AFTER_BUSY, exhausted: () => new Error('no session: always busy') },
      async () => {
        const entry = await post(
          `${apiUrl}/t/${testId}/sessions`,
          {
            panel: { provider: 'direct', respondentId, params: { rid: respondentId } },
            screener: { age: Math.round((from + to) / 2), gender, region: 'centre' },
            consent: { webcam: true },
            simulated: true,
          },
          { [SIMULATOR_HEADER]: await simulatorCredential(testId) },
        );
        return entry.status === 429 ? undefined : entry;
      },
    );
    const body = answer.json as { sessionId?: string };
    if (answer.status !== 201 || !body.sessionId) throw new Error(`no session: ${JSON.stringify(body)}`);
    return body.sessionId;
  };
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** A launched bench project, warmed up, and the batch its respondents send. */
export interface UploadBench {
  apiUrl: string;
  samples: Sample[];
  /** Batches a session holds before its limit of MAX_SESSION_SAMPLE_HZ over its stimulus' time. */
  batchesPerSession: number;
  nextSession: () => Promise<string>;
  /** Sessions with room left, and their next seq: the next level's respondents go on with them. */
  resting: { sessionId: string; seq: number }[];
}

const WARM_UP_SECONDS = 4;

/**
 * Launches the bench project and warms the path up (not measured: the first calls load the
 * handler and warm DynamoDB Local and s3rver). `template` is the outbox's batch size of real
 * samples, restamped on the session's stimulus.
 */
export async function prepareUploadBench(
  runtime: { apiUrl: string },
  client: { token: string; clientId: string },
  template: readonly Sample[],
): Promise<UploadBench> {
  const { projectId, testId } = await launchedBenchTest(runtime.apiUrl, client.token, client.clientId);
  const [definition, view] = await Promise.all([
    callApi(runtime, client.token, fieldworkContract.routes.getTest, { params: { testId } }),
    callApi(runtime, client.token, fieldworkContract.routes.getFieldwork, { params: { projectId } }),
  ]);
  const stimulus = definition.stimuli[0];
  if (!stimulus) throw new Error('the bench test has no stimulus');
  const samples = template.map((sample, index) => ({
    ...sample,
    stimulusId: stimulus.stimulusId,
    t: Math.round((index / template.length) * stimulus.duration * 1000) / 1000,
  }));
  const bench: UploadBench = {
    apiUrl: runtime.apiUrl,
    samples,
    batchesPerSession: Math.floor((MAX_SESSION_SAMPLE_HZ * stimulus.duration) / samples.length),
    nextSession: sessionPool(runtime.apiUrl, testId, view.cells),
    resting: [],
  };
  // Until its JIT has compiled the hot paths, DynamoDB Local's Java spends several times the
  // CPU per call that it spends in a runtime that has been serving for a while.
  await uploadLevel(bench, 4, WARM_UP_SECONDS);
  return bench;
}

/**
 * `concurrency` respondents for `seconds`: each sends a batch, then its next seq as soon as it
 * is answered; a respondent whose session holds its samples' limit hands over to a new one.
 * Sessions left with room go on in the next level (the project's quota holds 150 entries).
 * The latency percentiles and throughput of the level.
 */
export async function uploadLevel(
  bench: UploadBench,
  concurrency: number,
  seconds: number,
): Promise<UploadLevel> {
  const latencies: number[] = [];
  let errors = 0;
  let busy = 0;
  let stored = 0;
  const respondents = bench.resting.splice(0, concurrency);
  // Entered a few at a time: a burst of entries would itself be answered 429.
  while (respondents.length < concurrency) {
    const wave = Math.min(8, concurrency - respondents.length);
    const entered = await Promise.all(Array.from({ length: wave }, () => bench.nextSession()));
    respondents.push(...entered.map((sessionId) => ({ sessionId, seq: 0 })));
  }
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    respondents.map(async (respondent) => {
      let { sessionId, seq } = respondent;
      for (; performance.now() < until; seq += 1) {
        if (seq === bench.batchesPerSession) {
          sessionId = await bench.nextSession();
          seq = 0;
        }
        const answer = await retryUntil(
          {
            ...AGAIN_AFTER_BUSY,
            withinMs: Math.max(0, until - performance.now()),
            exhausted: () => new Error('busy until the end of the run'),
          },
          async () => {
            const started = performance.now();
            const sent = await post(`${bench.apiUrl}/sessions/${sessionId}/signals`, {
              seq,
              samples: bench.samples,
            }).catch(() => ({ status: 0, json: null }));
            latencies.push(performance.now() - started);
            // The outbox backs off before it sends the same seq again.
            if (sent.status !== 429) return sent;
            busy += 1;
            return undefined;
          },
        ).catch(() => undefined);
        if (!answer) {
          seq -= 1; // still busy when the run ended: this seq was not sent
          continue;
        }
        if (answer.status === 202) stored += 1;
        else errors += 1;
      }
      if (seq < bench.batchesPerSession) bench.resting.push({ sessionId, seq });
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    concurrency,
    requests: latencies.length,
    storedPerSecond: Math.round((stored / seconds) * 10) / 10,
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    busy,
    errors,
  };
}

export const UPLOAD_LEVELS = [1, 2, 5, 10, 16, 25, 50];

/** Uploads at each of `levels` concurrent respondents, `seconds` per level. */
export async function rampUploads(
  runtime: { apiUrl: string },
  client: { token: string; clientId: string },
  template: readonly Sample[],
  options: { levels?: readonly number[]; seconds?: number } = {},
): Promise<UploadLevel[]> {
  const bench = await prepareUploadBench(runtime, client, template);
  const results: UploadLevel[] = [];
  for (const concurrency of options.levels ?? UPLOAD_LEVELS)
    results.push(await uploadLevel(bench, concurrency, options.seconds ?? 5));
  return results;
}

/** The largest level that held p99 under the limit with every upload answered 202, up to it. */
export function sustainedLevel(levels: readonly UploadLevel[], p99LimitMs: number): UploadLevel | undefined {
  const held = (level: UploadLevel) => level.p99Ms < p99LimitMs && level.errors === 0 && level.busy === 0;
  const firstMiss = levels.findIndex((level) => !held(level));
  return (firstMiss === -1 ? levels : levels.slice(0, firstMiss)).at(-1);
}

const P99_LIMIT_MS = 200;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The bench sections on the signal upload, from the samples the measurement bench took. */
export async function printUploadBench(measurement: MeasurementBench): Promise<void> {
  console.log('\n== Signal upload: bytes a measured respondent sends (the outbox batches of those samples)');
  const bytes = await uploadBytes(measurement.measured, measurement.stimulusSeconds);
  console.log(
    `bytes sent per respondent-minute: ${kb(bytes.bytesPerMinute)} (${bytes.bodyBytes} bytes of JSON bodies in ${bytes.batches} batches for ${bytes.samples} samples over ${measurement.stimulusSeconds.toFixed(1)} s, ${bytes.samplesPerSecond.toFixed(1)} samples/s; no gaze without a calibration; HTTP headers not counted)`,
  );

  console.log(
    `\n== Signal upload: concurrent respondent uploads on the local runtime (p99 limit ${P99_LIMIT_MS} ms, 5 s a level)`,
  );
  const runtime = await startTestRuntime();
  try {
    const client = await seedBenchClient(0);
    const batch = measurement.measured.slice(0, DEFAULT_BATCH_SIZE);
    const levels = await rampUploads(runtime, client, batch);
    for (const level of levels) {
      console.log(
        `${level.concurrency} uploads at once: p50 ${level.p50Ms} ms, p99 ${level.p99Ms} ms, ${level.storedPerSecond} batches stored/s (${level.requests} requests, ${level.busy} answered 429, ${level.errors} errors)`,
      );
    }
    const sustained = sustainedLevel(levels, P99_LIMIT_MS);
    const perRespondent = bytes.batches / measurement.stimulusSeconds;
    console.log(
      `concurrent respondent uploads sustained with p99 < ${P99_LIMIT_MS} ms: ${sustained?.concurrency ?? 0}` +
        (sustained
          ? ` (p99 ${sustained.p99Ms} ms, ${sustained.storedPerSecond} batches/s: about ${Math.floor(sustained.storedPerSecond / perRespondent)} respondents measuring at once at ${perRespondent.toFixed(2)} batches/s each)`
          : ` (one upload at a time had p99 ${levels[0]?.p99Ms ?? '?'} ms)`),
    );
  } finally {
    await runtime.stop();
  }
}

// `npx tsx tests/bench/respondent-uploads.ts`: this section alone, on the samples the measurement bench takes.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await printUploadBench(await printMeasurementBench());
}

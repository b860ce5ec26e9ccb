import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { fieldworkContract } from '@adpulse/shared';
import type { Sample } from '../../shared/src/fieldwork/index.ts';
import { compactSession } from '../../functions/src/fieldwork/compaction.ts';
import { findRespondentSession } from '../../functions/src/fieldwork/data/session-updates.ts';
import { DEFAULT_BATCH_SIZE } from '../../web/src/features/respondent/upload/signal-outbox.ts';
import { startTestRuntime } from '../support/runtime.ts';
import { callApi } from '../support/seed-dashboard.ts';
import { seedBenchClient } from './dashboard.ts';
import { launchedBenchTest, post, sessionPool } from './respondent-uploads.ts';

/**
 * The respondent's complete call, and the compaction that merges a completed session's signal
 * batches into its compact object (issue 24). The compaction left the complete call: the first
 * analysis run that reads the session does it. Respondents of a 55 s video each send 10 Hz
 * samples in the outbox's batches, answer, and complete, one after another on the local runtime
 * (DynamoDB Local, s3rver). Printed: the complete call's latency as the respondent waits for it,
 * and the compaction alone, run after it on the same completed session as a run does (batch
 * receipts, one GET per batch, merge and check, one PUT, one update).
 */

export interface CompleteCallBench {
  respondents: number;
  batchesPerSession: number;
  samplesPerSession: number;
  completeMs: { p50: number; p90: number; mean: number };
  compactionMs: { p50: number; p90: number; mean: number };
  load: number[];
}

const RESPONDENTS = Number(process.env.COMPLETE_BENCH_RESPONDENTS ?? 20);
/** Sessions completed before the measured ones: the first calls load the handler and warm the stores. */
const WARM_UP = 3;

const stats = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length);
  const round = (value: number) => Math.round(value * 10) / 10;
  return { p50: round(at(0.5)), p90: round(at(0.9)), mean: round(mean) };
};

/** 10 Hz samples of a stimulus over `seconds`, a face and gaze in each. */
function measuredSamples(stimulusId: string, seconds: number): Sample[] {
  return Array.from({ length: Math.floor(seconds * 10) }, (_, index) => ({
    stimulusId,
    t: index / 10,
    face: true,
    attentive: index % 5 !== 0,
    gaze: { x: 0.3 + (index % 7) / 20, y: 0.4, confidence: 0.8 },
    expr: { happy: 0.5, surprise: 0.05, neutral: 0.4, sad: 0.01, angry: 0.01, fear: 0.02, disgust: 0.01 },
  }));
}

export async function benchCompleteCall(apiUrl: string): Promise<CompleteCallBench> {
  const client = await seedBenchClient(0);
  const { projectId, testId } = await launchedBenchTest(apiUrl, client.token, client.clientId);
  const runtime = { apiUrl };
  const [definition, view] = await Promise.all([
    callApi(runtime, client.token, fieldworkContract.routes.getTest, { params: { testId } }),
    callApi(runtime, client.token, fieldworkContract.routes.getFieldwork, { params: { projectId } }),
  ]);
  const nextSession = sessionPool(apiUrl, testId, view.cells);
  const stimulus = definition.stimuli[0];
  if (!stimulus || definition.questions.length)
    throw new Error('the bench test is one stimulus, no questions');
  const samples = measuredSamples(stimulus.stimulusId, stimulus.duration);
  const batches: Sample[][] = [];
  for (let from = 0; from < samples.length; from += DEFAULT_BATCH_SIZE)
    batches.push(samples.slice(from, from + DEFAULT_BATCH_SIZE));
  const answers = {
    evoked: [{ stimulusId: stimulus.stimulusId, emotion: 'amusement', intensity: 3 }],
    questions: [],
    demographics: {},
    playback: [{ stimulusId: stimulus.stimulusId, seeks: 0, hides: 0 }],
  };

  const complete: number[] = [];
  const compaction: number[] = [];
  for (let index = 0; index < WARM_UP + RESPONDENTS; index += 1) {
    const sessionId = await nextSession();
    for (const [seq, batch] of batches.entries()) {
      const sent = await post(`${apiUrl}/sessions/${sessionId}/signals`, { seq, samples: batch });
      if (sent.status !== 202) throw new Error(`signals ${sent.status}: ${JSON.stringify(sent.json)}`);
    }
    const saved = await post(`${apiUrl}/sessions/${sessionId}/answers`, answers);
    if (saved.status !== 204) throw new Error(`answers ${saved.status}: ${JSON.stringify(saved.json)}`);
    const started = performance.now();
    const ended = await post(`${apiUrl}/sessions/${sessionId}/complete`, {});
    const completeMs = performance.now() - started;
    if ((ended.json as { outcome?: string } | null)?.outcome !== 'complete')
      throw new Error(`complete ${ended.status}: ${JSON.stringify(ended.json)}`);
    const record = await findRespondentSession(sessionId);
    if (!record) throw new Error('the completed session is gone');
    if (record.samplesObject) throw new Error('the complete call compacted the session');
    const again = performance.now();
    const { outcome } = await compactSession(record);
    const compactionMs = performance.now() - again;
    if (!outcome.compacted) throw new Error('the compaction was refused');
    if (index < WARM_UP) continue;
    complete.push(completeMs);
    compaction.push(compactionMs);
  }
  return {
    respondents: RESPONDENTS,
    batchesPerSession: batches.length,
    samplesPerSession: samples.length,
    completeMs: stats(complete),
    compactionMs: stats(compaction),
    load: loadavg().map((value) => Math.round(value * 100) / 100),
  };
}

export function describeCompleteCall(bench: CompleteCallBench): string {
  const ms = ({ p50, p90, mean }: CompleteCallBench['completeMs']) =>
    `p50 ${p50} ms, p90 ${p90} ms, mean ${mean} ms`;
  return [
    `${bench.respondents} respondents, one after another, ${bench.batchesPerSession} batches of ${DEFAULT_BATCH_SIZE} samples each (${bench.samplesPerSession} samples)`,
    `complete call (no compaction: the analysis run compacts): ${ms(bench.completeMs)}`,
    `compaction alone, as the run's first read of each session does it: ${ms(bench.compactionMs)}`,
    `load average ${bench.load.join(', ')}`,
  ].join('\n');
}

// `npx tsx tests/bench/complete-call.ts`: this section alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const runtime = await startTestRuntime();
  try {
    console.log(describeCompleteCall(await benchCompleteCall(runtime.apiUrl)));
  } finally {
    await runtime.stop();
  }
}

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  batchKey,
  batchObjectKey,
  projectSessionsPk,
  respondentSessionKey,
} from '../../functions/src/fieldwork/data/keys.ts';
import type { BatchRecord, RespondentSessionRecord } from '../../functions/src/fieldwork/data/records.ts';
import { putBatchSamples } from '../../functions/src/fieldwork/data/samples.ts';
import type { Sample } from '@adpulse/shared/fieldwork/index';
import { compactSession } from '../../functions/src/fieldwork/compaction.ts';
import { simulateRespondent, toSession, type SimulationPlan } from '../../functions/src/fieldwork/index.ts';
import { dynamoClient, tableName } from '../../functions/src/platform/aws.ts';

export interface StoreOptions {
  concurrency?: number;
  /** Seconds of samples per batch object (default: one batch for the whole session, as stored before compaction). */
  batchSeconds?: number;
  /** Compact each session once stored, as the first analysis run that reads it does; default false (not read by a run yet). */
  compact?: boolean;
}

/** The samples of a session cut into batches of `seconds` of stimulus time, per stimulus in order. */
function batchesOf(samples: Record<string, Sample[]>, seconds: number | undefined): Sample[][] {
  if (seconds === undefined) return [Object.values(samples).flat()];
  const batches: Sample[][] = [];
  for (const list of Object.values(samples)) {
    let batch: Sample[] = [];
    let end = seconds;
    for (const sample of list) {
      if (sample.t >= end && batch.length) {
        batches.push(batch);
        batch = [];
        end = (Math.floor(sample.t / seconds) + 1) * seconds;
      }
      batch.push(sample);
    }
    if (batch.length) batches.push(batch);
  }
  return batches;
}

/**
 * `count` simulated respondents of `plan` stored as the fieldwork server stores completed
 * sessions (summary and batch receipts in the table, the samples in the samples bucket), for
 * the analysis task to read; with `compact`, merged into their compact object as a run does.
 * Much faster than sending them through the respondent calls; drop-outs are skipped. Returns
 * the completes stored.
 */
export async function storeSimulatedSessions(
  clientId: string,
  projectId: string,
  plan: SimulationPlan,
  count: number,
  options: StoreOptions = {},
): Promise<number> {
  const concurrency = options.concurrency ?? 8;
  let next = 0;
  let stored = 0;
  const store = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      const session = toSession(plan, simulateRespondent(plan, index));
      if (session.status !== 'complete') continue;
      const samples = Object.values(session.samples).flat();
      const batches = batchesOf(session.samples, options.batchSeconds);
      const record: RespondentSessionRecord = {
        sessionId: session.sessionId,
        testId: `stored${projectId}`,
        clientId,
        projectId,
        panel: 'direct',
        respondentId: session.panel.respondentId,
        params: {},
        screener: session.screener,
        cellId: 'all',
        webcam: session.webcam,
        simulated: true,
        status: 'complete',
        stimuli: session.stimuli,
        durations: Object.fromEntries(
          plan.stimuli.map((stimulus) => [stimulus.stimulusId, stimulus.duration]),
        ),
        questionIds: plan.questions.map((question) => question.questionId),
        calibration: session.calibration,
        answers: session.answers,
        sampleCount: samples.length,
        samplesByStimulus: Object.fromEntries(
          Object.entries(session.samples).map(([id, list]) => [id, list.length]),
        ),
        facesByStimulus: Object.fromEntries(
          Object.entries(session.samples).map(([id, list]) => [
            id,
            list.filter((sample) => sample.face).length,
          ]),
        ),
        batches: batches.length,
        startedAt: session.startedAt,
        lastSeenAt: session.completedAt ?? session.startedAt,
        completedAt: session.completedAt,
      };
      for (const [seq, list] of batches.entries()) {
        const batch: BatchRecord = {
          sessionId: session.sessionId,
          seq,
          count: list.length,
          state: 'stored',
          key: batchObjectKey(clientId, projectId, session.sessionId, seq),
        };
        await putBatchSamples(batch.key, list);
        await dynamoClient().send(
          new PutCommand({
            TableName: tableName(),
            Item: { ...batchKey(batch.sessionId, seq), entity: 'batch', ...batch },
          }),
        );
      }
      await dynamoClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...respondentSessionKey(record.sessionId),
            gsi1pk: projectSessionsPk(clientId, projectId),
            gsi1sk: `${record.startedAt}#${record.sessionId}`,
            entity: 'respondentSession',
            ...record,
          },
        }),
      );
      if (options.compact) {
        const { outcome } = await compactSession(record);
        if (!outcome.compacted) throw new Error(`not compacted: ${outcome.problems.join('; ')}`);
      }
      stored += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, store));
  return stored;
}

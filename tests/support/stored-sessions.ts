import { PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  batchKey,
  batchObjectKey,
  projectSessionsPk,
  respondentSessionKey,
} from '../../functions/src/fieldwork/data/keys.ts';
import type { BatchRecord, RespondentSessionRecord } from '../../functions/src/fieldwork/data/records.ts';
import { putBatchSamples } from '../../functions/src/fieldwork/data/samples.ts';
import { simulateRespondent, toSession, type SimulationPlan } from '../../functions/src/fieldwork/index.ts';
import { dynamoClient, tableName } from '../../functions/src/platform/aws.ts';

/**
 * `count` simulated respondents of `plan` stored as the fieldwork server stores completed
 * sessions (summary and one batch receipt in the table, the samples in the samples bucket), for
 * the analysis task to read. Much faster than sending them through the respondent calls batch by
 * batch; drop-outs are skipped. Returns the completes stored.
 */
export async function storeSimulatedSessions(
  clientId: string,
  projectId: string,
  plan: SimulationPlan,
  count: number,
  concurrency = 8,
): Promise<number> {
  let next = 0;
  let stored = 0;
  const store = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      const session = toSession(plan, simulateRespondent(plan, index));
      if (session.status !== 'complete') continue;
      const samples = Object.values(session.samples).flat();
      const batch: BatchRecord = {
        sessionId: session.sessionId,
        seq: 0,
        count: samples.length,
        state: 'stored',
        key: batchObjectKey(clientId, projectId, session.sessionId, 0),
      };
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
        batches: 1,
        startedAt: session.startedAt,
        lastSeenAt: session.completedAt ?? session.startedAt,
        completedAt: session.completedAt,
      };
      await putBatchSamples(batch.key, samples);
      await dynamoClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...batchKey(batch.sessionId, 0), entity: 'batch', ...batch },
        }),
      );
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
      stored += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, store));
  return stored;
}

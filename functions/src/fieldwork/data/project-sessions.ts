import type { RespondentSession, Sample, SessionStatus } from '@adpulse/shared/fieldwork/index';
import { queryAll } from '../../platform/dynamo/reads.ts';
import { storedBatches } from './batches.ts';
import { projectSessionsPk } from './keys.ts';
import { recordOf, type RespondentSessionRecord } from './records.ts';
import { readBatchSamples } from './samples.ts';

export interface ProjectSessionsOptions {
  /** Only sessions of these statuses (e.g. ['complete'] for the analysis); default all. */
  statuses?: readonly SessionStatus[];
  /** Sessions read at once (each reads its batches from S3). */
  concurrency?: number;
  /** The summaries, when the caller already read them (projectSessionRecords). */
  records?: RespondentSessionRecord[];
}

/**
 * Every respondent session of a project as the analysis reads it (RespondentSession of the
 * shared data contract): summary from DynamoDB, samples per stimulus in time order from the
 * samples bucket, simulated ones labelled. Scoped by the client: another client's project has
 * no sessions here.
 */
export async function readProjectSessions(
  clientId: string,
  projectId: string,
  options: ProjectSessionsOptions = {},
): Promise<RespondentSession[]> {
  const records = (options.records ?? (await projectSessionRecords(clientId, projectId))).filter(
    (record) => !options.statuses || options.statuses.includes(record.status),
  );
  const sessions: RespondentSession[] = new Array(records.length);
  const concurrency = Math.max(1, options.concurrency ?? 8);
  let next = 0;
  const worker = async () => {
    while (next < records.length) {
      const index = next;
      next += 1;
      sessions[index] = await toRespondentSession(records[index] as RespondentSessionRecord);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, records.length) }, worker));
  return sessions;
}

async function toRespondentSession(record: RespondentSessionRecord): Promise<RespondentSession> {
  const samples: Record<string, Sample[]> = Object.fromEntries(record.stimuli.map((id) => [id, []]));
  if (record.webcam && record.batches > 0) {
    for (const batch of await storedBatches(record.sessionId)) {
      for (const sample of await readBatchSamples(batch.key)) samples[sample.stimulusId]?.push(sample);
    }
    for (const list of Object.values(samples)) list.sort((a, b) => a.t - b.t);
  }
  return {
    sessionId: record.sessionId,
    projectId: record.projectId,
    simulated: record.simulated,
    status: record.status,
    panel: { provider: record.panel, respondentId: record.respondentId },
    screener: record.screener,
    webcam: record.webcam,
    stimuli: record.stimuli,
    calibration: record.calibration,
    endValidation: record.endValidation ?? null,
    samples,
    answers: record.answers,
    startedAt: record.startedAt,
    completedAt: record.completedAt,
  };
}

/** S12: every session of a project, oldest first (gsi1). */
export async function projectSessionRecords(
  clientId: string,
  projectId: string,
): Promise<RespondentSessionRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': projectSessionsPk(clientId, projectId) },
  });
  return items.map((item) => recordOf<RespondentSessionRecord>(item));
}

import type { RespondentSession, SessionStatus } from '@adpulse/shared/fieldwork/index';
import { allInOrder, mapInOrder } from '../platform/in-order.ts';
import { sessionSamplesOf, type CompactionLog } from './compaction.ts';
import { projectSessionRecords } from './data/project-sessions.ts';
import type { RespondentSessionRecord } from './data/records.ts';

/** Sessions whose samples are read at once (each one compact object, one GET). */
export const SESSION_READS = 8;

export interface ProjectSessionsOptions {
  /** Only sessions of these statuses (e.g. ['complete'] for the analysis); default all. */
  statuses?: readonly SessionStatus[];
  /** Sessions read at once. */
  concurrency?: number;
}

/**
 * A project's sessions with their samples, one at a time, in the order of `records`, at most
 * `concurrency` read ahead: memory holds a handful of sessions, not the sample.
 */
export function streamSessions(
  records: readonly RespondentSessionRecord[],
  log?: CompactionLog,
  concurrency = SESSION_READS,
): AsyncGenerator<RespondentSession> {
  return mapInOrder(records, concurrency, (record) => toRespondentSession(record, log));
}

/**
 * Every respondent session of a project as the analysis reads it (RespondentSession of the
 * shared data contract), in memory: summary from DynamoDB, samples per stimulus in time order,
 * simulated ones labelled. Scoped by the client: another client's project has no sessions here.
 * For tests and small reads; the analysis streams (`streamSessions`).
 */
export async function readProjectSessions(
  clientId: string,
  projectId: string,
  options: ProjectSessionsOptions = {},
): Promise<RespondentSession[]> {
  const records = (await projectSessionRecords(clientId, projectId)).filter(
    (record) => !options.statuses || options.statuses.includes(record.status),
  );
  return allInOrder(records, options.concurrency ?? SESSION_READS, (record) => toRespondentSession(record));
}

async function toRespondentSession(
  record: RespondentSessionRecord,
  log?: CompactionLog,
): Promise<RespondentSession> {
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
    samples: await sessionSamplesOf(record, log),
    answers: record.answers,
    startedAt: record.startedAt,
    completedAt: record.completedAt,
  };
}

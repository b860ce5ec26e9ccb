import type { RemovedRespondents } from '@adpulse/shared/analysis/schemas';
import type { RespondentSession, SessionStatus } from '@adpulse/shared/fieldwork/index';
import { findFieldwork, recordSpeedersWrite } from './data/fieldwork-store.ts';
import { projectSessionRecords } from './data/project-sessions.ts';
import type { CompactionLog } from './compaction.ts';
import { streamSessions } from './project-sessions.ts';
import { qualityReasonCounts, speedersOf, surveySeconds } from './respondent-quality.ts';

/**
 * The respondents the quality rules removed, by reason: the quality terminations the fieldwork
 * counted and the speeders the analysis last judged; undefined before it launched.
 */
export async function removedRespondents(
  clientId: string,
  projectId: string,
  judgedSpeeders?: number,
): Promise<RemovedRespondents | undefined> {
  const record = await findFieldwork(clientId, projectId, true);
  if (!record) return undefined;
  const counted = qualityReasonCounts(record.counts);
  // A run reports the speeders it left out itself, not the fieldwork's count, which a concurrent run may have set since.
  const byReason = { ...counted, speeder: judgedSpeeders ?? counted.speeder };
  return { total: record.counts.qualityTerminations + byReason.speeder, byReason };
}

/** A session as DynamoDB summarises it, before any sample is read: what says that the input changed. */
export interface SessionSummary {
  sessionId: string;
  status: SessionStatus;
  completedAt: string | null;
}

/** What an analysis run reads: the sessions' summaries first, their samples only when asked. */
export interface AnalysisSessions {
  /** The sessions of the statuses asked for, without the speeders, oldest first. */
  summaries: SessionSummary[];
  removed: RemovedRespondents | undefined;
  /**
   * The same sessions with their samples (only those of `only`, when given), one at a time in the
   * summaries' order (one GET each once compacted).
   */
  sessions(only?: ReadonlySet<string>): AsyncGenerator<RespondentSession>;
}

/**
 * What an analysis run reads: the project's sessions of `statuses` without the speeders (judged
 * now, on every complete so far, and recorded on the fieldwork for its screen), and the
 * respondents removed, speeders included. Only DynamoDB is read here (S12, the access pattern of
 * a project's sessions); the samples come when `sessions()` is iterated.
 */
export async function sessionsForAnalysis(
  clientId: string,
  projectId: string,
  statuses: readonly SessionStatus[],
  log?: CompactionLog,
): Promise<AnalysisSessions> {
  const records = await projectSessionRecords(clientId, projectId);
  const speeders = speedersOf(
    records
      .filter((record) => record.status === 'complete')
      .map((record) => ({ sessionId: record.sessionId, seconds: surveySeconds(record) })),
  );
  await recordSpeedersWrite(clientId, projectId, speeders.size);
  const kept = records.filter(
    (record) => !speeders.has(record.sessionId) && statuses.includes(record.status),
  );
  return {
    summaries: kept.map(({ sessionId, status, completedAt }) => ({ sessionId, status, completedAt })),
    removed: await removedRespondents(clientId, projectId, speeders.size),
    sessions: (only) =>
      streamSessions(only ? kept.filter((record) => only.has(record.sessionId)) : kept, log),
  };
}

import type { RemovedRespondents } from '@adpulse/shared/analysis/schemas';
import type { RespondentSession, SessionStatus } from '@adpulse/shared/fieldwork/index';
import { findFieldwork, recordSpeedersWrite } from './data/fieldwork-store.ts';
import { projectSessionRecords, readProjectSessions } from './data/project-sessions.ts';
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

/**
 * What an analysis run reads: the project's sessions of `statuses` without the speeders (judged
 * now, on every complete so far, and recorded on the fieldwork for its screen), and the
 * respondents removed, speeders included.
 */
export async function sessionsForAnalysis(
  clientId: string,
  projectId: string,
  statuses: readonly SessionStatus[],
): Promise<{ sessions: RespondentSession[]; removed: RemovedRespondents | undefined }> {
  const records = await projectSessionRecords(clientId, projectId);
  const speeders = speedersOf(
    records
      .filter((record) => record.status === 'complete')
      .map((record) => ({ sessionId: record.sessionId, seconds: surveySeconds(record) })),
  );
  await recordSpeedersWrite(clientId, projectId, speeders.size);
  const kept = records.filter((record) => !speeders.has(record.sessionId));
  const sessions = await readProjectSessions(clientId, projectId, { statuses, records: kept });
  return { sessions, removed: await removedRespondents(clientId, projectId, speeders.size) };
}

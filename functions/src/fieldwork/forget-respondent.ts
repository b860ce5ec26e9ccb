import { now } from '../platform/clock.ts';
import { deleteEntry, deleteSessionData } from './data/forget.ts';
import { findEntry } from './data/entries.ts';
import { dropOutWrite } from './data/idle-sessions.ts';
import { findRespondentSession } from './data/session-updates.ts';

/** Whose data to delete: a session id, or the panel's pseudonymous respondent id in one test. */
export type RespondentRef = { sessionId: string } | { testId: string; respondentId: string };

export interface ForgetReport {
  found: boolean;
  sessionId?: string;
  /** Table items deleted (summary, batch receipts, panel entry). */
  items: number;
  /** The samples bucket prefix emptied. */
  samplesPrefix?: string;
}

/**
 * The privacy operator command (issue 10): deletes what is stored of one respondent, found by
 * session id or by panel id, i.e. raw samples in S3 and every record that names them. A session
 * still under way first drops out, so its quota slot is given back. The fieldwork's counters
 * and published analyses keep only aggregates, so they stay. Repeatable: a second call finds
 * nothing.
 */
export async function forgetRespondent(ref: RespondentRef): Promise<ForgetReport> {
  const entry = 'testId' in ref ? await findEntry(ref.testId, ref.respondentId) : undefined;
  const sessionId = 'sessionId' in ref ? ref.sessionId : entry?.sessionId;
  const session = sessionId ? await findRespondentSession(sessionId) : undefined;
  if (!session) {
    if (!entry || !('testId' in ref)) return { found: false, items: 0 };
    await deleteEntry(ref.testId, ref.respondentId);
    return { found: true, items: 1 };
  }
  if (session.status === 'started') await dropOutWrite(session, new Date(now()).toISOString());
  const deleted = await deleteSessionData(session);
  return { found: true, sessionId: session.sessionId, ...deleted };
}

import type { RespondentSessionRecord } from './records.ts';
import { openSessionsPk, projectSessionsPk } from './keys.ts';

/** gsi1 of a session: every session of its project, by start (S12). */
export const sessionIndexKeys = (session: RespondentSessionRecord) => ({
  gsi1pk: projectSessionsPk(session.clientId, session.projectId),
  gsi1sk: `${session.startedAt}#${session.sessionId}`,
});
/** gsi2 of a session under way: its project's open sessions, by last call (S11). */
export const openIndexKeys = (
  session: Pick<RespondentSessionRecord, 'clientId' | 'projectId' | 'sessionId'>,
  at: string,
) => ({
  gsi2pk: openSessionsPk(session.clientId, session.projectId),
  gsi2sk: `${at}#${session.sessionId}`,
});

/** The part of an update that records a session's call at `at` (its last call and gsi2 key). */
export const seenAt = (session: RespondentSessionRecord, at: string) => ({
  names: { '#gsi2sk': 'gsi2sk' },
  values: { ':at': at, ':gsi2sk': openIndexKeys(session, at).gsi2sk },
  set: 'lastSeenAt = :at, #gsi2sk = :gsi2sk',
});

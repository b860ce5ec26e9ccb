import { now } from '../platform/clock.ts';
import type { FieldworkRecord } from './data/records.ts';
import { dropOutWrite, idleSessions } from './data/idle-sessions.ts';
import { fieldworkSettings } from './settings.ts';

/**
 * Simulated respondents run in compressed time (a whole test in about a second): one idle for this
 * long has left, as a real respondent idle for RESPONDENT_IDLE_SECONDS has.
 */
export const SIMULATED_IDLE_SECONDS = 5;

/**
 * Sessions of a project with no call for RESPONDENT_IDLE_SECONDS (SIMULATED_IDLE_SECONDS for
 * simulated ones) drop out and give their quota slot back. Run where fieldwork is looked at (the
 * client's view, the fieldwork machine's check); reads only the sparse index of open sessions.
 * Answers how many dropped out.
 */
export async function sweepDropouts(
  record: Pick<FieldworkRecord, 'clientId' | 'projectId'>,
): Promise<number> {
  const at = now();
  const idleSince = (seconds: number) => new Date(at - seconds * 1000).toISOString();
  const realBefore = idleSince(fieldworkSettings().respondentIdleSeconds);
  const simulatedBefore = idleSince(SIMULATED_IDLE_SECONDS);
  const before = realBefore < simulatedBefore ? simulatedBefore : realBefore;
  const idle = await idleSessions(record.clientId, record.projectId, before);
  let dropped = 0;
  for (const session of idle) {
    if (session.lastSeenAt >= (session.simulated ? simulatedBefore : realBefore)) continue;
    if (await dropOutWrite(session, new Date(at).toISOString())) dropped += 1;
  }
  return dropped;
}

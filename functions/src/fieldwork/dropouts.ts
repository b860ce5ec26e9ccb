import { now } from '../platform/clock.ts';
import type { FieldworkRecord } from './data/records.ts';
import { dropOutWrite, idleSessions } from './data/session-store.ts';
import { fieldworkSettings } from './settings.ts';

/**
 * Sessions of a project with no call for RESPONDENT_IDLE_SECONDS drop out and give their quota
 * slot back. Run where fieldwork is looked at (the client's view, the fieldwork machine's
 * check); reads only the sparse index of open sessions. Answers how many dropped out.
 */
export async function sweepDropouts(
  record: Pick<FieldworkRecord, 'clientId' | 'projectId'>,
): Promise<number> {
  const at = now();
  const before = new Date(at - fieldworkSettings().respondentIdleSeconds * 1000).toISOString();
  const idle = await idleSessions(record.clientId, record.projectId, before);
  let dropped = 0;
  for (const session of idle) {
    if (await dropOutWrite(session, new Date(at).toISOString())) dropped += 1;
  }
  return dropped;
}

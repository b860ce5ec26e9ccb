import { batchDelete, type ItemKey } from '../../platform/dynamo/batch-delete.ts';
import { queryAll } from '../../platform/dynamo/reads.ts';
import { storage } from '../../platform/storage.ts';
import { entryKey, respondentSessionKey, sessionSamplesPrefix } from './keys.ts';
import type { RespondentSessionRecord } from './records.ts';

/**
 * P1: everything stored of one respondent's session: its raw samples (the session's prefix of the
 * samples bucket), its batch receipts and summary (every item under `RSESSION#s`), and the panel
 * entry that names the panel's respondent id. Answers how many items and objects went.
 */
export async function deleteSessionData(
  session: Pick<RespondentSessionRecord, 'sessionId' | 'clientId' | 'projectId' | 'testId' | 'respondentId'>,
): Promise<{ items: number; samplesPrefix: string }> {
  const samplesPrefix = sessionSamplesPrefix(session.clientId, session.projectId, session.sessionId);
  await storage().deletePrefix('samples', samplesPrefix);
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': respondentSessionKey(session.sessionId).pk },
    ProjectionExpression: 'pk, sk',
    ConsistentRead: true,
  });
  const keys: ItemKey[] = [
    ...items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })),
    entryKey(session.testId, session.respondentId),
  ];
  await batchDelete(keys);
  return { items: keys.length, samplesPrefix };
}

/** P2: a panel entry that ended at once (screen-out, over-quota, closed): its only record. */
export async function deleteEntry(testId: string, respondentId: string): Promise<void> {
  await batchDelete([entryKey(testId, respondentId)]);
}

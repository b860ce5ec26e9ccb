import { tableName } from '../../platform/aws.ts';
import { getItem } from '../../platform/dynamo/reads.ts';
import type { QualityReason } from '@adpulse/shared/fieldwork/index';
import { counterUpdates, qualityReasonUpdate } from './fieldwork-store.ts';
import { entryKey, fieldworkKey, respondentSessionKey } from './keys.ts';
import {
  recordOf,
  type EntryRecord,
  type FieldworkCounter,
  type RespondentSessionRecord,
} from './records.ts';
import { openIndexKeys, sessionIndexKeys } from './session-index.ts';
import { transact } from '../../platform/dynamo/transactions.ts';
import { FIELDWORK_CONTENTION } from './contention.ts';

export type EntryWrite = 'started' | 'refused' | 'entered-before';

/**
 * S1: a respondent who passed the screener enters. In one transaction: the quota slot of their
 * cell (taken only while fieldwork is open and the cell has room), the session, and the entry of
 * this panel respondent (a second entry finds the first). `refused`: the cell is full or
 * fieldwork closed; nothing was written.
 */
export async function startSessionWrite(
  session: RespondentSessionRecord,
  entry: EntryRecord,
  cellTarget: number,
): Promise<EntryWrite> {
  const counters = counterUpdates({ entries: 1, [session.webcam ? 'webcamAccepted' : 'webcamRefused']: 1 });
  const outcome = await transact(
    [
      {
        Update: {
          TableName: tableName(),
          Key: fieldworkKey(session.clientId, session.projectId),
          UpdateExpression: `SET #taken.#cell = #taken.#cell + :one, ${counters.set.join(', ')}`,
          ConditionExpression: '#state = :fielding AND #taken.#cell < :target',
          ExpressionAttributeNames: {
            '#taken': 'taken',
            '#cell': session.cellId,
            '#state': 'state',
            ...counters.names,
          },
          ExpressionAttributeValues: {
            ':one': 1,
            ':fielding': 'fielding',
            ':target': cellTarget,
            ...counters.values,
          },
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...respondentSessionKey(session.sessionId),
            ...sessionIndexKeys(session),
            ...openIndexKeys(session, session.lastSeenAt),
            entity: 'respondentSession',
            ...session,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: { ...entryKey(entry.testId, entry.respondentId), entity: 'entry', ...entry },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ],
    FIELDWORK_CONTENTION,
  );
  if (outcome.ok) return 'started';
  if (outcome.refused.includes(2)) return 'entered-before';
  if (outcome.refused.includes(0)) return 'refused';
  throw outcome.error;
}

/**
 * S2: an entry that ends at once (screen-out, over-quota, closed, a duplicate's quality end): the
 * entry and its counter (and its quality reason's).
 */
export async function endEntryWrite(
  clientId: string,
  projectId: string,
  entry: EntryRecord,
  counter: FieldworkCounter,
  reason?: QualityReason,
): Promise<EntryWrite> {
  const counters = counterUpdates({ entries: 1, [counter]: 1 });
  const byReason = reason ? qualityReasonUpdate(reason) : { set: [], names: {}, values: {} };
  const outcome = await transact(
    [
      {
        Put: {
          TableName: tableName(),
          Item: { ...entryKey(entry.testId, entry.respondentId), entity: 'entry', ...entry },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: fieldworkKey(clientId, projectId),
          UpdateExpression: `SET ${[byReason.set, ...counters.set].flat().join(', ')}`,
          ExpressionAttributeNames: { ...byReason.names, ...counters.names },
          ExpressionAttributeValues: { ...byReason.values, ...counters.values },
        },
      },
    ],
    FIELDWORK_CONTENTION,
  );
  if (outcome.ok) return 'started';
  if (outcome.refused.includes(0)) return 'entered-before';
  throw outcome.error;
}

/** S3: a panel respondent's earlier entry into a test. */
export async function findEntry(testId: string, respondentId: string): Promise<EntryRecord | undefined> {
  const item = await getItem(entryKey(testId, respondentId), true);
  return item ? recordOf<EntryRecord>(item) : undefined;
}

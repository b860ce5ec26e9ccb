import { tableName } from '../../platform/aws.ts';
import { queryAll } from '../../platform/dynamo/reads.ts';
import { counterUpdates } from './fieldwork-store.ts';
import { fieldworkKey, openSessionsPk, respondentSessionKey } from './keys.ts';
import { recordOf, type RespondentSessionRecord } from './records.ts';
import { transact } from '../../platform/dynamo/transactions.ts';
import { FIELDWORK_CONTENTION } from './contention.ts';

/** S11: a project's sessions under way whose last call came before `before` (gsi2, sparse). */
export async function idleSessions(
  clientId: string,
  projectId: string,
  before: string,
): Promise<RespondentSessionRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk < :before',
    ExpressionAttributeValues: { ':pk': openSessionsPk(clientId, projectId), ':before': before },
  });
  return items.map((item) => recordOf<RespondentSessionRecord>(item));
}

/** S10: a session idle too long drops out and gives its quota slot back. False when it had ended. */
export async function dropOutWrite(session: RespondentSessionRecord, at: string): Promise<boolean> {
  const counters = counterUpdates({ dropouts: 1 });
  const outcome = await transact(
    [
      {
        Update: {
          TableName: tableName(),
          Key: respondentSessionKey(session.sessionId),
          UpdateExpression: 'SET #status = :dropout, completedAt = :at REMOVE gsi2pk, gsi2sk',
          ConditionExpression: '#status = :started AND lastSeenAt = :lastSeen',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':dropout': 'dropout',
            ':started': 'started',
            ':at': at,
            ':lastSeen': session.lastSeenAt,
          },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: fieldworkKey(session.clientId, session.projectId),
          UpdateExpression: `SET #taken.#cell = #taken.#cell - :one, ${counters.set.join(', ')}`,
          ExpressionAttributeNames: { '#taken': 'taken', '#cell': session.cellId, ...counters.names },
          ExpressionAttributeValues: { ':one': 1, ...counters.values },
        },
      },
    ],
    FIELDWORK_CONTENTION,
  );
  if (outcome.ok) return true;
  if (outcome.refused.includes(0)) return false;
  throw outcome.error;
}

import type { QualityReason } from '@adpulse/shared/fieldwork/index';
import { tableName } from '../../platform/aws.ts';
import { transact } from '../../platform/dynamo/transactions.ts';
import { FIELDWORK_CONTENTION } from './contention.ts';
import { counterUpdates, qualityReasonUpdate } from './fieldwork-store.ts';
import { fieldworkKey, respondentSessionKey } from './keys.ts';
import type { RespondentSessionRecord } from './records.ts';

/**
 * W9q: a session that reached its end but fails a quality rule ends as a quality termination:
 * its status and reason, and on the fieldwork item its slot given back (`taken.<cell> - 1`), the
 * quality terminations and the reason's counter (`counts.quality.<reason>`, created by the first
 * one). False when the session is not under way.
 */
export async function endForQualityWrite(
  session: RespondentSessionRecord,
  reason: QualityReason,
  at: string,
): Promise<boolean> {
  const counters = counterUpdates({ qualityTerminations: 1 });
  const byReason = qualityReasonUpdate(reason);
  const outcome = await transact(
    [
      {
        Update: {
          TableName: tableName(),
          Key: respondentSessionKey(session.sessionId),
          UpdateExpression:
            'SET #status = :quality, qualityReason = :reason, completedAt = :at, lastSeenAt = :at REMOVE gsi2pk, gsi2sk',
          ConditionExpression: '#status = :started',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':quality': 'quality',
            ':started': 'started',
            ':reason': reason,
            ':at': at,
          },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: fieldworkKey(session.clientId, session.projectId),
          UpdateExpression: `SET ${['#taken.#cell = #taken.#cell - :one', byReason.set, ...counters.set].join(
            ', ',
          )}`,
          ExpressionAttributeNames: {
            '#taken': 'taken',
            '#cell': session.cellId,
            ...byReason.names,
            ...counters.names,
          },
          ExpressionAttributeValues: { ...byReason.values, ...counters.values },
        },
      },
    ],
    FIELDWORK_CONTENTION,
  );
  if (outcome.ok) return true;
  if (outcome.refused.includes(0)) return false;
  throw outcome.error;
}

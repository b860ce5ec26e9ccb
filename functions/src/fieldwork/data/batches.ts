import { tableName } from '../../platform/aws.ts';
import { queryAll } from '../../platform/dynamo/reads.ts';
import { BATCH_SK_PREFIX, batchKey, respondentSessionKey } from './keys.ts';
import { recordOf, type BatchRecord, type RespondentSessionRecord } from './records.ts';
import { seenAt } from './session-index.ts';
import { transact } from '../../platform/dynamo/transactions.ts';
import { FIELDWORK_CONTENTION } from './contention.ts';

export interface BatchCounts {
  total: number;
  byStimulus: Record<string, number>;
  faces: Record<string, number>;
}

/**
 * S7: takes a signal batch's seq and counts its samples in the session's summary, in one
 * transaction, before its samples are written: `duplicate` when the seq was taken before (by an
 * earlier try or a concurrent one), `refused` when the session has ended or would pass
 * `maxSamples`. A receipt left `pending` by an older version is taken again.
 */
export async function takeBatchWrite(
  session: RespondentSessionRecord,
  batch: BatchRecord,
  counts: BatchCounts,
  maxSamples: number,
  at: string,
): Promise<'taken' | 'duplicate' | 'refused'> {
  const touch = seenAt(session, at);
  const names: Record<string, string> = { '#status': 'status', ...touch.names };
  const values: Record<string, unknown> = {
    ':started': 'started',
    ':n': counts.total,
    ':room': maxSamples - counts.total,
    ':one': 1,
    ...touch.values,
  };
  const set = ['sampleCount = sampleCount + :n', 'batches = batches + :one', touch.set];
  Object.keys(counts.byStimulus).forEach((stimulusId, index) => {
    names[`#s${index}`] = stimulusId;
    values[`:s${index}`] = counts.byStimulus[stimulusId] ?? 0;
    values[`:f${index}`] = counts.faces[stimulusId] ?? 0;
    set.push(`samplesByStimulus.#s${index} = samplesByStimulus.#s${index} + :s${index}`);
    set.push(`facesByStimulus.#s${index} = facesByStimulus.#s${index} + :f${index}`);
  });
  const outcome = await transact(
    [
      {
        Put: {
          TableName: tableName(),
          Item: { ...batchKey(batch.sessionId, batch.seq), entity: 'batch', ...batch, state: 'stored' },
          ConditionExpression: 'attribute_not_exists(pk) OR #state = :pending',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':pending': 'pending' },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: respondentSessionKey(session.sessionId),
          UpdateExpression: `SET ${set.join(', ')}`,
          ConditionExpression: '#status = :started AND sampleCount <= :room',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      },
    ],
    FIELDWORK_CONTENTION,
  );
  if (outcome.ok) return 'taken';
  if (outcome.refused.includes(0)) return 'duplicate';
  if (outcome.refused.includes(1)) return 'refused';
  throw outcome.error;
}

/** S13: a session's stored batches, in seq order. */
export async function storedBatches(sessionId: string): Promise<BatchRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :batch)',
    FilterExpression: '#state = :stored',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: {
      ':pk': respondentSessionKey(sessionId).pk,
      ':batch': BATCH_SK_PREFIX,
      ':stored': 'stored',
    },
    ConsistentRead: true,
  });
  return items.map((item) => recordOf<BatchRecord>(item));
}

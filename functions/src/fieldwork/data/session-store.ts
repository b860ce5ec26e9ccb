import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Calibration } from '@adpulse/shared/fieldwork/index';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { failedConditions, isConditionFailure } from '../../platform/dynamo/conditions.ts';
import { getItem, queryAll } from '../../platform/dynamo/reads.ts';
import { counterUpdates } from './fieldwork-store.ts';
import {
  BATCH_SK_PREFIX,
  batchKey,
  entryKey,
  fieldworkKey,
  openSessionsPk,
  projectSessionsPk,
  respondentSessionKey,
} from './keys.ts';
import {
  recordOf,
  type BatchRecord,
  type EntryRecord,
  type FieldworkCounter,
  type RespondentSessionRecord,
} from './records.ts';
import { transact } from './transact.ts';

const sessionIndexKeys = (session: RespondentSessionRecord) => ({
  gsi1pk: projectSessionsPk(session.clientId, session.projectId),
  gsi1sk: `${session.startedAt}#${session.sessionId}`,
});
const openIndexKeys = (
  session: Pick<RespondentSessionRecord, 'clientId' | 'projectId' | 'sessionId'>,
  at: string,
) => ({
  gsi2pk: openSessionsPk(session.clientId, session.projectId),
  gsi2sk: `${at}#${session.sessionId}`,
});

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
  try {
    await transact([
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
    ]);
    return 'started';
  } catch (error) {
    const failed = failedConditions(error);
    if (failed.includes(2)) return 'entered-before';
    if (failed.includes(0)) return 'refused';
    throw error;
  }
}

/** S2: an entry that ends at once (screen-out, over-quota, closed): the entry and its counter. */
export async function endEntryWrite(
  clientId: string,
  projectId: string,
  entry: EntryRecord,
  counter: FieldworkCounter,
): Promise<EntryWrite> {
  const counters = counterUpdates({ entries: 1, [counter]: 1 });
  try {
    await transact([
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
          UpdateExpression: `SET ${counters.set.join(', ')}`,
          ExpressionAttributeNames: counters.names,
          ExpressionAttributeValues: counters.values,
        },
      },
    ]);
    return 'started';
  } catch (error) {
    if (failedConditions(error).includes(0)) return 'entered-before';
    throw error;
  }
}

/** S3: a panel respondent's earlier entry into a test. */
export async function findEntry(testId: string, respondentId: string): Promise<EntryRecord | undefined> {
  const item = await getItem(entryKey(testId, respondentId), true);
  return item ? recordOf<EntryRecord>(item) : undefined;
}

/** S4: a session by its id (the respondent's credential). */
export async function findRespondentSession(
  sessionId: string,
  consistent = true,
): Promise<RespondentSessionRecord | undefined> {
  const item = await getItem(respondentSessionKey(sessionId), consistent);
  return item ? recordOf<RespondentSessionRecord>(item) : undefined;
}

const seen = (session: RespondentSessionRecord, at: string) => ({
  names: { '#gsi2sk': 'gsi2sk' },
  values: { ':at': at, ':gsi2sk': openIndexKeys(session, at).gsi2sk },
  set: 'lastSeenAt = :at, #gsi2sk = :gsi2sk',
});

/** S5: the calibration of a session under way with the webcam on. False when it is not. */
export async function saveCalibrationWrite(
  session: RespondentSessionRecord,
  calibration: Calibration,
  at: string,
): Promise<boolean> {
  const touch = seen(session, at);
  return conditionalUpdate({
    Key: respondentSessionKey(session.sessionId),
    UpdateExpression: `SET calibration = :calibration, ${touch.set}`,
    ConditionExpression: '#status = :started AND webcam = :on',
    ExpressionAttributeNames: { '#status': 'status', ...touch.names },
    ExpressionAttributeValues: {
      ':calibration': calibration,
      ':started': 'started',
      ':on': true,
      ...touch.values,
    },
  });
}

/** S6: the answers of a session under way (the last call wins). False when it has ended. */
export async function saveAnswersWrite(
  session: RespondentSessionRecord,
  answers: NonNullable<RespondentSessionRecord['answers']>,
  at: string,
): Promise<boolean> {
  const touch = seen(session, at);
  return conditionalUpdate({
    Key: respondentSessionKey(session.sessionId),
    UpdateExpression: `SET answers = :answers, ${touch.set}`,
    ConditionExpression: '#status = :started',
    ExpressionAttributeNames: { '#status': 'status', ...touch.names },
    ExpressionAttributeValues: { ':answers': answers, ':started': 'started', ...touch.values },
  });
}

async function conditionalUpdate(
  input: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName'>,
): Promise<boolean> {
  try {
    await dynamoClient().send(new UpdateCommand({ ...input, TableName: tableName() }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

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
  const touch = seen(session, at);
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
  try {
    await transact([
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
    ]);
    return 'taken';
  } catch (error) {
    const failed = failedConditions(error);
    if (failed.includes(0)) return 'duplicate';
    if (failed.includes(1)) return 'refused';
    throw error;
  }
}

/**
 * S9: a session with its answers completes: its status, and the complete of its quota cell (the
 * slot it held becomes the complete). False when it is not under way or has no answers.
 */
export async function completeSessionWrite(session: RespondentSessionRecord, at: string): Promise<boolean> {
  const counters = counterUpdates({ completes: 1 });
  try {
    await transact([
      {
        Update: {
          TableName: tableName(),
          Key: respondentSessionKey(session.sessionId),
          UpdateExpression:
            'SET #status = :complete, completedAt = :at, lastSeenAt = :at REMOVE gsi2pk, gsi2sk',
          ConditionExpression: '#status = :started AND attribute_type(answers, :map)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':complete': 'complete',
            ':started': 'started',
            ':at': at,
            ':map': 'M',
          },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: fieldworkKey(session.clientId, session.projectId),
          UpdateExpression: `SET #done.#cell = #done.#cell + :one, ${counters.set.join(', ')}`,
          ExpressionAttributeNames: { '#done': 'cellCompletes', '#cell': session.cellId, ...counters.names },
          ExpressionAttributeValues: { ':one': 1, ...counters.values },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (failedConditions(error).includes(0)) return false;
    throw error;
  }
}

/** S10: a session idle too long drops out and gives its quota slot back. False when it had ended. */
export async function dropOutWrite(session: RespondentSessionRecord, at: string): Promise<boolean> {
  const counters = counterUpdates({ dropouts: 1 });
  try {
    await transact([
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
    ]);
    return true;
  } catch (error) {
    if (failedConditions(error).includes(0)) return false;
    throw error;
  }
}

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

/** S12: every session of a project, oldest first (gsi1). */
export async function projectSessionRecords(
  clientId: string,
  projectId: string,
): Promise<RespondentSessionRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': projectSessionsPk(clientId, projectId) },
  });
  return items.map((item) => recordOf<RespondentSessionRecord>(item));
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

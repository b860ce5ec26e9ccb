import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Calibration, GazeValidation } from '@adpulse/shared/fieldwork/index';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { isConditionFailure } from '../../platform/dynamo/conditions.ts';
import { getItem } from '../../platform/dynamo/reads.ts';
import { counterUpdates } from './fieldwork-store.ts';
import { fieldworkKey, respondentSessionKey } from './keys.ts';
import { recordOf, type RespondentSessionRecord } from './records.ts';
import { seenAt } from './session-index.ts';
import { transact } from '../../platform/dynamo/transactions.ts';
import { FIELDWORK_CONTENTION } from './contention.ts';

/** S4: a session by its id (the respondent's credential). */
export async function findRespondentSession(
  sessionId: string,
  consistent = true,
): Promise<RespondentSessionRecord | undefined> {
  const item = await getItem(respondentSessionKey(sessionId), consistent);
  return item ? recordOf<RespondentSessionRecord>(item) : undefined;
}

/**
 * W20: the session's compact samples are stored (`samplesObject`, its key): the analysis reads that
 * one object instead of the batches. Only on a completed session; false when it is not.
 */
export function markCompactedWrite(sessionId: string, samplesObject: string): Promise<boolean> {
  return conditionalUpdate({
    Key: respondentSessionKey(sessionId),
    UpdateExpression: 'SET samplesObject = :key',
    ConditionExpression: '#status = :complete',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':key': samplesObject, ':complete': 'complete' },
  });
}

/** S5: the calibration of a session under way with the webcam on. False when it is not. */
export function saveCalibrationWrite(
  session: RespondentSessionRecord,
  calibration: Calibration,
  at: string,
): Promise<boolean> {
  return setOnWebcamSession(session, 'calibration', calibration, at);
}

/** S5b: the end re-validation of a session under way with the webcam on. False when it is not. */
export function saveEndValidationWrite(
  session: RespondentSessionRecord,
  validation: GazeValidation,
  at: string,
): Promise<boolean> {
  return setOnWebcamSession(session, 'endValidation', validation, at);
}

function setOnWebcamSession(
  session: RespondentSessionRecord,
  attribute: 'calibration' | 'endValidation',
  value: Calibration | GazeValidation,
  at: string,
): Promise<boolean> {
  const touch = seenAt(session, at);
  return conditionalUpdate({
    Key: respondentSessionKey(session.sessionId),
    UpdateExpression: `SET #value = :value, ${touch.set}`,
    ConditionExpression: '#status = :started AND webcam = :on',
    ExpressionAttributeNames: { '#status': 'status', '#value': attribute, ...touch.names },
    ExpressionAttributeValues: { ':value': value, ':started': 'started', ':on': true, ...touch.values },
  });
}

/** S6: the answers of a session under way (the last call wins). False when it has ended. */
export async function saveAnswersWrite(
  session: RespondentSessionRecord,
  answers: NonNullable<RespondentSessionRecord['answers']>,
  at: string,
): Promise<boolean> {
  const touch = seenAt(session, at);
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

/**
 * S9: a session with its answers completes: its status, and the complete of its quota cell (the
 * slot it held becomes the complete). False when it is not under way or has no answers.
 */
export async function completeSessionWrite(session: RespondentSessionRecord, at: string): Promise<boolean> {
  const counters = counterUpdates({ completes: 1 });
  const outcome = await transact(
    [
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
    ],
    FIELDWORK_CONTENTION,
  );
  if (outcome.ok) return true;
  if (outcome.refused.includes(0)) return false;
  throw outcome.error;
}

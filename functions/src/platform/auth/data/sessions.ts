import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, tableName } from '../../aws.ts';
import { batchDelete, type ItemKey } from '../../dynamo/batch-delete.ts';
import { queryAll } from '../../dynamo/reads.ts';

/**
 * Revocable sessions (access patterns A7, A8): one item per token id, found by user through
 * gsi1 so that every session of a user can be ended at once. The item expires with its token
 * (TTL `expiresAt`); the check below does not rely on TTL having deleted it yet.
 */
export interface SessionRecord {
  sessionId: string;
  userId: string;
  clientId: string;
  issuedAt: number;
  expiresAt: number;
}

const sessionKey = (sessionId: string): ItemKey => ({ pk: `SESSION#${sessionId}`, sk: 'SESSION' });
const userSessionsKey = (userId: string) => `USER#${userId}#SESSIONS`;

export async function saveSession(record: SessionRecord): Promise<void> {
  await dynamoClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...sessionKey(record.sessionId),
        gsi1pk: userSessionsKey(record.userId),
        gsi1sk: `${String(record.issuedAt).padStart(12, '0')}#${record.sessionId}`,
        entity: 'session',
        ...record,
      },
    }),
  );
}

/** A7: the session exists and has not expired. */
export async function isSessionLive(sessionId: string, userId: string, nowSeconds: number): Promise<boolean> {
  const answer = await dynamoClient().send(
    new GetCommand({ TableName: tableName(), Key: sessionKey(sessionId), ConsistentRead: true }),
  );
  const item = answer.Item;
  return (
    !!item && item.userId === userId && typeof item.expiresAt === 'number' && item.expiresAt > nowSeconds
  );
}

/** A7: logout. */
export async function revokeSession(sessionId: string): Promise<void> {
  await dynamoClient().send(new DeleteCommand({ TableName: tableName(), Key: sessionKey(sessionId) }));
}

/** A8: ends every session of a user, except optionally the one making the call. */
export async function revokeUserSessions(userId: string, keepSessionId?: string): Promise<number> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': userSessionsKey(userId) },
    ProjectionExpression: 'sessionId',
  });
  const ids = items.flatMap((item) =>
    typeof item.sessionId === 'string' && item.sessionId !== keepSessionId ? [item.sessionId] : [],
  );
  await batchDelete(ids.map(sessionKey));
  return ids.length;
}

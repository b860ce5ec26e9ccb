import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { transact } from '../../platform/dynamo/transactions.ts';
import { credentialKey, userKey } from './keys.ts';
import type { UserRecord } from './records.ts';

/** The password hash lives on its own item, so no user read can leak it. */
export function credentialItem(clientId: string, userId: string, hash: string, updatedAt: string) {
  return { ...credentialKey(clientId, userId), entity: 'credential', clientId, userId, hash, updatedAt };
}

export async function findPasswordHash(clientId: string, userId: string): Promise<string | undefined> {
  const answer = await dynamoClient().send(
    new GetCommand({ TableName: tableName(), Key: credentialKey(clientId, userId), ConsistentRead: true }),
  );
  const hash = answer.Item?.hash;
  return typeof hash === 'string' ? hash : undefined;
}

/**
 * A3: a new password hash, in one transaction with a check that the user still exists and is
 * not disabled; with `activate`, an invited user becomes active. False when the check fails.
 */
export async function saveCredential(
  user: UserRecord,
  hash: string,
  stamp: string,
  options: { activate: boolean },
): Promise<boolean> {
  const key = userKey(user.clientId, user.userId);
  const usable = {
    ConditionExpression: 'attribute_exists(pk) AND #status IN (:invited, :active)',
    ExpressionAttributeNames: { '#status': 'status' },
  };
  const outcome = await transact([
    { Put: { TableName: tableName(), Item: credentialItem(user.clientId, user.userId, hash, stamp) } },
    options.activate
      ? {
          Update: {
            TableName: tableName(),
            Key: key,
            UpdateExpression: 'SET #status = :active, updatedAt = :stamp',
            ...usable,
            ExpressionAttributeValues: { ':invited': 'invited', ':active': 'active', ':stamp': stamp },
          },
        }
      : {
          ConditionCheck: {
            TableName: tableName(),
            Key: key,
            ...usable,
            ExpressionAttributeValues: { ':invited': 'invited', ':active': 'active' },
          },
        },
  ]);
  if (outcome.ok) return true;
  if (outcome.refused.length) return false;
  throw outcome.error;
}

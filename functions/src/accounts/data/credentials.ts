import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { credentialKey } from './keys.ts';

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

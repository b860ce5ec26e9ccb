import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { putIfAbsent } from '../../platform/dynamo/writes.ts';
import { isConditionFailure } from '../../platform/dynamo/conditions.ts';
import { duplicateKey } from './keys.ts';

/**
 * D1: one more entry of a project from a source address (its keyed hash), unless it already
 * holds `limit`: false then. The item expires by TTL at `expiresAt` (after the field time).
 */
export async function claimAddressEntry(
  clientId: string,
  projectId: string,
  addressHash: string,
  limit: number,
  expiresAt: number,
): Promise<boolean> {
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: duplicateKey(clientId, projectId, 'ADDR', addressHash),
        UpdateExpression: 'ADD entries :one SET expiresAt = :expires, entity = :entity',
        ConditionExpression: 'attribute_not_exists(entries) OR entries < :limit',
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': limit,
          ':expires': expiresAt,
          ':entity': 'entryAddress',
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** D2: the first entry of a project from a device (its keyed hash); false when it entered before. */
export async function claimDevice(
  clientId: string,
  projectId: string,
  deviceHash: string,
  expiresAt: number,
): Promise<boolean> {
  return putIfAbsent({
    ...duplicateKey(clientId, projectId, 'DEVICE', deviceHash),
    entity: 'entryDevice',
    expiresAt,
  });
}

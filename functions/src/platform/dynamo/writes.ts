import { PutCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, tableName } from '../aws.ts';
import { isConditionFailure } from './conditions.ts';

/**
 * An update guarded by its condition, where a failed condition means "someone newer owns the
 * item" rather than an error: answers whether it wrote.
 */
export async function updateIfStill(input: UpdateCommandInput): Promise<boolean> {
  try {
    await dynamoClient().send(new UpdateCommand(input));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * A put of an item that must not exist yet (a claim: the first entry, the first report, the
 * first delivery): answers whether it wrote, false when the key was taken before.
 */
export async function putIfAbsent(item: Record<string, unknown>): Promise<boolean> {
  try {
    await dynamoClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: item,
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

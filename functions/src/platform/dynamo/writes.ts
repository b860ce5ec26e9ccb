import {
  DeleteCommand,
  PutCommand,
  UpdateCommand,
  type DeleteCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { dynamoClient, tableName } from '../aws.ts';
import { isConditionFailure } from './conditions.ts';

/** A conditional write whose failed condition is an answer, not an error: whether it wrote. */
async function wroteUnlessRefused(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * An update guarded by its condition, where a failed condition means "someone newer owns the
 * item" rather than an error: answers whether it wrote.
 */
export async function updateIfStill(input: UpdateCommandInput): Promise<boolean> {
  return wroteUnlessRefused(dynamoClient().send(new UpdateCommand(input)));
}

/**
 * A delete guarded by its condition (a claim given back only while it is still in the state its
 * owner left it): answers whether it deleted.
 */
export async function deleteIfStill(input: DeleteCommandInput): Promise<boolean> {
  return wroteUnlessRefused(dynamoClient().send(new DeleteCommand(input)));
}

/**
 * A put of an item that must not exist yet (a claim: the first entry, the first report, the
 * first delivery): answers whether it wrote, false when the key was taken before.
 */
export async function putIfAbsent(item: Record<string, unknown>): Promise<boolean> {
  return wroteUnlessRefused(
    dynamoClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: item,
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
}

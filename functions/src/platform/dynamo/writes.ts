import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../aws.ts';
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

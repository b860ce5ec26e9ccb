import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../../platform/aws.ts';
import { failedConditions, isTransactionConflict } from '../../platform/dynamo/conditions.ts';
import { DomainError } from '../../platform/errors.ts';

type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

const MAX_ATTEMPTS = 8;

function conflicted(error: unknown): boolean {
  return isTransactionConflict(error) && failedConditions(error).length === 0;
}

/**
 * One transaction. Many respondents entering at once meet on their fieldwork item, and DynamoDB
 * cancels a transaction that collides with another on the same item: it is tried again after a
 * random pause, and after MAX_ATTEMPTS the caller is told to retry (fieldwork.busy, 429).
 * A failed condition is thrown as it came (failedConditions tells which).
 */
export async function transact(items: TransactItems): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await dynamoClient().send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (!conflicted(error)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw new DomainError('fieldwork.busy');
      const pause = Math.random() * 20 * 2 ** attempt;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, tableName } from '../../platform/aws.ts';

/**
 * The latest buy of a project: `CLIENT#<clientId>` / `PURCHASE#<projectId>`. Success is read
 * from the project itself (active); this record says which attempt runs and why one failed.
 * With a hosted checkout (Stripe) an attempt waits for the payment (`awaiting_payment`, with
 * the checkout's id and page) before its execution starts.
 */
export interface PurchaseRecord {
  projectId: string;
  attempt: number;
  /** Set once the purchase machine runs the attempt. */
  executionArn?: string;
  state: 'awaiting_payment' | 'running' | 'failed';
  checkoutId?: string;
  redirectUrl?: string;
  /** When the payment page closes (ISO; not the table's TTL attribute). */
  checkoutExpiresAt?: string;
  error?: { name: string; params?: Record<string, number> };
  startedAt: string;
  updatedAt: string;
}

const purchaseKey = (clientId: string, projectId: string) => ({
  pk: `CLIENT#${clientId}`,
  sk: `PURCHASE#${projectId}`,
});

export async function findPurchase(clientId: string, projectId: string): Promise<PurchaseRecord | undefined> {
  const result = await dynamoClient().send(
    new GetCommand({ TableName: tableName(), Key: purchaseKey(clientId, projectId), ConsistentRead: true }),
  );
  if (!result.Item) return undefined;
  const { pk: _pk, sk: _sk, ...record } = result.Item;
  return record as PurchaseRecord;
}

/** Records an attempt (running, or waiting for its payment); never goes back to an older attempt. */
export async function savePurchaseAttempt(clientId: string, record: PurchaseRecord): Promise<void> {
  try {
    await dynamoClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...purchaseKey(clientId, record.projectId), ...record },
        ConditionExpression: 'attribute_not_exists(pk) OR attempt <= :attempt',
        ExpressionAttributeValues: { ':attempt': record.attempt },
      }),
    );
  } catch (error) {
    if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
  }
}

/** Marks an attempt failed, unless a newer attempt has started since. */
export async function saveFailedPurchase(
  clientId: string,
  projectId: string,
  attempt: number,
  error: NonNullable<PurchaseRecord['error']>,
  at: string,
): Promise<void> {
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: purchaseKey(clientId, projectId),
        UpdateExpression: 'SET #state = :failed, #error = :error, updatedAt = :at',
        ConditionExpression: 'attribute_not_exists(pk) OR attempt = :attempt',
        ExpressionAttributeNames: { '#state': 'state', '#error': 'error' },
        ExpressionAttributeValues: { ':failed': 'failed', ':error': error, ':at': at, ':attempt': attempt },
      }),
    );
  } catch (failure) {
    if (!(failure instanceof Error && failure.name === 'ConditionalCheckFailedException')) throw failure;
  }
}

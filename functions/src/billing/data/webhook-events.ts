import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { putIfAbsent } from '../../platform/dynamo/writes.ts';
import { webhookEventKey } from './keys.ts';

/** Provider notifications are kept this long (Stripe retries for 3 days). */
const KEEP_SECONDS = 90 * 24 * 3600;

/**
 * Claims a provider's notification before anything is done for it (`WEBHOOK#<provider>#<id>` /
 * `EVENT`, a conditional write): false when it was claimed already, so a replay changes nothing.
 */
export async function claimWebhookEvent(
  provider: string,
  eventId: string,
  type: string,
  at: Date,
): Promise<boolean> {
  return putIfAbsent({
    ...webhookEventKey(provider, eventId),
    eventId,
    type,
    status: 'processing',
    receivedAt: at.toISOString(),
    expiresAt: Math.floor(at.getTime() / 1000) + KEEP_SECONDS,
  });
}

export async function completeWebhookEvent(
  provider: string,
  eventId: string,
  outcome: string,
): Promise<void> {
  await dynamoClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: webhookEventKey(provider, eventId),
      UpdateExpression: 'SET #status = :done, outcome = :outcome',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':done': 'done', ':outcome': outcome },
    }),
  );
}

/** Gives a claim back after a failure, so the provider's retry is processed (every step is idempotent). */
export async function releaseWebhookEvent(provider: string, eventId: string): Promise<void> {
  await dynamoClient().send(
    new DeleteCommand({ TableName: tableName(), Key: webhookEventKey(provider, eventId) }),
  );
}

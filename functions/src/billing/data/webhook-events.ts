import { tableName } from '../../platform/aws.ts';
import { deleteIfStill, putIfAbsent, updateIfStill } from '../../platform/dynamo/writes.ts';
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

/** The claim's state while its notification is being handled. */
const stillProcessing = {
  ConditionExpression: '#status = :processing',
  ExpressionAttributeNames: { '#status': 'status' },
} as const;

/**
 * Records what was done for a claimed notification. Only a claim still `processing` is completed:
 * false when it is not (given back meanwhile), so a record is never made up.
 */
export async function completeWebhookEvent(
  provider: string,
  eventId: string,
  outcome: string,
): Promise<boolean> {
  return updateIfStill({
    TableName: tableName(),
    Key: webhookEventKey(provider, eventId),
    UpdateExpression: 'SET #status = :done, outcome = :outcome',
    ...stillProcessing,
    ExpressionAttributeValues: { ':done': 'done', ':outcome': outcome, ':processing': 'processing' },
  });
}

/**
 * Gives a claim back after a failure, so the provider's retry is processed (every step is
 * idempotent). A completed notification is never given back: false then.
 */
export async function releaseWebhookEvent(provider: string, eventId: string): Promise<boolean> {
  return deleteIfStill({
    TableName: tableName(),
    Key: webhookEventKey(provider, eventId),
    ...stillProcessing,
    ExpressionAttributeValues: { ':processing': 'processing' },
  });
}

import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ErrorCode } from '@adpulse/shared';
import type { FieldProblem } from '@adpulse/shared/i18n/reported-error';
import type { Order } from '@adpulse/shared/workflows/purchase';
import type { PaymentMethod } from '@adpulse/shared/billing/purchase';
import { isConditionFailure } from '../../platform/dynamo/conditions.ts';
import { updateIfStill } from '../../platform/dynamo/writes.ts';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { queryAll } from '../../platform/dynamo/reads.ts';

/**
 * The latest buy of a project: `CLIENT#<clientId>` / `PURCHASE#<projectId>`. It says which
 * attempt runs and how it ended, as the purchase machine recorded it (RecordPurchased,
 * RecordFailure): GET /buy reads this and the project, never Step Functions. With a hosted
 * checkout (Stripe) an attempt waits for the payment (`awaiting_payment`, with the checkout's id
 * and page) before its execution starts.
 */
export interface PurchaseRecord {
  projectId: string;
  attempt: number;
  /** Set once the purchase machine runs the attempt. */
  executionArn?: string;
  state: 'awaiting_payment' | 'running' | 'succeeded' | 'failed';
  checkoutId?: string;
  redirectUrl?: string;
  /** When the payment page closes (ISO; not the table's TTL attribute). */
  checkoutExpiresAt?: string;
  /** The order POST /buy validated, kept while the payment page is open (the machine's input then). */
  order?: Order;
  /** How the attempt pays: a card (money moved) or analyses of the plan. */
  method?: PaymentMethod;
  /** Why the attempt stopped: the task's `DomainError` (`purchase.failed` for anything else). */
  error?: PurchaseFailure;
  startedAt: string;
  updatedAt: string;
}

export interface PurchaseFailure {
  code: ErrorCode;
  params?: Record<string, string | number>;
  details?: readonly FieldProblem[];
}

export const purchaseKey = (clientId: string, projectId: string) => ({
  pk: `CLIENT#${clientId}`,
  sk: `PURCHASE#${projectId}`,
});

/**
 * gsi2 (sparse) while an attempt runs: the sweeper's look for purchases whose execution ended
 * without recording how (a crash), oldest first. Its recorded end removes it.
 */
const RUNNING_PURCHASES_PK = 'PURCHASING';
const runningKeys = (clientId: string, record: Pick<PurchaseRecord, 'startedAt' | 'projectId'>) => ({
  gsi2pk: RUNNING_PURCHASES_PK,
  gsi2sk: `${record.startedAt}#${clientId}#${record.projectId}`,
});

/** Every purchase attempt recorded as running, with its client. */
export async function listRunningPurchases(): Promise<(PurchaseRecord & { clientId: string })[]> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': RUNNING_PURCHASES_PK },
  });
  return items.map((item) => {
    const { pk, sk: _sk, gsi2pk: _g, gsi2sk: _s, ...record } = item;
    return { ...(record as unknown as PurchaseRecord), clientId: String(pk).replace(/^CLIENT#/, '') };
  });
}

export async function findPurchase(clientId: string, projectId: string): Promise<PurchaseRecord | undefined> {
  const result = await dynamoClient().send(
    new GetCommand({ TableName: tableName(), Key: purchaseKey(clientId, projectId), ConsistentRead: true }),
  );
  if (!result.Item) return undefined;
  const { pk: _pk, sk: _sk, gsi2pk: _g, gsi2sk: _s, ...record } = result.Item;
  return record as PurchaseRecord;
}

/**
 * Records an attempt (running, or waiting for its payment); never goes back to an older attempt,
 * nor over the recorded end of this one (a second buy of the same attempt after its machine ended).
 */
export async function savePurchaseAttempt(clientId: string, record: PurchaseRecord): Promise<void> {
  try {
    await dynamoClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...purchaseKey(clientId, record.projectId),
          ...(record.state === 'running' ? runningKeys(clientId, record) : {}),
          ...record,
        },
        ConditionExpression:
          'attribute_not_exists(pk) OR attempt < :attempt OR (attempt = :attempt AND NOT #state IN (:succeeded, :failed))',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':attempt': record.attempt,
          ':succeeded': 'succeeded',
          ':failed': 'failed',
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** The purchase machine ended this attempt well (the project is active); not if a newer one started. */
export async function saveSucceededPurchase(
  clientId: string,
  projectId: string,
  attempt: number,
  at: string,
): Promise<void> {
  await updateIfStill({
    TableName: tableName(),
    Key: purchaseKey(clientId, projectId),
    UpdateExpression: 'SET #state = :succeeded, updatedAt = :at REMOVE gsi2pk, gsi2sk',
    ConditionExpression: 'attempt = :attempt',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':succeeded': 'succeeded', ':at': at, ':attempt': attempt },
  });
}

/** Marks an attempt failed, unless a newer attempt has started since. */
export async function saveFailedPurchase(
  clientId: string,
  projectId: string,
  attempt: number,
  error: NonNullable<PurchaseRecord['error']>,
  at: string,
): Promise<void> {
  await updateIfStill({
    TableName: tableName(),
    Key: purchaseKey(clientId, projectId),
    UpdateExpression: 'SET #state = :failed, #error = :error, updatedAt = :at REMOVE gsi2pk, gsi2sk',
    ConditionExpression: 'attribute_not_exists(pk) OR attempt = :attempt',
    ExpressionAttributeNames: { '#state': 'state', '#error': 'error' },
    ExpressionAttributeValues: { ':failed': 'failed', ':error': error, ':at': at, ':attempt': attempt },
  });
}

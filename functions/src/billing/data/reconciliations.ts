import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { isConditionFailure } from '../../platform/dynamo/conditions.ts';
import { transact, type TransactItem } from '../../platform/dynamo/transactions.ts';
import type { RefundReason } from '../providers/payment-provider.ts';
import { chargeGenerationKey, paymentKey, withoutKeys } from './keys.ts';
import { purchaseKey } from './purchases.ts';

/**
 * What the reconciliation did with a charge the provider made and no payment of ours records:
 * `CLIENT#<clientId>` / `RECONCILED#<chargeId>`, written once. `refunding` is claimed before
 * the provider is asked (a crash in between is finished by the next run), then `refunded`;
 * `adopted` when the purchase it paid for was carried out with it.
 */
export interface Reconciliation {
  chargeId: string;
  projectId: string;
  provider: string;
  amount: number;
  /** The part of the charge given back (minor units), when it is not the whole charge (`panel_error`). */
  refundAmount?: number;
  outcome: 'refunding' | 'refunded' | 'adopted';
  reason: RefundReason | 'paid_unnotified';
  at: string;
  updatedAt: string;
}

const reconciliationKey = (clientId: string, chargeId: string) => ({
  pk: `CLIENT#${clientId}`,
  sk: `RECONCILED#${chargeId}`,
});

export async function findReconciliation(
  clientId: string,
  chargeId: string,
): Promise<Reconciliation | undefined> {
  const answer = await dynamoClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: reconciliationKey(clientId, chargeId),
      ConsistentRead: true,
    }),
  );
  return answer.Item ? withoutKeys<Reconciliation>(answer.Item) : undefined;
}

/** A charge being or already given back: no purchase may adopt it. */
export async function isGivenBack(clientId: string, chargeId: string): Promise<boolean> {
  const found = await findReconciliation(clientId, chargeId);
  return found?.outcome === 'refunding' || found?.outcome === 'refunded';
}

/**
 * Claims a refund, in one transaction with what makes it right: a `duplicate` while the project's
 * payment records another charge; `no_purchase` while no payment is recorded and no purchase of
 * the project runs or waits for its payment (a buy that started meanwhile may adopt the charge).
 * False when a condition refused (nothing written).
 */
export async function claimRefund(clientId: string, claim: Reconciliation): Promise<boolean> {
  const guard: TransactItem =
    claim.reason === 'duplicate'
      ? {
          ConditionCheck: {
            TableName: tableName(),
            Key: paymentKey(clientId, claim.projectId),
            ConditionExpression: 'attribute_exists(pk) AND chargeId <> :charge',
            ExpressionAttributeValues: { ':charge': claim.chargeId },
          },
        }
      : {
          ConditionCheck: {
            TableName: tableName(),
            Key: paymentKey(clientId, claim.projectId),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        };
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: { ...reconciliationKey(clientId, claim.chargeId), ...claim },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    guard,
  ];
  if (claim.reason !== 'duplicate') {
    items.push({
      ConditionCheck: {
        TableName: tableName(),
        Key: purchaseKey(clientId, claim.projectId),
        ConditionExpression: 'attribute_not_exists(pk) OR NOT #state IN (:running, :awaiting)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':running': 'running', ':awaiting': 'awaiting_payment' },
      },
    });
  }
  return (await transact(items, { conflictAttempts: 3 })).ok;
}

/**
 * Claims the refund of a failed purchase's payment (`purchase_failed`), in one transaction with
 * the payment still recording that charge. A charge adopted earlier (its page paid, its
 * notification lost) may be claimed too: its purchase has failed since. False when refused.
 */
export async function claimFailedPurchaseRefund(clientId: string, claim: Reconciliation): Promise<boolean> {
  const outcome = await transact(
    [
      {
        Put: {
          TableName: tableName(),
          Item: { ...reconciliationKey(clientId, claim.chargeId), ...claim },
          ConditionExpression: 'attribute_not_exists(pk) OR outcome = :adopted',
          ExpressionAttributeValues: { ':adopted': 'adopted' },
        },
      },
      {
        ConditionCheck: {
          TableName: tableName(),
          Key: paymentKey(clientId, claim.projectId),
          ConditionExpression: 'chargeId = :charge',
          ExpressionAttributeValues: { ':charge': claim.chargeId },
        },
      },
    ],
    { conflictAttempts: 3 },
  );
  return outcome.ok;
}

/** A claimed refund (`refunding`) recorded as given back, in a transaction with what goes with it. */
const claimedRefundDone = (clientId: string, chargeId: string, at: string): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: reconciliationKey(clientId, chargeId),
    UpdateExpression: 'SET outcome = :refunded, updatedAt = :at',
    ConditionExpression: 'outcome = :refunding',
    ExpressionAttributeValues: { ':refunded': 'refunded', ':refunding': 'refunding', ':at': at },
  },
});

/**
 * The provider gave a failed purchase's payment back: in one transaction the refund is recorded,
 * the payment removed (it no longer pays for the project) and the project's charge generation
 * advanced (the next buy's charge gets a new key). Nothing when it was recorded already.
 */
export async function markFailedPurchaseRefunded(
  clientId: string,
  projectId: string,
  chargeId: string,
  at: string,
): Promise<boolean> {
  const outcome = await transact(
    [
      claimedRefundDone(clientId, chargeId, at),
      {
        Delete: {
          TableName: tableName(),
          Key: paymentKey(clientId, projectId),
          ConditionExpression: 'chargeId = :charge',
          ExpressionAttributeValues: { ':charge': chargeId },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: chargeGenerationKey(clientId, projectId),
          UpdateExpression: 'ADD generation :one SET updatedAt = :at',
          ExpressionAttributeValues: { ':one': 1, ':at': at },
        },
      },
    ],
    { conflictAttempts: 3 },
  );
  return outcome.ok;
}

/**
 * The provider gave back the respondents a panel's refusal left undelivered (`panel_error`): in one
 * transaction the refund is recorded and the payment, which still pays for the project (its
 * fieldwork ran, its results cover who came), says how much of it went back (`refunded`). False
 * when it was recorded already.
 */
export async function markUndeliveredRefunded(
  clientId: string,
  projectId: string,
  chargeId: string,
  amount: number,
  at: string,
): Promise<boolean> {
  const outcome = await transact(
    [
      claimedRefundDone(clientId, chargeId, at),
      {
        Update: {
          TableName: tableName(),
          Key: paymentKey(clientId, projectId),
          UpdateExpression: 'SET refunded = :amount, refundedAt = :at',
          ConditionExpression: 'chargeId = :charge',
          ExpressionAttributeValues: { ':charge': chargeId, ':amount': amount, ':at': at },
        },
      },
    ],
    { conflictAttempts: 3 },
  );
  return outcome.ok;
}

/** The provider confirmed the refund. */
export async function markRefunded(clientId: string, chargeId: string, at: string): Promise<void> {
  await dynamoClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: reconciliationKey(clientId, chargeId),
      UpdateExpression: 'SET outcome = :refunded, updatedAt = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':refunded': 'refunded', ':at': at },
    }),
  );
}

/** The charge paid for a purchase that is now carried out with it; false when it was settled already. */
export async function recordAdopted(clientId: string, adopted: Reconciliation): Promise<boolean> {
  try {
    await dynamoClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...reconciliationKey(clientId, adopted.chargeId), ...adopted },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

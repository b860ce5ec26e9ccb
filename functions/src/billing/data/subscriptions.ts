import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { BillingCycle, PlanId } from '@adpulse/shared/billing/plans';
import type { SubscriptionSource } from '@adpulse/shared/billing/schemas';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { updateIfStill } from '../../platform/dynamo/writes.ts';
import { periodKey, subscriptionKey, withoutKeys } from './keys.ts';
import type { TransactItem } from '../../platform/dynamo/transactions.ts';

/**
 * A client's subscription: `CLIENT#<clientId>` / `SUBSCRIPTION`, one item, the current period.
 * `periodId` names the period (a payment, an operator's grant, the free basic plan); purchases
 * count their analyses on it with a condition on `periodId`, so a count never lands on a period
 * that has just been replaced. `endsAt` (ISO, null for basic) is not the table's TTL attribute.
 */
export interface SubscriptionRecord {
  clientId: string;
  plan: PlanId;
  billing: BillingCycle;
  startsAt: string;
  endsAt: string | null;
  unlimited: boolean;
  /** Analyses a period adds to the balance (basic: its free analyses). */
  analysesIncluded: number;
  analysesUsed: number;
  source: SubscriptionSource;
  cancelAtPeriodEnd: boolean;
  periodId: string;
  stripeSubscriptionId?: string;
  stripeCustomerId?: string;
  updatedAt: string;
}

export async function findSubscription(clientId: string): Promise<SubscriptionRecord | undefined> {
  const answer = await dynamoClient().send(
    new GetCommand({ TableName: tableName(), Key: subscriptionKey(clientId), ConsistentRead: true }),
  );
  return answer.Item ? withoutKeys<SubscriptionRecord>(answer.Item) : undefined;
}

/** Replaces the subscription, whatever it was (an operator's grant). */
export const putSubscriptionItem = (record: SubscriptionRecord): TransactItem => ({
  Put: { TableName: tableName(), Item: { ...subscriptionKey(record.clientId), ...record } },
});

/** The subscription written only when the client has none (the first basic plan). */
export const firstSubscriptionPut = (record: SubscriptionRecord): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...subscriptionKey(record.clientId), ...record },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** A period replacing the current one, unless a period that started later is in force. */
export const newerPeriodPut = (record: SubscriptionRecord): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...subscriptionKey(record.clientId), ...record },
    ConditionExpression: 'attribute_not_exists(pk) OR startsAt <= :startsAt',
    ExpressionAttributeValues: { ':startsAt': record.startsAt },
  },
});

/** A period replacing exactly the one that was read (`seenPeriodId`). */
export const replacingPeriodPut = (record: SubscriptionRecord, seenPeriodId: string): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...subscriptionKey(record.clientId), ...record },
    ConditionExpression: 'periodId = :seen',
    ExpressionAttributeValues: { ':seen': seenPeriodId },
  },
});

/** Counts analyses on the period that was read, while it is still the current one and not over. */
export const countAnalyses = (
  clientId: string,
  periodId: string,
  analyses: number,
  at: string,
): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: subscriptionKey(clientId),
    UpdateExpression: 'ADD analysesUsed :n',
    ConditionExpression:
      'attribute_exists(pk) AND periodId = :period AND (attribute_type(endsAt, :null) OR endsAt > :at)',
    ExpressionAttributeValues: { ':n': analyses, ':period': periodId, ':at': at, ':null': 'NULL' },
  },
});

/** Takes back a period's count (analyses given back), while that period is still the current one. */
export const uncountAnalyses = (clientId: string, periodId: string, analyses: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: subscriptionKey(clientId),
    UpdateExpression: 'ADD analysesUsed :n',
    ConditionExpression: 'attribute_exists(pk) AND periodId = :period AND analysesUsed >= :taken',
    ExpressionAttributeValues: { ':n': -analyses, ':period': periodId, ':taken': analyses },
  },
});

/** Marks a period as applied (a payment or renewal is applied once). */
export const periodClaim = (clientId: string, periodId: string, at: string): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...periodKey(clientId, periodId), periodId, appliedAt: at },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** Ends (or keeps) the paid plan at the end of its period; false when the period changed meanwhile. */
export async function setCancelAtPeriodEnd(
  clientId: string,
  periodId: string,
  cancel: boolean,
  at: string,
): Promise<boolean> {
  return updateIfStill({
    TableName: tableName(),
    Key: subscriptionKey(clientId),
    UpdateExpression: 'SET cancelAtPeriodEnd = :cancel, updatedAt = :at',
    ConditionExpression: 'periodId = :period',
    ExpressionAttributeValues: { ':cancel': cancel, ':period': periodId, ':at': at },
  });
}

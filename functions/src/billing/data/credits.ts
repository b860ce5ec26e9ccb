import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { now } from '../../platform/clock.ts';
import { PurchaseRefused } from '../errors.ts';

/**
 * A client's subscription and its analysis credits (spec section 3: plans basic, pro, extreme;
 * extreme is unlimited). One item per client: `CLIENT#<clientId>` / `SUBSCRIPTION`.
 * `analysesLeft` is kept beside `analysesUsed` so a conditional write can refuse an overdraft
 * (DynamoDB conditions cannot add). `endsAt` (ISO) is named so as not to collide with the
 * table's TTL attribute.
 */
export const PLANS = ['basic', 'pro', 'extreme'] as const;
export type Plan = (typeof PLANS)[number];

export interface Subscription {
  clientId: string;
  plan: Plan;
  billing: 'monthly' | 'yearly';
  startsAt: string;
  endsAt: string;
  unlimited: boolean;
  analysesIncluded: number;
  analysesUsed: number;
  analysesLeft: number;
}

const subscriptionKey = (clientId: string) => ({ pk: `CLIENT#${clientId}`, sk: 'SUBSCRIPTION' });
const consumptionKey = (clientId: string, projectId: string) => ({
  pk: `CLIENT#${clientId}`,
  sk: `CREDITS#${projectId}`,
});

export async function findSubscription(clientId: string): Promise<Subscription | undefined> {
  const result = await dynamoClient().send(
    new GetCommand({ TableName: tableName(), Key: subscriptionKey(clientId) }),
  );
  if (!result.Item) return undefined;
  const { pk: _pk, sk: _sk, ...subscription } = result.Item;
  return subscription as Subscription;
}

export interface SubscriptionInput {
  plan: Plan;
  billing?: 'monthly' | 'yearly';
  startsAt?: string;
  endsAt: string;
  /** Ignored for extreme, which is unlimited. */
  analysesIncluded?: number;
  analysesUsed?: number;
}

/** Creates or replaces a client's subscription (operators, demo data, tests). */
export async function saveSubscription(clientId: string, input: SubscriptionInput): Promise<Subscription> {
  const unlimited = input.plan === 'extreme';
  const included = unlimited ? 0 : (input.analysesIncluded ?? 0);
  const used = input.analysesUsed ?? 0;
  const subscription: Subscription = {
    clientId,
    plan: input.plan,
    billing: input.billing ?? 'monthly',
    startsAt: input.startsAt ?? new Date(now()).toISOString(),
    endsAt: input.endsAt,
    unlimited,
    analysesIncluded: included,
    analysesUsed: used,
    analysesLeft: included - used,
  };
  await dynamoClient().send(
    new PutCommand({ TableName: tableName(), Item: { ...subscriptionKey(clientId), ...subscription } }),
  );
  return subscription;
}

export interface Consumption {
  projectId: string;
  analyses: number;
  consumedAt: string;
}

/**
 * Takes `analyses` credits for a project, once: a record per project and the subscription
 * update commit together, so a retried task finds the record and takes nothing more.
 * Refusals carry the spec's cases: no subscription, expired, needed versus available.
 */
export async function consumeCredits(
  clientId: string,
  projectId: string,
  analyses: number,
): Promise<Consumption> {
  const consumedAt = new Date(now()).toISOString();
  const consumption: Consumption = { projectId, analyses, consumedAt };
  try {
    await dynamoClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...consumptionKey(clientId, projectId), ...consumption },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: subscriptionKey(clientId),
              UpdateExpression: 'SET analysesUsed = analysesUsed + :n, analysesLeft = analysesLeft - :n',
              ConditionExpression:
                'attribute_exists(pk) AND endsAt > :now AND (unlimited = :yes OR analysesLeft >= :n)',
              ExpressionAttributeValues: { ':n': analyses, ':now': consumedAt, ':yes': true },
            },
          },
        ],
      }),
    );
    return consumption;
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const [record] = error.CancellationReasons ?? [];
    if (record?.Code === 'ConditionalCheckFailed')
      return (await findConsumption(clientId, projectId)) ?? consumption;
    throw await refusal(clientId, analyses, consumedAt);
  }
}

async function findConsumption(clientId: string, projectId: string): Promise<Consumption | undefined> {
  const result = await dynamoClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: consumptionKey(clientId, projectId),
      ConsistentRead: true,
    }),
  );
  return result.Item as Consumption | undefined;
}

async function refusal(clientId: string, needed: number, at: string): Promise<PurchaseRefused> {
  const subscription = await findSubscription(clientId);
  if (!subscription) return new PurchaseRefused('NoSubscription', 'The client has no subscription');
  if (subscription.endsAt <= at)
    return new PurchaseRefused('SubscriptionExpired', `The subscription ended ${subscription.endsAt}`);
  const available = Math.max(0, subscription.analysesLeft);
  return new PurchaseRefused('NotEnoughAnalyses', JSON.stringify({ needed, available }), {
    needed,
    available,
  });
}

import { IdempotencyConfig, makeIdempotent } from '@aws-lambda-powertools/idempotency';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { idempotencyStore } from '../../platform/idempotency.ts';
import { paymentProvider, type Charge } from '../providers/index.ts';
import type { OrderedPurchase } from '../purchase/input.ts';

/** A project's payment: `CLIENT#<clientId>` / `PAYMENT#<projectId>`, written once. */
export interface PaymentRecord extends Charge {
  projectId: string;
  attempt: number;
  /** The project's analyses (stimuli), for the usage screen. */
  analyses: number;
}

const paymentKey = (clientId: string, projectId: string) => ({
  pk: `CLIENT#${clientId}`,
  sk: `PAYMENT#${projectId}`,
});

export async function findPayment(clientId: string, projectId: string): Promise<PaymentRecord | undefined> {
  const result = await dynamoClient().send(
    new GetCommand({ TableName: tableName(), Key: paymentKey(clientId, projectId), ConsistentRead: true }),
  );
  if (!result.Item) return undefined;
  const { pk: _pk, sk: _sk, ...payment } = result.Item;
  return payment as PaymentRecord;
}

/**
 * Charges the card for a project. A project already paid answers its payment; otherwise the
 * provider is called with an idempotency key of the buy attempt, and the payment is recorded
 * only if none exists (conditional write).
 */
async function chargeProject(purchase: OrderedPurchase): Promise<PaymentRecord> {
  const paid = await findPayment(purchase.clientId, purchase.projectId);
  if (paid) return paid;
  const charge = await paymentProvider().charge({
    clientId: purchase.clientId,
    projectId: purchase.projectId,
    idempotencyKey: `buy-${purchase.projectId}-${purchase.attempt}`,
    amount: purchase.order.amount,
    currency: purchase.order.currency,
    paymentMethod: purchase.paymentMethod,
    description: purchase.order.description,
  });
  const payment: PaymentRecord = {
    ...charge,
    projectId: purchase.projectId,
    attempt: purchase.attempt,
    analyses: purchase.order.analyses,
  };
  try {
    await dynamoClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...paymentKey(purchase.clientId, purchase.projectId), ...payment },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') {
      return (await findPayment(purchase.clientId, purchase.projectId)) ?? payment;
    }
    throw error;
  }
  return payment;
}

/**
 * The Charge step, once per project (Powertools idempotency keyed by client and project): a
 * retried task or a second buy answers the first charge. A declined card leaves no record, so
 * the user can try again.
 */
export async function chargeOnce(purchase: OrderedPurchase, context?: Context): Promise<PaymentRecord> {
  const config = new IdempotencyConfig({
    eventKeyJmesPath: '[clientId, projectId]',
    expiresAfterSeconds: 30 * 24 * 3600,
  });
  if (typeof context?.getRemainingTimeInMillis === 'function') config.registerLambdaContext(context);
  const once = makeIdempotent(chargeProject, {
    persistenceStore: idempotencyStore(),
    config,
    keyPrefix: 'purchase-charge',
  });
  return (await once(purchase)) as PaymentRecord;
}

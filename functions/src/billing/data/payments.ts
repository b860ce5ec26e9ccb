import { IdempotencyConfig, makeIdempotent } from '@aws-lambda-powertools/idempotency';
import { isConditionFailure } from '../../platform/dynamo/conditions.ts';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { idempotencyStore } from '../../platform/idempotency.ts';
import { paymentProvider, projectChargeKey, type Charge, type ChargeLookup } from '../providers/index.ts';
import { chargeGenerationKey, paymentKey } from './keys.ts';
import { isGivenBack } from './reconciliations.ts';
import { killPoint } from '../../platform/kill-point.ts';
import type { PurchaseInput } from '@adpulse/shared/workflows/purchase';

/** A project's payment: `CLIENT#<clientId>` / `PAYMENT#<projectId>`, written once. */
export interface PaymentRecord extends Charge {
  projectId: string;
  attempt: number;
  /** The project's analyses (stimuli), for the usage screen. */
  analyses: number;
  /** Minor units given back for respondents a panel's refusal left undelivered (the project stays paid). */
  refunded?: number;
  refundedAt?: string;
}

export async function findPayment(clientId: string, projectId: string): Promise<PaymentRecord | undefined> {
  const result = await dynamoClient().send(
    new GetCommand({ TableName: tableName(), Key: paymentKey(clientId, projectId), ConsistentRead: true }),
  );
  if (!result.Item) return undefined;
  const { pk: _pk, sk: _sk, ...payment } = result.Item;
  return payment as PaymentRecord;
}

/**
 * How many of the project's payments were given back because their purchase failed
 * (`CLIENT#c` / `CHARGEGEN#<projectId>`, advanced only with the refund's record): part of the
 * provider's key and of the Charge step's idempotency key, so a buy after such a refund charges anew.
 */
export async function chargeGeneration(clientId: string, projectId: string): Promise<number> {
  const result = await dynamoClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: chargeGenerationKey(clientId, projectId),
      ConsistentRead: true,
    }),
  );
  return Number(result.Item?.generation ?? 0);
}

/** The Charge step's payload: the machine's input and the project's charge generation. */
type ChargeAttempt = PurchaseInput & { generation: number };

/**
 * Charges the card for a project, exactly once across attempts and crashes. A project already
 * paid answers its payment. Otherwise the provider is asked whether the project's key (project,
 * amount and charge generation, `projectChargeKey`) was charged already, by an attempt that
 * stopped before its record: that charge is adopted. Only then is the card charged, with that
 * key. The payment is recorded only if none exists (conditional write).
 */
async function chargeProject(purchase: ChargeAttempt): Promise<PaymentRecord> {
  const paid = await findPayment(purchase.clientId, purchase.projectId);
  if (paid) return paid;
  const provider = paymentProvider();
  const lookup = {
    clientId: purchase.clientId,
    projectId: purchase.projectId,
    idempotencyKey: projectChargeKey(purchase.projectId, purchase.order.amount, purchase.generation),
    amount: purchase.order.amount,
    currency: purchase.order.currency,
  };
  let charge = await adoptableCharge(lookup);
  if (!charge) {
    charge = await provider.charge({
      ...lookup,
      paymentMethod: purchase.paymentMethod,
      description: purchase.order.description,
    });
    killPoint('charged-before-record');
  }
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
    if (isConditionFailure(error)) {
      return (await findPayment(purchase.clientId, purchase.projectId)) ?? payment;
    }
    throw error;
  }
  return payment;
}

/**
 * The provider's charge of a project's key that a purchase may adopt: made by an attempt that
 * stopped before its record, and not given back by the reconciliation since.
 */
export async function adoptableCharge(lookup: ChargeLookup): Promise<Charge | undefined> {
  const found = await paymentProvider().findCharge(lookup);
  return found && !(await isGivenBack(lookup.clientId, found.chargeId)) ? found : undefined;
}

/**
 * The Charge step, once per project and charge generation (Powertools idempotency keyed by
 * client, project and generation): a retried task or a second buy answers the first charge,
 * while a buy after a refunded failed purchase (a new generation) is charged anew rather than
 * answered the refunded charge for 30 days. A declined card leaves no record, so the user can try again.
 */
export async function chargeOnce(purchase: PurchaseInput, context?: Context): Promise<PaymentRecord> {
  const generation = await chargeGeneration(purchase.clientId, purchase.projectId);
  const config = new IdempotencyConfig({
    eventKeyJmesPath: '[clientId, projectId, generation]',
    expiresAfterSeconds: 30 * 24 * 3600,
  });
  if (typeof context?.getRemainingTimeInMillis === 'function') config.registerLambdaContext(context);
  const once = makeIdempotent(chargeProject, {
    persistenceStore: idempotencyStore('purchase-charge'),
    config,
    keyPrefix: 'purchase-charge',
  });
  return (await once({ ...purchase, generation })) as PaymentRecord;
}

import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { BILLING_INFO_FIELDS, type BillingInfo } from '@adpulse/shared/billing/schemas';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { billingInfoKey } from './keys.ts';

/**
 * A client's billing information: `CLIENT#<clientId>` / `BILLINGINFO`, with the payment
 * provider's customer id beside it (Stripe), which a save of the form never touches.
 */
export interface BillingInfoRecord {
  billingInfo: BillingInfo | null;
  updatedAt: string | null;
  stripeCustomerId?: string;
}

export async function findBillingInfo(clientId: string): Promise<BillingInfoRecord> {
  const answer = await dynamoClient().send(
    new GetCommand({ TableName: tableName(), Key: billingInfoKey(clientId), ConsistentRead: true }),
  );
  const item = answer.Item;
  if (!item) return { billingInfo: null, updatedAt: null };
  const stripeCustomerId = typeof item.stripeCustomerId === 'string' ? item.stripeCustomerId : undefined;
  if (!item.updatedAt)
    return { billingInfo: null, updatedAt: null, ...(stripeCustomerId ? { stripeCustomerId } : {}) };
  const billingInfo = { acceptedTerms: item.acceptedTerms === true } as BillingInfo;
  for (const field of BILLING_INFO_FIELDS) {
    if (typeof item[field] === 'string') billingInfo[field] = item[field];
  }
  return {
    billingInfo,
    updatedAt: String(item.updatedAt),
    ...(stripeCustomerId ? { stripeCustomerId } : {}),
  };
}

/** Replaces the billing fields (an optional field left empty is removed). */
export async function saveBillingInfo(clientId: string, info: BillingInfo, at: string): Promise<void> {
  const set = ['acceptedTerms = :acceptedTerms', 'updatedAt = :at'];
  const remove: string[] = [];
  const values: Record<string, unknown> = { ':acceptedTerms': info.acceptedTerms, ':at': at };
  for (const field of BILLING_INFO_FIELDS) {
    const value = info[field];
    if (value) {
      set.push(`${field} = :${field}`);
      values[`:${field}`] = value;
    } else remove.push(field);
  }
  await dynamoClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: billingInfoKey(clientId),
      UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
      ExpressionAttributeValues: values,
    }),
  );
}

export async function saveStripeCustomer(clientId: string, customerId: string): Promise<void> {
  await dynamoClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: billingInfoKey(clientId),
      UpdateExpression: 'SET stripeCustomerId = :customer',
      ExpressionAttributeValues: { ':customer': customerId },
    }),
  );
}

import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { BillingCycle, PlanId } from '@adpulse/shared/billing/plans';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { isConditionFailure } from '../../platform/dynamo/conditions.ts';
import { planCheckoutKey, withoutKeys } from './keys.ts';

/**
 * A plan being paid on the provider's page (`CLIENT#c` / `PLANCHECKOUT`): the plan screen shows
 * it as waiting for confirmation until the provider's notification arrives or it expires (TTL).
 */
export interface PlanCheckoutRecord {
  checkoutId: string;
  plan: PlanId;
  billing: BillingCycle;
  createdAt: string;
  expiresAt: number;
}

export async function savePlanCheckout(clientId: string, record: PlanCheckoutRecord): Promise<void> {
  await dynamoClient().send(
    new PutCommand({ TableName: tableName(), Item: { ...planCheckoutKey(clientId), ...record } }),
  );
}

export async function findPlanCheckout(
  clientId: string,
  nowSeconds: number,
): Promise<PlanCheckoutRecord | undefined> {
  const answer = await dynamoClient().send(
    new GetCommand({ TableName: tableName(), Key: planCheckoutKey(clientId), ConsistentRead: true }),
  );
  const record = answer.Item ? withoutKeys<PlanCheckoutRecord>(answer.Item) : undefined;
  return record && record.expiresAt > nowSeconds ? record : undefined;
}

/** Forgets the pending checkout if it is still this one. */
export async function clearPlanCheckout(clientId: string, checkoutId: string): Promise<void> {
  try {
    await dynamoClient().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: planCheckoutKey(clientId),
        ConditionExpression: 'checkoutId = :id',
        ExpressionAttributeValues: { ':id': checkoutId },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { hashLinkToken, newLinkToken } from '../one-time-token.ts';
import { isConditionFailure } from '../../platform/dynamo/conditions.ts';
import { linkTokenKey } from './keys.ts';

/**
 * One-time tokens of e-mail links (A6): stored by hash with their purpose and expiry,
 * redeemed by a conditional delete, so a link works once and never after its expiry
 * (checked here; TTL only cleans up).
 */
export type LinkPurpose = 'confirm' | 'reset';

/** Confirmation and invitation links last 24 h; reset links 1 h. */
export const LINK_TTL_SECONDS: Record<LinkPurpose, number> = { confirm: 24 * 60 * 60, reset: 60 * 60 };

export interface LinkTarget {
  clientId: string;
  userId: string;
}

export async function createLinkToken(
  purpose: LinkPurpose,
  target: LinkTarget,
  nowSeconds: number,
): Promise<string> {
  const { token, hash } = newLinkToken();
  await dynamoClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...linkTokenKey(hash),
        entity: 'linkToken',
        purpose,
        ...target,
        createdAt: nowSeconds,
        expiresAt: nowSeconds + LINK_TTL_SECONDS[purpose],
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return token;
}

/** The target of a live token of this purpose, which is used up; undefined when not redeemable. */
export async function redeemLinkToken(
  purpose: LinkPurpose,
  token: string,
  nowSeconds: number,
): Promise<LinkTarget | undefined> {
  try {
    const answer = await dynamoClient().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: linkTokenKey(hashLinkToken(token)),
        ConditionExpression: 'attribute_exists(pk) AND purpose = :purpose AND expiresAt > :now',
        ExpressionAttributeValues: { ':purpose': purpose, ':now': nowSeconds },
        ReturnValues: 'ALL_OLD',
      }),
    );
    const { clientId, userId } = answer.Attributes ?? {};
    return typeof clientId === 'string' && typeof userId === 'string' ? { clientId, userId } : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

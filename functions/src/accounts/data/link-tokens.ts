import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { transact } from '../../platform/dynamo/transactions.ts';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { hashSecretToken, newSecretToken } from '../../platform/auth/secret-token.ts';
import { latestLinkKey, linkTokenKey } from './keys.ts';

/**
 * One-time tokens of e-mail links (A6): stored by hash with their purpose and expiry. Each user
 * has one live link per purpose: issuing a link also records it as the user's latest, and a
 * link is redeemed only while it is the latest (A10), by one transaction that deletes the token
 * and that record. So a link works once, never after its expiry (checked here; TTL only cleans
 * up), and a newer link, once sent, makes every older one of the same purpose unusable.
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
  const { token, hash } = newSecretToken();
  const expiresAt = nowSeconds + LINK_TTL_SECONDS[purpose];
  const outcome = await transact([
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...linkTokenKey(hash),
          entity: 'linkToken',
          purpose,
          clientId: target.clientId,
          userId: target.userId,
          createdAt: nowSeconds,
          expiresAt,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...latestLinkKey(target.clientId, purpose, target.userId),
          entity: 'latestLink',
          tokenHash: hash,
          createdAt: nowSeconds,
          expiresAt,
        },
      },
    },
  ]);
  if (!outcome.ok) throw outcome.error;
  return token;
}

/** The target of a live token of this purpose, which is used up; undefined when not redeemable. */
export async function redeemLinkToken(
  purpose: LinkPurpose,
  token: string,
  nowSeconds: number,
): Promise<LinkTarget | undefined> {
  const hash = hashSecretToken(token);
  const found = await dynamoClient().send(
    new GetCommand({ TableName: tableName(), Key: linkTokenKey(hash), ConsistentRead: true }),
  );
  const { clientId, userId } = found.Item ?? {};
  if (typeof clientId !== 'string' || typeof userId !== 'string') return undefined;
  const outcome = await transact([
    {
      Delete: {
        TableName: tableName(),
        Key: linkTokenKey(hash),
        ConditionExpression: 'attribute_exists(pk) AND purpose = :purpose AND expiresAt > :now',
        ExpressionAttributeValues: { ':purpose': purpose, ':now': nowSeconds },
      },
    },
    {
      Delete: {
        TableName: tableName(),
        Key: latestLinkKey(clientId, purpose, userId),
        ConditionExpression: 'tokenHash = :hash',
        ExpressionAttributeValues: { ':hash': hash },
      },
    },
  ]);
  if (outcome.ok) return { clientId, userId };
  if (outcome.refused.length) return undefined;
  throw outcome.error;
}

import { tableName } from '../../platform/aws.ts';
import { transact } from '../../platform/dynamo/transactions.ts';
import { getItem, queryAll } from '../../platform/dynamo/reads.ts';
import { countKey, linkKey, linkPrefix, tokenKey } from './keys.ts';

/** A live share link as stored: the token itself is never kept, only its SHA-256. */
export interface ShareLink {
  clientId: string;
  projectId: string;
  tokenId: string;
  tokenHash: string;
  hint: string;
  createdAt: string;
  createdBy: string;
}

const MAX_CONFLICT_ATTEMPTS = 6;

/** The project already has `max` live links. */
export class ShareLimitReached extends Error {}

/**
 * S1+S2+S3: a new link, its guest lookup and the project's count in one transaction; the count's
 * condition holds the limit under concurrent calls.
 */
export async function insertShareLink(link: ShareLink, max: number): Promise<void> {
  // Concurrent calls on the same count cancel each other (TransactionConflict): tried again.
  const outcome = await transact(
    [
      {
        Update: {
          TableName: tableName(),
          Key: countKey(link.clientId, link.projectId),
          UpdateExpression: 'ADD live :one',
          ConditionExpression: 'attribute_not_exists(live) OR live < :max',
          ExpressionAttributeValues: { ':one': 1, ':max': max },
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: { ...linkKey(link.clientId, link.projectId, link.tokenId), entity: 'shareLink', ...link },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: { ...tokenKey(link.tokenHash), entity: 'shareToken', ...link },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ],
    { conflictAttempts: MAX_CONFLICT_ATTEMPTS },
  );
  if (outcome.ok) return;
  if (outcome.refused.includes(0)) throw new ShareLimitReached();
  throw outcome.error;
}

/** S1: a project's live links, oldest first. */
export async function listShareLinks(clientId: string, projectId: string): Promise<ShareLink[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `CLIENT#${clientId}`, ':prefix': linkPrefix(projectId) },
  });
  return items.map(toLink).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** S1: one link of the project, or undefined. */
export async function findShareLink(
  clientId: string,
  projectId: string,
  tokenId: string,
): Promise<ShareLink | undefined> {
  const item = await getItem(linkKey(clientId, projectId, tokenId), true);
  return item ? toLink(item) : undefined;
}

/** S2: the link a token opens, or undefined (revoked or never made). */
export async function findLinkByTokenHash(tokenHash: string): Promise<ShareLink | undefined> {
  const item = await getItem(tokenKey(tokenHash), true);
  return item ? toLink(item) : undefined;
}

/** S1+S2+S3: the link and its lookup go, and the count drops; false when it was already gone. */
export async function deleteShareLink(link: ShareLink): Promise<boolean> {
  const outcome = await transact([
    {
      Delete: {
        TableName: tableName(),
        Key: linkKey(link.clientId, link.projectId, link.tokenId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    { Delete: { TableName: tableName(), Key: tokenKey(link.tokenHash) } },
    {
      Update: {
        TableName: tableName(),
        Key: countKey(link.clientId, link.projectId),
        UpdateExpression: 'ADD live :minus',
        ExpressionAttributeValues: { ':minus': -1 },
      },
    },
  ]);
  if (outcome.ok) return true;
  if (outcome.refused.includes(0)) return false;
  throw outcome.error;
}

function toLink(item: Record<string, unknown>): ShareLink {
  return {
    clientId: String(item.clientId),
    projectId: String(item.projectId),
    tokenId: String(item.tokenId),
    tokenHash: String(item.tokenHash),
    hint: String(item.hint),
    createdAt: String(item.createdAt),
    createdBy: String(item.createdBy),
  };
}

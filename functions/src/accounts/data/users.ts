import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SubType } from '@adpulse/shared';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { notFound } from '../../platform/errors.ts';
import { toClientRecord } from './clients.ts';
import { isConditionFailure } from '../../platform/dynamo/conditions.ts';
import { batchGet, queryAll } from '../../platform/dynamo/reads.ts';
import { transact, type TransactItem } from '../../platform/dynamo/transactions.ts';
import { emailNotAvailable } from '../errors.ts';
import {
  clientKey,
  clientUsersIndexKey,
  credentialKey,
  emailClaimKey,
  userIndexSortKey,
  userKey,
} from './keys.ts';
import type { ClientRecord, UserRecord } from './records.ts';

export function userItem(record: UserRecord) {
  return {
    ...userKey(record.clientId, record.userId),
    gsi1pk: clientUsersIndexKey(record.clientId),
    gsi1sk: userIndexSortKey(record.subType, record.userId),
    entity: 'user',
    ...record,
  };
}

export function toUserRecord(item: Record<string, unknown>): UserRecord {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, entity: _entity, ...record } = item;
  return record as unknown as UserRecord;
}

export function emailClaimItem(user: Pick<UserRecord, 'email' | 'clientId' | 'userId'>) {
  return { ...emailClaimKey(user.email), entity: 'emailClaim', clientId: user.clientId, userId: user.userId };
}

/** A3. */
export async function findUser(clientId: string, userId: string): Promise<UserRecord | undefined> {
  const answer = await dynamoClient().send(
    new GetCommand({ TableName: tableName(), Key: userKey(clientId, userId), ConsistentRead: true }),
  );
  return answer.Item ? toUserRecord(answer.Item) : undefined;
}

export async function requireUser(clientId: string, userId: string): Promise<UserRecord> {
  const user = await findUser(clientId, userId);
  if (!user) throw notFound();
  return user;
}

/** A4: the client's users, optionally of one sub-type, ordered by sub-type then id. */
export async function listClientUsers(clientId: string, subType?: SubType): Promise<UserRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: subType ? 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)' : 'gsi1pk = :pk',
    ExpressionAttributeValues: {
      ':pk': clientUsersIndexKey(clientId),
      ...(subType ? { ':prefix': `${subType}#` } : {}),
    },
  });
  return items.map(toUserRecord);
}

/** Writes a changed user (the user must still exist). */
export async function saveUser(record: UserRecord): Promise<void> {
  try {
    await dynamoClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: userItem(record),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw notFound();
    throw error;
  }
}

export interface LoginLookup {
  user: UserRecord;
  client: ClientRecord;
  passwordHash?: string;
}

/** A1: the e-mail claim, then user, credential and client in one batch read. */
export async function findLoginByEmail(email: string): Promise<LoginLookup | undefined> {
  const claim = await dynamoClient().send(
    new GetCommand({ TableName: tableName(), Key: emailClaimKey(email), ConsistentRead: true }),
  );
  const clientId = claim.Item?.clientId;
  const userId = claim.Item?.userId;
  if (typeof clientId !== 'string' || typeof userId !== 'string') return undefined;
  const items = await batchGet(
    [userKey(clientId, userId), credentialKey(clientId, userId), clientKey(clientId)],
    { consistent: true },
  );
  const userItemFound = items.find((item) => item.sk === userKey(clientId, userId).sk);
  const clientItemFound = items.find((item) => item.sk === 'CLIENT');
  const credential = items.find((item) => item.sk === credentialKey(clientId, userId).sk);
  if (!userItemFound || !clientItemFound) return undefined;
  return {
    user: toUserRecord(userItemFound),
    client: toClientRecord(clientItemFound),
    ...(typeof credential?.hash === 'string' ? { passwordHash: credential.hash } : {}),
  };
}

/** A3: the user has logged in once (its first-login screen is done). */
export async function markLoggedIn(clientId: string, userId: string): Promise<void> {
  await dynamoClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(clientId, userId),
      UpdateExpression: 'SET firstLogin = :false',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':false': false },
    }),
  );
}

/** A3: an operator blocks a user or lets it in again (the user must exist). */
export async function setUserStatus(
  clientId: string,
  userId: string,
  status: UserRecord['status'],
  at: string,
): Promise<void> {
  await dynamoClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(clientId, userId),
      UpdateExpression: 'SET #status = :status, updatedAt = :stamp',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status, ':stamp': at },
    }),
  );
}

/** A Put of a new item (refused when its key exists). */
export const putIfAbsent = (Item: Record<string, unknown>): TransactItem => ({
  Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(pk)' },
});

/**
 * A2: a new user with the claim of its e-mail, in one transaction with `companions` (the new
 * client, or the check that its client is open): a taken e-mail writes nothing
 * (accounts.email_taken), a refused companion is not found.
 */
export async function insertUserClaimingEmail(user: UserRecord, companions: TransactItem[]): Promise<void> {
  const outcome = await transact([
    putIfAbsent(emailClaimItem(user)),
    ...companions,
    putIfAbsent(userItem(user)),
  ]);
  if (outcome.ok) return;
  if (outcome.refused.includes(0)) throw emailNotAvailable();
  if (outcome.refused.length) throw notFound();
  throw outcome.error;
}

import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, tableName } from '../platform/aws.ts';
import { now, nowSeconds } from '../platform/clock.ts';
import { hashPassword } from './password.ts';
import { revokeUserSessions } from '../platform/auth/sessions.ts';
import { linkExpired } from './errors.ts';
import { composeLinkMail, confirmLink, recoveryLink, sendMail } from './mail/index.ts';
import { findClient } from './data/clients.ts';
import { credentialItem } from './data/credentials.ts';
import { createLinkToken, redeemLinkToken, type LinkPurpose } from './data/link-tokens.ts';
import { failedConditions } from '../platform/dynamo/conditions.ts';
import { userKey } from './data/keys.ts';
import { findLoginByEmail, findUser } from './data/users.ts';
import type { UserRecord } from './data/records.ts';

/**
 * The e-mail link flows: a new account or an invited user sets its password through a confirm
 * link (24 h); a forgotten password is replaced through a recovery link (1 h). Links are
 * single-use; setting a password activates the user; a reset also ends every session.
 */
export async function sendSetPasswordLink(
  user: UserRecord,
  kind: 'confirm' | 'invite',
  language: string,
  company?: string,
): Promise<void> {
  const token = await createLinkToken('confirm', user, nowSeconds());
  await sendMail(
    composeLinkMail({
      kind,
      to: user.email,
      name: user.firstName,
      link: confirmLink(language, token),
      language,
      ...(company ? { company } : {}),
    }),
  );
}

/** POST /users/recover: a reset link when the e-mail has a usable account; silence otherwise. */
export async function requestPasswordReset(email: string, language: string): Promise<void> {
  const found = await findLoginByEmail(email);
  if (!found || found.client.closedAt || found.user.status === 'disabled') return;
  const token = await createLinkToken('reset', found.user, nowSeconds());
  await sendMail(
    composeLinkMail({
      kind: 'reset',
      to: found.user.email,
      name: found.user.firstName,
      link: recoveryLink(language, token),
      language,
    }),
  );
}

/** POST /users/confirm. */
export function confirmAccount(token: string, password: string): Promise<UserRecord> {
  return setPasswordWithLink('confirm', token, password);
}

/** POST /users/reset. */
export async function resetPassword(token: string, password: string): Promise<UserRecord> {
  const user = await setPasswordWithLink('reset', token, password);
  await revokeUserSessions(user.userId);
  return user;
}

async function setPasswordWithLink(
  purpose: LinkPurpose,
  token: string,
  password: string,
): Promise<UserRecord> {
  const target = await redeemLinkToken(purpose, token, nowSeconds());
  if (!target) throw linkExpired();
  const [user, client] = await Promise.all([
    findUser(target.clientId, target.userId),
    findClient(target.clientId),
  ]);
  if (!user || !client || client.closedAt || user.status === 'disabled') throw linkExpired();
  if (!(await storePassword(user, password, { activate: true }))) throw linkExpired();
  return user;
}

/**
 * Stores a new password hash, in one transaction with a check that the user still exists and
 * is not disabled; with `activate`, an invited user becomes active. False when the check fails.
 */
export async function storePassword(
  user: UserRecord,
  password: string,
  options: { activate: boolean },
): Promise<boolean> {
  const stamp = new Date(now()).toISOString();
  const hash = await hashPassword(password);
  const key = userKey(user.clientId, user.userId);
  const usable = {
    ConditionExpression: 'attribute_exists(pk) AND #status IN (:invited, :active)',
    ExpressionAttributeNames: { '#status': 'status' },
  };
  try {
    await dynamoClient().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: credentialItem(user.clientId, user.userId, hash, stamp) } },
          options.activate
            ? {
                Update: {
                  TableName: tableName(),
                  Key: key,
                  UpdateExpression: 'SET #status = :active, updatedAt = :stamp',
                  ...usable,
                  ExpressionAttributeValues: { ':invited': 'invited', ':active': 'active', ':stamp': stamp },
                },
              }
            : {
                ConditionCheck: {
                  TableName: tableName(),
                  Key: key,
                  ...usable,
                  ExpressionAttributeValues: { ':invited': 'invited', ':active': 'active' },
                },
              },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (failedConditions(error).length) return false;
    throw error;
  }
}

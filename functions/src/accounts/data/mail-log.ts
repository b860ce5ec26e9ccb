import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { MailStopReason } from '@adpulse/shared/accounts/me';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { putIfAbsent } from '../../platform/dynamo/writes.ts';
import { sentMailKey, suppressedAddressKey } from './keys.ts';

/**
 * A11: claims a notice e-mail of a client before sending it. The conditional put succeeds once
 * per key, so a retried task, a redelivered event or a concurrent twin sends nothing more.
 */
export async function claimMail(clientId: string, mailKey: string, to: string, at: string): Promise<boolean> {
  return putIfAbsent({
    ...sentMailKey(clientId, mailKey),
    entity: 'sentMail',
    to: to.toLowerCase(),
    claimedAt: at,
  });
}

/** A11: gives a claim back when sending failed, so that the task's retry sends it. */
export async function releaseMail(clientId: string, mailKey: string): Promise<void> {
  await dynamoClient().send(
    new DeleteCommand({ TableName: tableName(), Key: sentMailKey(clientId, mailKey) }),
  );
}

export type SuppressionReason = MailStopReason;

export interface SuppressedAddress {
  email: string;
  reason: SuppressionReason;
  at: string;
}

/** A13: mail the address again (its owner asked, from the account screen). */
export async function releaseSuppression(email: string): Promise<void> {
  await dynamoClient().send(new DeleteCommand({ TableName: tableName(), Key: suppressedAddressKey(email) }));
}

/** A12: records an address SES reported; the first report's reason and time stay. */
export async function suppressAddress(
  email: string,
  reason: SuppressionReason,
  at: string,
): Promise<boolean> {
  return putIfAbsent({
    ...suppressedAddressKey(email),
    entity: 'suppressedAddress',
    email: email.toLowerCase(),
    reason,
    at,
  });
}

/** A12: whether an address is suppressed, and why. */
export async function findSuppression(email: string): Promise<SuppressedAddress | null> {
  const answer = await dynamoClient().send(
    new GetCommand({ TableName: tableName(), Key: suppressedAddressKey(email), ConsistentRead: true }),
  );
  const item = answer.Item;
  if (!item) return null;
  return { email: String(item.email), reason: item.reason as SuppressionReason, at: String(item.at) };
}

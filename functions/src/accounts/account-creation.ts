import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { SubType } from '@adpulse/shared';
import { dynamoClient, tableName } from '../platform/aws.ts';
import { now } from '../platform/clock.ts';
import { notFound } from '../platform/errors.ts';
import { emailNotAvailable } from './errors.ts';
import { clientItem } from './data/clients.ts';
import { failedConditions } from '../platform/dynamo/conditions.ts';
import { clientKey } from './data/keys.ts';
import { DEFAULT_NOTIFICATIONS, type ClientRecord, type UserRecord } from './data/records.ts';
import { emailClaimItem, userItem } from './data/users.ts';

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  subType: SubType;
  branch?: string;
  position?: string;
  company?: string;
  phone?: string;
  jobTitle?: string;
  newsletter?: boolean;
}

export type NewClient = Pick<ClientRecord, 'clientType' | 'multiUser' | 'companyName' | 'registration'> & {
  branches?: ClientRecord['branches'];
};

function userRecord(clientId: string, input: NewUser, language: string, stamp: string): UserRecord {
  const { newsletter, ...fields } = input;
  return {
    ...fields,
    userId: randomUUID(),
    clientId,
    email: input.email.toLowerCase(),
    status: 'invited',
    firstLogin: true,
    notifications: { ...DEFAULT_NOTIFICATIONS, newsletter: newsletter ?? false },
    language,
    createdAt: stamp,
    updatedAt: stamp,
  };
}

const put = (Item: Record<string, unknown>) => ({
  Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(pk)' },
});

/**
 * A2: a new client and its first admin (invited: no password until the e-mail link is used),
 * written together with the claim of the e-mail, so a taken e-mail creates nothing (409).
 */
export async function createClientWithAdmin(
  clientInput: NewClient,
  admin: Omit<NewUser, 'subType' | 'branch'>,
  language: string,
): Promise<{ client: ClientRecord; user: UserRecord }> {
  const stamp = new Date(now()).toISOString();
  const client: ClientRecord = {
    branches: [],
    ...clientInput,
    clientId: randomUUID(),
    createdAt: stamp,
    version: 1,
  };
  const user = userRecord(client.clientId, { ...admin, subType: 'admin' }, language, stamp);
  await writeWithEmailClaim(user, [put(clientItem(client))]);
  return { client, user };
}

/** A new invited user of an existing, open client (users screen, operator, demo seed). */
export async function createUserInClient(
  clientId: string,
  input: NewUser,
  language: string,
): Promise<UserRecord> {
  const user = userRecord(clientId, input, language, new Date(now()).toISOString());
  await writeWithEmailClaim(user, [
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: clientKey(clientId),
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(closedAt)',
      },
    },
  ]);
  return user;
}

async function writeWithEmailClaim(user: UserRecord, others: Record<string, unknown>[]): Promise<void> {
  try {
    await dynamoClient().send(
      new TransactWriteCommand({
        TransactItems: [put(emailClaimItem(user)), ...others, put(userItem(user))],
      }),
    );
  } catch (error) {
    const failed = failedConditions(error);
    if (failed.includes(0)) throw emailNotAvailable();
    if (failed.length) throw notFound();
    throw error;
  }
}

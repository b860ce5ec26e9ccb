import { randomUUID } from 'node:crypto';
import type { SubType } from '@adpulse/shared';
import { tableName } from '../platform/aws.ts';
import { now } from '../platform/clock.ts';
import { clientItem } from './data/clients.ts';
import { clientKey } from './data/keys.ts';
import { DEFAULT_NOTIFICATIONS, type ClientRecord, type UserRecord } from './data/records.ts';
import { insertUserClaimingEmail, putIfAbsent } from './data/users.ts';

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
  await insertUserClaimingEmail(user, [putIfAbsent(clientItem(client))]);
  return { client, user };
}

/** A new invited user of an existing, open client (users screen, operator, demo seed). */
export async function createUserInClient(
  clientId: string,
  input: NewUser,
  language: string,
): Promise<UserRecord> {
  const user = userRecord(clientId, input, language, new Date(now()).toISOString());
  await insertUserClaimingEmail(user, [
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

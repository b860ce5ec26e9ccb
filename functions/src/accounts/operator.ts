import type { ClientType } from '@adpulse/shared';
import { now } from '../platform/clock.ts';
import { revokeUserSessions } from '../platform/auth/data/sessions.ts';
import { createClientWithAdmin } from './account-creation.ts';
import { sendSetPasswordLink } from './password-links.ts';
import { mutateClient } from './data/clients.ts';
import type { ClientRecord, UserRecord } from './data/records.ts';
import { findLoginByEmail, listClientUsers, setUserStatus } from './data/users.ts';

/** Operator actions (scripts/operator.ts); not reachable through the API. */
export class OperatorError extends Error {
  override name = 'OperatorError';
}

export interface CustomClientInput {
  company: string;
  email: string;
  firstName: string;
  lastName: string;
  multiUser: boolean;
  language?: string;
}

/** A custom client and its first admin, who gets the invitation to set a password. */
export async function createCustomClient(
  input: CustomClientInput,
): Promise<{ client: ClientRecord; user: UserRecord }> {
  const language = input.language ?? 'en';
  const created = await createClientWithAdmin(
    { clientType: 'custom', multiUser: input.multiUser, companyName: input.company },
    { firstName: input.firstName, lastName: input.lastName, email: input.email, company: input.company },
    language,
  );
  await sendSetPasswordLink(created.user, 'invite', language, input.company);
  return created;
}

/**
 * Switches a client between regular and custom (and single/multi-user). A regular or
 * single-user client has one user, so a client with several users stays multi-user.
 * Every session of the client ends, since its tokens carry the old type.
 */
export async function setClientType(input: {
  clientId: string;
  clientType: ClientType;
  multiUser?: boolean;
}): Promise<ClientRecord> {
  const users = await listClientUsers(input.clientId);
  const multiUser = input.clientType === 'regular' ? false : (input.multiUser ?? false);
  if (!multiUser && users.length > 1) {
    throw new OperatorError(
      `Client ${input.clientId} has ${users.length} users: it must stay custom multi-user`,
    );
  }
  const client = await mutateClient(input.clientId, (current) => ({
    ...current,
    clientType: input.clientType,
    multiUser,
  }));
  for (const user of users) await revokeUserSessions(user.userId);
  return client;
}

/** Blocks a user's login and ends its sessions (`enable` lets it in again). */
export async function setUserDisabled(email: string, disabled: boolean): Promise<UserRecord> {
  const found = await findLoginByEmail(email);
  if (!found) throw new OperatorError(`No user with e-mail ${email}`);
  const { user } = found;
  const status = disabled ? 'disabled' : found.passwordHash ? 'active' : 'invited';
  await setUserStatus(user.clientId, user.userId, status, new Date(now()).toISOString());
  if (disabled) await revokeUserSessions(user.userId);
  return { ...user, status };
}

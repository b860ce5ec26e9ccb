import type { CreateUserRequest, UpdateUserRequest, UserList } from '@adpulse/shared/accounts/index';
import type { SubType } from '@adpulse/shared';
import type { z } from 'zod';
import type { createUserRequestSchema, updateUserRequestSchema } from '@adpulse/shared/accounts/index';
import { now } from '../platform/clock.ts';
import { revokeUserSessions } from '../platform/auth/data/sessions.ts';
import type { Session } from '../platform/auth/session.ts';
import { forbidden, invalidField, notFound } from '../platform/errors.ts';
import { createUserInClient } from './account-creation.ts';
import { unknownBranch } from './errors.ts';
import { applyPatch } from './patch.ts';
import { sendSetPasswordLink } from './password-links.ts';
import { requireOpenClient } from './data/clients.ts';
import type { ClientRecord, UserRecord } from './data/records.ts';
import { listClientUsers, requireUser, saveUser } from './data/users.ts';
import {
  canChangeUser,
  canDeleteUser,
  canManageUser,
  canSeeUser,
  defaultBranchFor,
} from '@adpulse/shared/accounts/user-rules';
import { removeUsers } from './user-removal.ts';
import { toUserView } from './views.ts';

type CreateUser = z.output<typeof createUserRequestSchema>;
type UpdateUser = z.output<typeof updateUserRequestSchema>;
export type { CreateUserRequest, UpdateUserRequest };

/** GET /users: the users the caller sees, optionally of one sub-type, a page of them. */
export async function listUsers(
  session: Session,
  query: { limit: number; skip: number; subType?: SubType | undefined },
): Promise<UserList> {
  const users = (await listClientUsers(session.clientId, query.subType)).filter((user) =>
    canSeeUser(session, user),
  );
  return {
    items: users.slice(query.skip, query.skip + query.limit).map((user) => toUserView(user)),
    total: users.length,
  };
}

function checkBranch(client: ClientRecord, subType: SubType, branch: string | undefined): void {
  if (branch !== undefined && !client.branches.some((candidate) => candidate._id === branch))
    throw unknownBranch();
  if (subType === 'branch' && branch === undefined) {
    throw invalidField('branch', 'validation.required');
  }
}

/** POST /clients/{clientId}/users: an invited user, who sets a password from the e-mail. */
export async function createUser(session: Session, input: CreateUser, language: string): Promise<UserRecord> {
  const client = await requireOpenClient(session.clientId);
  const branch = defaultBranchFor(session, input.branch);
  checkBranch(client, input.subType, branch);
  if (!canManageUser(session, { userId: '', subType: input.subType, ...(branch ? { branch } : {}) }))
    throw forbidden();
  const user = await createUserInClient(
    session.clientId,
    { ...input, ...(branch ? { branch } : {}), company: client.companyName },
    language,
  );
  await sendSetPasswordLink(user, 'invite', language, client.companyName);
  return user;
}

/** The user of the caller's client that the caller may see; others (and other clients') are 404. */
async function visibleUser(session: Session, userId: string): Promise<UserRecord> {
  const user = await requireUser(session.clientId, userId);
  if (!canSeeUser(session, user)) throw notFound();
  return user;
}

/** PATCH /users/{userId}. A changed sub-type or branch ends the user's sessions (their claims changed). */
export async function updateUser(session: Session, userId: string, patch: UpdateUser): Promise<UserRecord> {
  const before = await visibleUser(session, userId);
  const client = await requireOpenClient(session.clientId);
  const after = applyPatch(before, { ...patch, updatedAt: new Date(now()).toISOString() });
  checkBranch(client, after.subType, after.branch);
  if (!canChangeUser(session, before, after)) throw forbidden();
  await saveUser(after);
  if (before.subType !== after.subType || before.branch !== after.branch)
    await revokeUserSessions(after.userId);
  return after;
}

/** DELETE /users/{userId}: the user and its sessions go; its projects stay with the client. */
export async function deleteUser(session: Session, userId: string): Promise<void> {
  const target = await visibleUser(session, userId);
  if (!canDeleteUser(session, target)) throw forbidden();
  await removeUsers([target]);
}

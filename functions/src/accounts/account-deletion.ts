import { now } from '../platform/clock.ts';
import type { Session } from '../platform/auth/session.ts';
import { checkReenteredPassword } from './password-check.ts';
import { mutateClient } from './data/clients.ts';
import { listClientUsers, requireUser } from './data/users.ts';
import { removeUsers } from './user-removal.ts';

/** Projects of a closed client are kept this long, then purged. */
export const CLOSED_CLIENT_RETENTION_DAYS = 30;

export interface DeletionOutcome {
  clientClosed: boolean;
  purgeAfter?: string;
}

/**
 * DELETE /users/me, with the password re-entered. The caller's user goes. When it was the
 * client's last admin (regular clients have only one user), the client is closed: `closedAt`
 * and `purgeAfter` (+30 days) are set on it, every user of it is deleted (nobody can sign in),
 * and its projects are kept until `purgeAfter`.
 */
export async function deleteOwnAccount(session: Session, password: string): Promise<DeletionOutcome> {
  const user = await requireUser(session.clientId, session.userId);
  await checkReenteredPassword(user, password, 'password');
  const users = await listClientUsers(session.clientId);
  const otherAdmins = users.filter(
    (other) => other.subType === 'admin' && other.userId !== user.userId && other.status !== 'disabled',
  );
  if (user.subType === 'admin' && otherAdmins.length === 0) {
    const closedAt = new Date(now());
    const purgeAfter = new Date(
      closedAt.getTime() + CLOSED_CLIENT_RETENTION_DAYS * 24 * 60 * 60 * 1000,
    ).toISOString();
    await mutateClient(session.clientId, (client) => ({
      ...client,
      closedAt: closedAt.toISOString(),
      purgeAfter,
    }));
    await removeUsers(users);
    return { clientClosed: true, purgeAfter };
  }
  await removeUsers([user]);
  return { clientClosed: false };
}

import type { Me } from '@adpulse/shared/accounts/index';
import type { updateMeRequestSchema } from '@adpulse/shared/accounts/index';
import type { z } from 'zod';
import { invalidField, unauthorized } from '../platform/errors.ts';
import { now } from '../platform/clock.ts';
import { revokeUserSessions } from '../platform/auth/data/sessions.ts';
import type { Session } from '../platform/auth/session.ts';
import { avatarViewUrl, isOwnAvatarKey } from './avatar.ts';
import { checkReenteredPassword } from './password-check.ts';
import { storePassword } from './password-links.ts';
import { applyPatch } from './patch.ts';
import { requireOpenClient } from './data/clients.ts';
import { findSuppression, releaseSuppression } from './data/mail-log.ts';
import type { UserRecord } from './data/records.ts';
import { requireUser, saveUser } from './data/users.ts';
import { toClientView, toUserView } from './views.ts';

type UpdateMe = z.output<typeof updateMeRequestSchema>;

/** GET /users/me. */
export async function readMe(session: Session): Promise<Me> {
  const [user, client] = await Promise.all([
    requireUser(session.clientId, session.userId),
    requireOpenClient(session.clientId),
  ]);
  const [avatarUrl, stop] = await Promise.all([
    user.avatarKey ? avatarViewUrl(user.avatarKey) : undefined,
    findSuppression(user.email),
  ]);
  return {
    user: toUserView(user, avatarUrl),
    client: toClientView(client),
    mailStopped: stop ? { reason: stop.reason, at: stop.at } : null,
  };
}

/** DELETE /users/me/mail-stop: the caller's own address gets mail again (nothing when it was not stopped). */
export async function resumeMail(session: Session): Promise<Me> {
  const user = await requireUser(session.clientId, session.userId);
  await releaseSuppression(user.email);
  return readMe(session);
}

/** PATCH /users/me: personal information, notification preferences, profile image. */
export async function updateMe(session: Session, patch: UpdateMe): Promise<Me> {
  const user = await requireUser(session.clientId, session.userId);
  if (patch.avatarKey && !isOwnAvatarKey(session, patch.avatarKey)) {
    throw invalidField('avatarKey');
  }
  const { notifications, ...fields } = patch;
  const next: UserRecord = {
    ...applyPatch(user, fields),
    notifications: { ...user.notifications, ...definedNotifications(notifications) },
    updatedAt: new Date(now()).toISOString(),
  };
  await saveUser(next);
  return readMe(session);
}

function definedNotifications(patch: UpdateMe['notifications']): Partial<UserRecord['notifications']> {
  return Object.fromEntries(Object.entries(patch ?? {}).filter(([, value]) => typeof value === 'boolean'));
}

/**
 * PUT /clients/{clientId}/password: the caller's own password, after the old one. Every other
 * session of the user ends; the one that made the change goes on (it just proved the password).
 */
export async function changePassword(
  session: Session,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const user = await requireUser(session.clientId, session.userId);
  await checkReenteredPassword(user, oldPassword, 'oldPassword');
  if (!(await storePassword(user, newPassword, { activate: false }))) {
    throw unauthorized();
  }
  await revokeUserSessions(user.userId, session.sessionId);
}

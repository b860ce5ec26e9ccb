import { batchDelete } from '../platform/dynamo/batch-delete.ts';
import { revokeUserSessions } from '../platform/auth/data/sessions.ts';
import { credentialKey, emailClaimKey, userKey } from './data/keys.ts';
import type { UserRecord } from './data/records.ts';

/**
 * Deletes users with everything that lets them in: first the password and the claim on the
 * e-mail (no new login can start; the e-mail is free again for a new registration), then the
 * sessions, then the user items. Their projects stay with the client. Pending link tokens die
 * with the user: redeeming one finds no user.
 */
export async function removeUsers(users: readonly UserRecord[]): Promise<void> {
  await batchDelete(
    users.flatMap((user) => [credentialKey(user.clientId, user.userId), emailClaimKey(user.email)]),
  );
  for (const user of users) await revokeUserSessions(user.userId);
  await batchDelete(users.map((user) => userKey(user.clientId, user.userId)));
}

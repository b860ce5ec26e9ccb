import type { Me } from '@adpulse/shared/accounts/me';
import type { User } from '@adpulse/shared/accounts/users';

/**
 * Whether deleting this account closes the whole client (functions/src/accounts/account-deletion.ts):
 * so it does when the user is its last enabled admin, which a single-user client always has.
 */
export function deletionClosesClient(
  me: Me,
  admins: readonly Pick<User, '_id' | 'subType' | 'status'>[],
): boolean {
  if (me.user.subType !== 'admin') return false;
  if (!me.client.multiUser) return true;
  return !admins.some(
    (admin) => admin._id !== me.user._id && admin.subType === 'admin' && admin.status !== 'disabled',
  );
}

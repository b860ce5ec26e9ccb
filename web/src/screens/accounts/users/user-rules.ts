import type { SubType } from '@adpulse/shared';
import type { User } from '@adpulse/shared/accounts/users';
import * as scope from '@adpulse/shared/accounts/user-scope';

/**
 * The users screen's view of the one rule in shared/src/accounts/user-scope.ts (the API applies
 * the same functions): the signed-in manager and the listed users in the rule's terms, so the
 * screen offers only what the API would accept.
 */
export interface Manager {
  userId: string | null;
  subType: SubType;
  branchId: string | null;
}

type Listed = Pick<User, '_id' | 'subType' | 'branch'>;

const actorOf = (manager: Manager): scope.Actor => ({
  userId: manager.userId ?? '',
  subType: manager.subType,
  ...(manager.branchId ? { branchId: manager.branchId } : {}),
});

const managedOf = (user: Listed): scope.ManagedUser => ({
  userId: user._id,
  subType: user.subType,
  ...(user.branch ? { branch: user.branch } : {}),
});

export const assignableSubTypes = (manager: Manager): SubType[] => scope.assignableSubTypes(manager);

export const canEditUser = (manager: Manager, user: Listed): boolean =>
  scope.canManageUser(actorOf(manager), managedOf(user));

export const canDeleteUser = (manager: Manager, user: Listed): boolean =>
  scope.canDeleteUser(actorOf(manager), managedOf(user));

export const editableAssignment = (manager: Manager, user: Pick<User, '_id'> | null) =>
  scope.editableAssignment(actorOf(manager), user?._id ?? null);

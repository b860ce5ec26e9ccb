import { SUB_TYPES, type SubType } from '@adpulse/shared';
import type { User } from '@adpulse/shared/accounts/users';

/**
 * What the users screen offers to whom. The API decides (functions/src/accounts/user-scope.ts);
 * this only hides what it would refuse: admins manage everyone, branch users and collaborators
 * manage everyone but admins and cannot make anyone admin; nobody changes its own role or
 * branch, or deletes itself, here.
 */
export interface Manager {
  userId: string | null;
  subType: SubType;
  branchId: string | null;
}

export function assignableSubTypes(manager: Manager): SubType[] {
  return manager.subType === 'admin' ? [...SUB_TYPES] : SUB_TYPES.filter((subType) => subType !== 'admin');
}

export function canEditUser(manager: Manager, user: Pick<User, '_id' | 'subType' | 'branch'>): boolean {
  if (manager.subType === 'branch' && user.branch !== manager.branchId) return false;
  return manager.subType === 'admin' || user.subType !== 'admin';
}

export function canDeleteUser(manager: Manager, user: Pick<User, '_id' | 'subType' | 'branch'>): boolean {
  return user._id !== manager.userId && canEditUser(manager, user);
}

/** Role and branch are fixed for oneself; a branch user's users stay in its branch. */
export function editableAssignment(
  manager: Manager,
  user: Pick<User, '_id'> | null,
): {
  subType: boolean;
  branch: boolean;
} {
  const self = user !== null && user._id === manager.userId;
  return { subType: !self, branch: !self && manager.subType !== 'branch' };
}

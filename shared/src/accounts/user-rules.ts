import { SUB_TYPES, type SubType } from '../auth/permissions.ts';

/**
 * Who manages whom on the users screen (its access is checked before: admin, branch or
 * collaborator of a custom multi-user client).
 * - admin: sees and manages every user of the client.
 * - collaborator: sees every user; manages everyone but admins, and cannot make anyone admin.
 * - branch: sees and manages only the users of its own branch, never admins, and only
 *   inside its branch (new users land in its branch; nobody is moved out of it).
 * Nobody changes its own sub-type or branch, or deletes itself here (DELETE /users/me does).
 */
export interface Actor {
  userId: string;
  subType: SubType;
  branchId?: string;
}

export interface ManagedUser {
  userId: string;
  subType: SubType;
  branch?: string;
}

export function canSeeUser(actor: Actor, target: ManagedUser): boolean {
  switch (actor.subType) {
    case 'admin':
    case 'collaborator':
      return true;
    case 'branch':
      return !!actor.branchId && target.branch === actor.branchId;
    default:
      return false;
  }
}

export function canManageUser(actor: Actor, target: ManagedUser): boolean {
  if (!canSeeUser(actor, target)) return false;
  return actor.subType === 'admin' || target.subType !== 'admin';
}

/** Whether `before` may become `after` by this actor (both must be within its reach). */
export function canChangeUser(actor: Actor, before: ManagedUser, after: ManagedUser): boolean {
  if (!canManageUser(actor, before) || !canManageUser(actor, after)) return false;
  const self = before.userId === actor.userId;
  return !self || (before.subType === after.subType && before.branch === after.branch);
}

export function canDeleteUser(actor: Actor, target: ManagedUser): boolean {
  return target.userId !== actor.userId && canManageUser(actor, target);
}

/** The branch a new user gets when none is given: a branch user's own. */
export function defaultBranchFor(actor: Actor, requested?: string): string | undefined {
  return requested ?? (actor.subType === 'branch' ? actor.branchId : undefined);
}

/** A user as the API answers it, as these rules read it. */
export function managedUser(user: {
  _id: string;
  subType: SubType;
  branch?: string | undefined;
}): ManagedUser {
  return { userId: user._id, subType: user.subType, ...(user.branch ? { branch: user.branch } : {}) };
}

/** The roles an actor may give: only admins make someone admin. */
export function assignableSubTypes(actor: Pick<Actor, 'subType'>): SubType[] {
  return actor.subType === 'admin' ? [...SUB_TYPES] : SUB_TYPES.filter((subType) => subType !== 'admin');
}

/**
 * What the actor may change of a user's role and branch (`null`: a new user), as canChangeUser
 * decides it: both are fixed for oneself, and a branch user's users stay in its branch.
 */
export function editableAssignment(
  actor: Actor,
  target: Pick<ManagedUser, 'userId'> | null,
): { subType: boolean; branch: boolean } {
  const self = target !== null && target.userId === actor.userId;
  return { subType: !self, branch: !self && actor.subType !== 'branch' };
}

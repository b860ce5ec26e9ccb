import { SUB_TYPES, type SubType } from '../auth/permissions.ts';

/**
 * Who manages whom on the users screen: the one rule, read by the API (which decides) and by
 * the web (which offers only what the API would accept). The screen itself is open to admins,
 * collaborators and branch users of a custom multi-user client (permissions.ts).
 *
 * An admin reaches the whole client. Every other sub-type is limited to its own branch (a user
 * without a branch, to the users without one): a user's branch decides which projects it sees,
 * so a manager that could place a user in another branch could read that branch's projects
 * through it. Within that scope each sub-type's power, widest first: admin, collaborator,
 * branch, researcher (nobody). A manager
 * - sees the users of its scope;
 * - manages (edits, deletes) those whose sub-type reaches no further than its own;
 * - grants (on creation or by an edit) only a sub-type that reaches no further than its own,
 *   so nobody can create or promote a user with more power than itself;
 * - never changes its own sub-type or branch, nor deletes itself, here (DELETE /users/me does).
 * A non-admin's new users land in its own branch, and nobody leaves it through it.
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

const REACH: Record<SubType, number> = { admin: 3, collaborator: 2, branch: 1, researcher: 0 };

/** Whether the actor may give this sub-type to a user (a new one, or by an edit). */
export function canGrant(actor: Pick<Actor, 'subType'>, subType: SubType): boolean {
  return REACH[actor.subType] > 0 && REACH[subType] <= REACH[actor.subType];
}

/** Whether the actor reaches every branch; anyone else is limited to its own (see above). */
const reachesEveryBranch = (actor: Pick<Actor, 'subType'>) => actor.subType === 'admin';

export function canSeeUser(actor: Actor, target: ManagedUser): boolean {
  if (reachesEveryBranch(actor)) return true;
  if (REACH[actor.subType] === 0) return false;
  // A branch user is its branch: without one (never made so) it reaches nobody.
  if (actor.subType === 'branch' && !actor.branchId) return false;
  return target.branch === actor.branchId;
}

export function canManageUser(actor: Actor, target: ManagedUser): boolean {
  return canSeeUser(actor, target) && canGrant(actor, target.subType);
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

/** The branch a new user gets when none is given: a non-admin's own. */
export function defaultBranchFor(actor: Actor, requested?: string): string | undefined {
  return requested ?? (reachesEveryBranch(actor) ? undefined : actor.branchId);
}

/** A user as the API answers it, as these rules read it. */
export function managedUser(user: {
  _id: string;
  subType: SubType;
  branch?: string | undefined;
}): ManagedUser {
  return { userId: user._id, subType: user.subType, ...(user.branch ? { branch: user.branch } : {}) };
}

/** The roles an actor may give (canGrant), in the order of SUB_TYPES. */
export function assignableSubTypes(actor: Pick<Actor, 'subType'>): SubType[] {
  return SUB_TYPES.filter((subType) => canGrant(actor, subType));
}

/**
 * What the actor may change of a user's role and branch (`null`: a new user), as canChangeUser
 * decides it: both are fixed for oneself, and a non-admin's users stay in its branch.
 */
export function editableAssignment(
  actor: Actor,
  target: Pick<ManagedUser, 'userId'> | null,
): { subType: boolean; branch: boolean } {
  const self = target !== null && target.userId === actor.userId;
  return { subType: !self, branch: !self && reachesEveryBranch(actor) };
}

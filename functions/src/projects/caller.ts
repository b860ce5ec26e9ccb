import { findClient, visibleBranchIds } from '../accounts/index.ts';
import type { Session } from '../platform/auth/session.ts';
import { notFound } from '../platform/errors.ts';
import type { Actor } from './domain.ts';
import { EVERY_BRANCH, someBranches, type BranchScope } from './visibility.ts';

/** Users who see every branch whatever the client's settings (the accounts rule), without a read. */
const seesEveryBranch = (session: Session) => !session.multiUser || session.subType === 'admin';

async function branchesOf(session: Session) {
  const client = await findClient(session.clientId);
  if (!client || client.closedAt) throw notFound();
  return client;
}

/** The branches whose projects the caller sees (visibleBranchIds of the accounts domain). */
export async function scopeOf(session: Session): Promise<BranchScope> {
  if (seesEveryBranch(session)) return EVERY_BRANCH;
  const visible = visibleBranchIds(session, await branchesOf(session));
  return visible === 'all' ? EVERY_BRANCH : someBranches(visible);
}

/** The caller as an actor on projects: scope plus the client's branch ids (for assignment). */
export async function actorOf(session: Session): Promise<Actor & { scope: BranchScope }> {
  if (!session.multiUser) return { session, branchIds: [], scope: EVERY_BRANCH };
  const client = await branchesOf(session);
  const visible = visibleBranchIds(session, client);
  return {
    session,
    branchIds: client.branches.map((branch) => branch._id),
    scope: visible === 'all' ? EVERY_BRANCH : someBranches(visible),
  };
}

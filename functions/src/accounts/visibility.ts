import type { Branch } from '@adpulse/shared/accounts/index';
import type { Session } from '../platform/auth/session.ts';

export type BranchVisibility = 'all' | string[];

type Viewer = Pick<Session, 'subType' | 'branchId' | 'multiUser' | 'clientType'>;

/**
 * The branches whose projects a user sees (for the projects domain). Everyone sees everything
 * in a single-user client, and admins of a multi-user client see all branches. Other users
 * see their own branch plus every branch that shares its projects.
 */
export function visibleBranchIds(session: Viewer, client: { branches: readonly Branch[] }): BranchVisibility {
  if (!session.multiUser || session.subType === 'admin') return 'all';
  const ids = client.branches
    .filter((branch) => branch._id === session.branchId || branch.shareProjects)
    .map((branch) => branch._id);
  return [...new Set(ids)];
}

/** Whether a project of this branch is visible; a project with no branch belongs to the whole client. */
export function canSeeProjectOfBranch(
  session: Viewer,
  client: { branches: readonly Branch[] },
  projectBranchId: string | undefined,
): boolean {
  if (!projectBranchId) return true;
  const visible = visibleBranchIds(session, client);
  return visible === 'all' || visible.includes(projectBranchId);
}

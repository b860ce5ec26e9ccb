import { NO_BRANCH, branchKeyOf } from './data/keys.ts';

/**
 * The branches whose projects a caller sees. `all`: every branch (and projects without one);
 * otherwise `branches` lists the visible branch ids, and projects without a branch are always
 * visible.
 */
export interface BranchScope {
  all: boolean;
  branches: ReadonlySet<string>;
}

export const EVERY_BRANCH: BranchScope = { all: true, branches: new Set() };

export function someBranches(branchIds: Iterable<string>): BranchScope {
  return { all: false, branches: new Set(branchIds) };
}

export function canSeeBranchKey(scope: BranchScope, branchKey: string): boolean {
  return scope.all || branchKey === NO_BRANCH || scope.branches.has(branchKey);
}

export function canSeeProject(scope: BranchScope, project: { branchId?: string }): boolean {
  return canSeeBranchKey(scope, branchKeyOf(project.branchId));
}

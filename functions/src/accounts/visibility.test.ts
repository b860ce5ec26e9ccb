import { describe, expect, it } from 'vitest';
import type { SubType } from '@adpulse/shared';
import { canSeeProjectOfBranch, visibleBranchIds } from './visibility.ts';

const client = {
  branches: [
    { _id: 'milano', name: 'Milano', shareProjects: true },
    { _id: 'roma', name: 'Roma', shareProjects: false },
    { _id: 'napoli', name: 'Napoli', shareProjects: false },
  ],
};
const multi = (subType: SubType, branchId?: string) => ({
  clientType: 'custom' as const,
  multiUser: true,
  subType,
  ...(branchId ? { branchId } : {}),
});

describe('project visibility by branch', () => {
  it('shows everything in single-user clients and to admins of multi-user clients', () => {
    expect(visibleBranchIds({ clientType: 'regular', multiUser: false, subType: 'admin' }, client)).toBe(
      'all',
    );
    expect(visibleBranchIds({ clientType: 'custom', multiUser: false, subType: 'admin' }, client)).toBe(
      'all',
    );
    expect(visibleBranchIds(multi('admin'), client)).toBe('all');
  });

  it('shows other users their own branch and the branches that share projects', () => {
    expect(visibleBranchIds(multi('branch', 'roma'), client)).toEqual(['milano', 'roma']);
    expect(visibleBranchIds(multi('researcher', 'milano'), client)).toEqual(['milano']);
    expect(visibleBranchIds(multi('collaborator', 'napoli'), client)).toEqual(['milano', 'napoli']);
    expect(visibleBranchIds(multi('collaborator'), client)).toEqual(['milano']);
  });

  it('ignores a branch id that the client no longer has', () => {
    expect(visibleBranchIds(multi('branch', 'deleted'), client)).toEqual(['milano']);
  });

  it('decides one project: unassigned projects belong to the whole client', () => {
    const roma = multi('branch', 'roma');
    expect(canSeeProjectOfBranch(roma, client, undefined)).toBe(true);
    expect(canSeeProjectOfBranch(roma, client, 'roma')).toBe(true);
    expect(canSeeProjectOfBranch(roma, client, 'milano')).toBe(true);
    expect(canSeeProjectOfBranch(roma, client, 'napoli')).toBe(false);
    expect(canSeeProjectOfBranch(multi('admin'), client, 'napoli')).toBe(true);
  });
});

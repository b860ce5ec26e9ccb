import { describe, expect, it } from 'vitest';
import type { SubType } from '@adpulse/shared';
import {
  canChangeUser,
  canDeleteUser,
  canManageUser,
  canSeeUser,
  defaultBranchFor,
  type ManagedUser,
} from './user-scope.ts';

const admin = { userId: 'a', subType: 'admin' as const };
const branchMilano = { userId: 'b', subType: 'branch' as const, branchId: 'milano' };
const collaborator = { userId: 'c', subType: 'collaborator' as const, branchId: 'milano' };
const researcher = { userId: 'r', subType: 'researcher' as const, branchId: 'milano' };
const user = (userId: string, subType: SubType, branch?: string): ManagedUser => ({
  userId,
  subType,
  ...(branch ? { branch } : {}),
});

describe('who manages whom on the users screen', () => {
  const milanoResearcher = user('x', 'researcher', 'milano');
  const romaResearcher = user('y', 'researcher', 'roma');
  const otherAdmin = user('z', 'admin');

  it('lets an admin see and manage everyone', () => {
    for (const target of [milanoResearcher, romaResearcher, otherAdmin]) {
      expect(canSeeUser(admin, target)).toBe(true);
      expect(canManageUser(admin, target)).toBe(true);
    }
  });

  it('lets a collaborator see everyone and manage everyone but admins', () => {
    expect(canSeeUser(collaborator, otherAdmin)).toBe(true);
    expect(canManageUser(collaborator, otherAdmin)).toBe(false);
    expect(canManageUser(collaborator, romaResearcher)).toBe(true);
    expect(canChangeUser(collaborator, romaResearcher, { ...romaResearcher, subType: 'admin' })).toBe(false);
  });

  it('keeps a branch user inside its own branch', () => {
    expect(canSeeUser(branchMilano, milanoResearcher)).toBe(true);
    expect(canSeeUser(branchMilano, romaResearcher)).toBe(false);
    expect(canManageUser(branchMilano, user('w', 'admin', 'milano'))).toBe(false);
    expect(canChangeUser(branchMilano, milanoResearcher, { ...milanoResearcher, branch: 'roma' })).toBe(
      false,
    );
    expect(
      canChangeUser(branchMilano, milanoResearcher, { ...milanoResearcher, subType: 'collaborator' }),
    ).toBe(true);
    expect(canSeeUser({ userId: 'b2', subType: 'branch' }, user('n', 'researcher'))).toBe(false);
  });

  it('gives researchers no reach (their screen is denied anyway)', () => {
    expect(canSeeUser(researcher, milanoResearcher)).toBe(false);
  });

  it('forbids changing one own sub-type or branch, or deleting oneself here', () => {
    const self = user('a', 'admin');
    expect(canChangeUser(admin, self, { ...self, subType: 'branch', branch: 'milano' })).toBe(false);
    expect(canChangeUser(admin, self, self)).toBe(true);
    expect(canDeleteUser(admin, self)).toBe(false);
    expect(canDeleteUser(admin, otherAdmin)).toBe(true);
    expect(canDeleteUser(branchMilano, romaResearcher)).toBe(false);
  });

  it('places new users of a branch user in its branch', () => {
    expect(defaultBranchFor(branchMilano)).toBe('milano');
    expect(defaultBranchFor(branchMilano, 'roma')).toBe('roma');
    expect(defaultBranchFor(admin)).toBeUndefined();
  });
});

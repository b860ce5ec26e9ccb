import { describe, expect, it } from 'vitest';
import { SUB_TYPES, type SubType } from '../auth/permissions.ts';
import {
  canGrant,
  canChangeUser,
  canDeleteUser,
  canManageUser,
  canSeeUser,
  assignableSubTypes,
  defaultBranchFor,
  editableAssignment,
  managedUser,
  type ManagedUser,
} from './user-rules.ts';

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

  it('lets a collaborator see and manage the users of its own branch only, admins never', () => {
    expect(canSeeUser(collaborator, otherAdmin)).toBe(false);
    expect(canManageUser(collaborator, user('w', 'admin', 'milano'))).toBe(false);
    expect(canManageUser(collaborator, milanoResearcher)).toBe(true);
    expect(canSeeUser(collaborator, romaResearcher)).toBe(false);
    expect(canManageUser(collaborator, romaResearcher)).toBe(false);
    expect(canChangeUser(collaborator, milanoResearcher, { ...milanoResearcher, branch: 'roma' })).toBe(
      false,
    );
    expect(canChangeUser(collaborator, milanoResearcher, { ...milanoResearcher, subType: 'admin' })).toBe(
      false,
    );
    const noBranch = { userId: 'c2', subType: 'collaborator' as const };
    expect(canManageUser(noBranch, user('n', 'researcher'))).toBe(true);
    expect(canManageUser(noBranch, milanoResearcher)).toBe(false);
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
    ).toBe(false);
    expect(canChangeUser(branchMilano, milanoResearcher, { ...milanoResearcher, subType: 'branch' })).toBe(
      true,
    );
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

  it('grants only sub-types that reach no further than the granter, role by role', () => {
    const granted = (actor: { subType: SubType }) => SUB_TYPES.filter((subType) => canGrant(actor, subType));
    expect(granted(admin)).toEqual(['admin', 'branch', 'researcher', 'collaborator']);
    expect(granted(collaborator)).toEqual(['branch', 'researcher', 'collaborator']);
    expect(granted(branchMilano)).toEqual(['branch', 'researcher']);
    expect(granted(researcher)).toEqual([]);
    for (const actor of [admin, collaborator, branchMilano, researcher]) {
      expect(assignableSubTypes(actor)).toEqual(granted(actor));
    }
  });

  it('keeps users of a wider reach out of a manager’s hands, even in its own branch', () => {
    const milanoCollaborator = user('mc', 'collaborator', 'milano');
    expect(canSeeUser(branchMilano, milanoCollaborator)).toBe(true);
    expect(canManageUser(branchMilano, milanoCollaborator)).toBe(false);
    expect(canDeleteUser(branchMilano, milanoCollaborator)).toBe(false);
    expect(canManageUser(collaborator, milanoCollaborator)).toBe(true);
    expect(canManageUser(branchMilano, user('mb', 'branch', 'milano'))).toBe(true);
  });

  it('places new users of a branch user in its branch', () => {
    expect(defaultBranchFor(branchMilano)).toBe('milano');
    expect(defaultBranchFor(collaborator)).toBe('milano');
    expect(defaultBranchFor(branchMilano, 'roma')).toBe('roma');
    expect(defaultBranchFor(admin)).toBeUndefined();
  });
});

describe('what the users screen offers', () => {
  const collaborator = { userId: 'c', subType: 'collaborator' as const, branchId: 'milano' };
  const branchUser = { userId: 'b', subType: 'branch' as const, branchId: 'milano' };

  it('lets only admins make someone admin', () => {
    expect(assignableSubTypes({ subType: 'admin' })).toEqual([
      'admin',
      'branch',
      'researcher',
      'collaborator',
    ]);
    expect(assignableSubTypes(collaborator)).not.toContain('admin');
    expect(assignableSubTypes(branchUser)).not.toContain('admin');
  });

  it('offers a branch user only the roles within its branch: no collaborator', () => {
    expect(assignableSubTypes(collaborator)).toEqual(['branch', 'researcher', 'collaborator']);
    expect(assignableSubTypes(branchUser)).toEqual(['branch', 'researcher']);
  });

  it('never changes one’s own role or branch, and keeps a non-admin’s users in its branch', () => {
    const self = { userId: 'a', subType: 'admin' as const };
    expect(editableAssignment(self, { userId: 'a' })).toEqual({ subType: false, branch: false });
    expect(editableAssignment(self, null)).toEqual({ subType: true, branch: true });
    expect(editableAssignment(branchUser, { userId: 'r' })).toEqual({ subType: true, branch: false });
    expect(editableAssignment(collaborator, { userId: 'r' })).toEqual({ subType: true, branch: false });
    expect(editableAssignment(collaborator, null)).toEqual({ subType: true, branch: false });
  });

  it('reads a user as the API answers it', () => {
    expect(managedUser({ _id: 'r', subType: 'researcher', branch: 'milano' })).toEqual({
      userId: 'r',
      subType: 'researcher',
      branch: 'milano',
    });
    expect(managedUser({ _id: 'x', subType: 'admin' })).toEqual({ userId: 'x', subType: 'admin' });
  });
});

import { describe, expect, it } from 'vitest';
import {
  assignableSubTypes,
  canDeleteUser,
  canEditUser,
  editableAssignment,
  type Manager,
} from './user-rules.ts';

const admin: Manager = { userId: 'a', subType: 'admin', branchId: null };
const collaborator: Manager = { userId: 'c', subType: 'collaborator', branchId: 'milano' };
const branchUser: Manager = { userId: 'b', subType: 'branch', branchId: 'milano' };

const someAdmin = { _id: 'x', subType: 'admin', branch: undefined } as const;
const researcherOfMilano = { _id: 'r', subType: 'researcher', branch: 'milano' } as const;
const researcherOfRoma = { _id: 'r2', subType: 'researcher', branch: 'roma' } as const;

describe('users screen rules', () => {
  it('lets only admins make someone admin', () => {
    expect(assignableSubTypes(admin)).toEqual(['admin', 'branch', 'researcher', 'collaborator']);
    expect(assignableSubTypes(collaborator)).not.toContain('admin');
    expect(assignableSubTypes(branchUser)).not.toContain('admin');
  });

  it('offers a branch user only the roles within its branch: no collaborator', () => {
    expect(assignableSubTypes(collaborator)).toEqual(['branch', 'researcher', 'collaborator']);
    expect(assignableSubTypes(branchUser)).toEqual(['branch', 'researcher']);
    const collaboratorOfMilano = { _id: 'c2', subType: 'collaborator', branch: 'milano' } as const;
    expect(canEditUser(branchUser, collaboratorOfMilano)).toBe(false);
    expect(canDeleteUser(branchUser, collaboratorOfMilano)).toBe(false);
  });

  it('keeps admins out of reach of non-admins and branch users inside their branch', () => {
    expect(canEditUser(admin, someAdmin)).toBe(true);
    expect(canEditUser(collaborator, someAdmin)).toBe(false);
    expect(canEditUser(collaborator, researcherOfRoma)).toBe(true);
    expect(canEditUser(branchUser, researcherOfMilano)).toBe(true);
    expect(canEditUser(branchUser, researcherOfRoma)).toBe(false);
  });

  it('never deletes oneself here, nor changes one’s own role or branch', () => {
    expect(canDeleteUser(admin, { _id: 'a', subType: 'admin' })).toBe(false);
    expect(canDeleteUser(admin, someAdmin)).toBe(true);
    expect(editableAssignment(admin, { _id: 'a' })).toEqual({ subType: false, branch: false });
    expect(editableAssignment(admin, null)).toEqual({ subType: true, branch: true });
    expect(editableAssignment(branchUser, { _id: 'r' })).toEqual({ subType: true, branch: false });
  });
});

import { describe, expect, it } from 'vitest';
import { folderChangeRefusal } from './rules.ts';

const caller = (subType: 'admin' | 'branch' | 'researcher' | 'collaborator', multiUser = true) => ({
  userId: 'me',
  subType,
  multiUser,
});

describe('who renames or deletes a folder', () => {
  it('anyone who sees all its projects, but a researcher only its own folders', () => {
    for (const subType of ['admin', 'branch', 'collaborator'] as const) {
      expect(folderChangeRefusal(caller(subType), { hiddenProjects: 0 })).toBeUndefined();
    }
    expect(folderChangeRefusal(caller('researcher'), { hiddenProjects: 0 })).toBe('role');
    expect(folderChangeRefusal(caller('researcher'), { createdBy: 'someone', hiddenProjects: 0 })).toBe(
      'role',
    );
    expect(folderChangeRefusal(caller('researcher'), { createdBy: 'me', hiddenProjects: 0 })).toBeUndefined();
  });

  it('nobody, while it holds a project the caller cannot see', () => {
    expect(folderChangeRefusal(caller('branch'), { hiddenProjects: 1 })).toBe('hiddenProjects');
    expect(folderChangeRefusal(caller('researcher'), { createdBy: 'me', hiddenProjects: 2 })).toBe(
      'hiddenProjects',
    );
  });

  it('puts no role limit on single-user clients (their only user is an admin anyway)', () => {
    expect(folderChangeRefusal(caller('researcher', false), { hiddenProjects: 0 })).toBeUndefined();
  });
});

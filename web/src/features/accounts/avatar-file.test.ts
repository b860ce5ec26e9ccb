import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@adpulse/shared/accounts/me';
import { avatarFileProblem } from './avatar-file.ts';

describe('profile image checks', () => {
  it('accepts PNG, JPEG and WebP up to 2 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp'])
      expect(avatarFileProblem({ type, size: AVATAR_MAX_BYTES })).toBeNull();
  });

  it('refuses other types and files that are empty or too large', () => {
    expect(avatarFileProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(avatarFileProblem({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('size');
    expect(avatarFileProblem({ type: 'image/png', size: 0 })).toBe('size');
  });
});

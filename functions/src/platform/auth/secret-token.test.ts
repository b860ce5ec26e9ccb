import { describe, expect, it } from 'vitest';
import { hashSecretToken, newSecretToken } from './secret-token.ts';

describe('secret tokens', () => {
  it('are 32 random bytes in base64url, stored only as their SHA-256', () => {
    const { token, hash } = newSecretToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecretToken(token)).toBe(hash);
    expect(newSecretToken().token).not.toBe(token);
  });
});

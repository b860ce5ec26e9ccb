import { describe, expect, it } from 'vitest';
import { hashLinkToken, newLinkToken } from './one-time-token.ts';

describe('link tokens', () => {
  it('are 32 random bytes in base64url, stored only as their SHA-256', () => {
    const { token, hash } = newLinkToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashLinkToken(token)).toBe(hash);
    expect(newLinkToken().token).not.toBe(token);
  });
});

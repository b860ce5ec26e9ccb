import { createHash, randomBytes } from 'node:crypto';

/**
 * Tokens of e-mail links (confirm, reset, invitation): 32 random bytes, base64url in the link;
 * only their SHA-256 is stored, so a leaked table does not hold usable links.
 */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

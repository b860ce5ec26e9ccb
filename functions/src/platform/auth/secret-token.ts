import { createHash, randomBytes } from 'node:crypto';

/**
 * Secret tokens that travel in links (e-mail links: confirm, reset, invitation; guest share
 * links): 32 random bytes, base64url in the link; only their SHA-256 is stored, so a leaked
 * table does not hold usable links.
 */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

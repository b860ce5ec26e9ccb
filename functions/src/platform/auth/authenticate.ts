import { randomUUID } from 'node:crypto';
import type { HttpEvent } from '../http/response.ts';
import { unauthorized } from '../errors.ts';
import { nowSeconds } from '../clock.ts';
import type { Session } from './session.ts';
import { signSessionToken, verifySessionToken, type IssuedToken } from './session-token.ts';
import { isSessionLive, revokeSession, saveSession } from './data/sessions.ts';
import { tokenSecret } from './token-secret.ts';

export function bearerToken(event: HttpEvent): string | undefined {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/**
 * The caller's session: a Bearer token with a valid signature, not expired, whose session item
 * still exists (not logged out or revoked). Anything else is 401 errors.unauthorized.
 */
export async function authenticate(event: HttpEvent): Promise<Session> {
  const token = bearerToken(event);
  if (!token) throw unauthorized();
  const now = nowSeconds();
  const claims = await verifySessionToken(token, await tokenSecret(), now);
  if (!claims) throw unauthorized();
  if (!(await isSessionLive(claims.sessionId, claims.userId, now))) throw unauthorized();
  const { expiresAt: _expiresAt, ...session } = claims;
  return session;
}

/** A new hour for the caller: a fresh session with the same principal; the old token ends. */
export async function renewSession(session: Session): Promise<IssuedToken> {
  const { sessionId, ...principal } = session;
  const issued = await issueSession(principal);
  await revokeSession(sessionId);
  return issued;
}

/** Starts a session: a new revocable session item and the signed token that names it. */
export async function issueSession(principal: Omit<Session, 'sessionId'>): Promise<IssuedToken> {
  const session: Session = { ...principal, sessionId: randomUUID() };
  const issued = await signSessionToken(session, await tokenSecret(), nowSeconds());
  await saveSession({
    sessionId: session.sessionId,
    userId: session.userId,
    clientId: session.clientId,
    issuedAt: issued.issuedAt,
    expiresAt: issued.expiresAt,
  });
  return issued;
}

import type { ClientType, Principal } from '@adpulse/shared';
import type { SessionFields, SessionState } from '../state/app-state.ts';
import { decodeTokenPayload } from './jwt.ts';

export interface LoginAnswer {
  token: string;
  accountId: string;
  clientType: ClientType;
  firstLogin: boolean;
}

/**
 * The session the store keeps after a login or a renewal: the answer plus the token's claims, and
 * how far this device's clock runs from the API's (measured when the token arrives).
 */
export function sessionFromLogin(answer: LoginAnswer, receivedAtMs = Date.now()): SessionFields | null {
  const payload = decodeTokenPayload(answer.token);
  if (!payload) return null;
  return {
    token: answer.token,
    clientId: answer.accountId,
    userId: payload.userId,
    subType: payload.subType,
    branchId: payload.branchId,
    clientType: answer.clientType,
    multiUser: payload.multiUser,
    firstLogin: answer.firstLogin,
    clockSkewMs: payload.iat === undefined ? 0 : receivedAtMs - payload.iat * 1000,
  };
}

/** When the session ends on this device's clock, or null for a token without an end. */
export function sessionEndMs(session: Pick<SessionState, 'token' | 'clockSkewMs'>): number | null {
  const exp = session.token ? decodeTokenPayload(session.token)?.exp : undefined;
  return exp === undefined ? null : exp * 1000 + session.clockSkewMs;
}

/** A stored session is usable while its token reads and has not ended on this device's clock. */
export function isSessionUsable(session: SessionState, nowMs: number): boolean {
  if (!session.token || session.clientType === null || decodeTokenPayload(session.token) === null)
    return false;
  const endMs = sessionEndMs(session);
  return endMs === null || endMs > nowMs;
}

export function principalOf(session: SessionState): Principal | null {
  if (!session.token || !session.clientType) return null;
  return { clientType: session.clientType, multiUser: session.multiUser, subType: session.subType };
}

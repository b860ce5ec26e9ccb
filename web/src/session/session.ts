import type { ClientType, Principal } from '@adpulse/shared';
import type { SessionFields, SessionState } from '../state/app-state.ts';
import { decodeTokenPayload, isExpired } from './jwt.ts';

export interface LoginAnswer {
  token: string;
  accountId: string;
  clientType: ClientType;
  firstLogin: boolean;
}

/** The session the store keeps after a login: the answer plus the token's claims. */
export function sessionFromLogin(answer: LoginAnswer): SessionFields | null {
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
  };
}

/** A stored session is usable while its token reads and has not expired. */
export function isSessionUsable(session: SessionState, nowMs: number): boolean {
  if (!session.token) return false;
  const payload = decodeTokenPayload(session.token);
  return payload !== null && !isExpired(payload, nowMs) && session.clientType !== null;
}

export function principalOf(session: SessionState): Principal | null {
  if (!session.token || !session.clientType) return null;
  return { clientType: session.clientType, multiUser: session.multiUser, subType: session.subType };
}

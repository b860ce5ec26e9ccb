import type { ClientType, Principal, SubType } from '@adpulse/shared';

/** Who is calling: the verified claims of a live session token. */
export interface Session extends Principal {
  userId: string;
  clientId: string;
  subType: SubType;
  branchId?: string;
  clientType: ClientType;
  multiUser: boolean;
  /** The token's jti: the id of the revocable session item. */
  sessionId: string;
}

/** Session tokens live one hour; the web signs in again after that. */
export const SESSION_TTL_SECONDS = 60 * 60;
export const TOKEN_ISSUER = 'adpulse';
export const TOKEN_AUDIENCE = 'adpulse-api';

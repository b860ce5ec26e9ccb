import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { CLIENT_TYPES, SUB_TYPES, DEFAULT_SUB_TYPE, type ClientType, type SubType } from '@adpulse/shared';
import { SESSION_TTL_SECONDS, TOKEN_AUDIENCE, TOKEN_ISSUER, type Session } from './session.ts';

/**
 * The session token: an HS256 JWT with the claims the web reads (spec section 3: userId as
 * `sub`, subType, branchId, clientId) and those the handlers authorize with.
 */
export interface IssuedToken {
  token: string;
  issuedAt: number;
  expiresAt: number;
}

export async function signSessionToken(
  session: Session,
  secret: Uint8Array,
  nowSeconds: number,
  ttlSeconds = SESSION_TTL_SECONDS,
): Promise<IssuedToken> {
  const expiresAt = nowSeconds + ttlSeconds;
  const token = await new SignJWT({
    clientId: session.clientId,
    subType: session.subType,
    ...(session.branchId ? { branchId: session.branchId } : {}),
    clientType: session.clientType,
    multiUser: session.multiUser,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(session.userId)
    .setJti(session.sessionId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(expiresAt)
    .sign(secret);
  return { token, issuedAt: nowSeconds, expiresAt };
}

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The session of a token whose signature, issuer, audience and expiry hold; else undefined. */
export async function verifySessionToken(
  token: string,
  secret: Uint8Array,
  nowSeconds: number,
): Promise<(Session & { expiresAt: number }) | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      currentDate: new Date(nowSeconds * 1000),
      clockTolerance: 0,
      requiredClaims: ['sub', 'jti', 'exp', 'iat'],
    });
    const { sub, jti, exp, clientId, branchId, clientType, multiUser } = payload;
    const subType = payload.subType ?? DEFAULT_SUB_TYPE;
    if (!isString(sub) || !isString(jti) || !isString(clientId) || typeof exp !== 'number') return undefined;
    if (!(CLIENT_TYPES as readonly unknown[]).includes(clientType)) return undefined;
    if (!(SUB_TYPES as readonly unknown[]).includes(subType)) return undefined;
    if (typeof multiUser !== 'boolean') return undefined;
    if (branchId !== undefined && !isString(branchId)) return undefined;
    return {
      userId: sub,
      sessionId: jti,
      clientId,
      subType: subType as SubType,
      ...(branchId ? { branchId } : {}),
      clientType: clientType as ClientType,
      multiUser,
      expiresAt: exp,
    };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return undefined;
    throw error;
  }
}

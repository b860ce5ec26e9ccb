import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { SESSION_TTL_SECONDS, TOKEN_AUDIENCE, TOKEN_ISSUER, type Session } from './session.ts';
import { signSessionToken, verifySessionToken } from './session-token.ts';

const secret = new TextEncoder().encode('a-test-secret-of-at-least-32-characters!!');
const other = new TextEncoder().encode('another-secret-of-at-least-32-characters!');
const session: Session = {
  userId: 'user-1',
  clientId: 'client-1',
  subType: 'branch',
  branchId: 'branch-1',
  clientType: 'custom',
  multiUser: true,
  sessionId: 'session-1',
};
const t0 = 1_800_000_000;

describe('session tokens', () => {
  it('carry the claims of the spec, expire after one hour, and verify back to the session', async () => {
    const issued = await signSessionToken(session, secret, t0);
    expect(issued.expiresAt - issued.issuedAt).toBe(SESSION_TTL_SECONDS);
    expect(SESSION_TTL_SECONDS).toBe(3600);
    expect(decodeJwt(issued.token)).toEqual({
      sub: 'user-1',
      clientId: 'client-1',
      subType: 'branch',
      branchId: 'branch-1',
      clientType: 'custom',
      multiUser: true,
      jti: 'session-1',
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE,
      iat: t0,
      exp: t0 + 3600,
    });
    expect(await verifySessionToken(issued.token, secret, t0 + 10)).toEqual({
      ...session,
      expiresAt: t0 + 3600,
    });
  });

  it('omits branchId when the user has no branch', async () => {
    const { branchId: _omit, ...noBranch } = session;
    const issued = await signSessionToken(noBranch, secret, t0);
    expect(decodeJwt(issued.token)).not.toHaveProperty('branchId');
    expect(await verifySessionToken(issued.token, secret, t0)).not.toHaveProperty('branchId');
  });

  it('refuses expired, foreign, tampered and unsigned tokens', async () => {
    const { token } = await signSessionToken(session, secret, t0);
    expect(await verifySessionToken(token, secret, t0 + 3600)).toBeUndefined();
    expect(await verifySessionToken(token, other, t0)).toBeUndefined();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(token), subType: 'admin' })).toString(
      'base64url',
    );
    expect(await verifySessionToken(`${header}.${forged}.${signature}`, secret, t0)).toBeUndefined();
    const unsigned = new UnsecuredJWT({ clientId: 'client-1' }).setSubject('user-1').encode();
    expect(await verifySessionToken(unsigned, secret, t0)).toBeUndefined();
    expect(await verifySessionToken('not-a-token', secret, t0)).toBeUndefined();
  });

  it('refuses a token for another audience or issuer, or with claims of the wrong type', async () => {
    const base = { clientId: 'client-1', subType: 'admin', clientType: 'regular', multiUser: false };
    const sign = (claims: Record<string, unknown>, audience = TOKEN_AUDIENCE, issuer = TOKEN_ISSUER) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('user-1')
        .setJti('s')
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(t0)
        .setExpirationTime(t0 + 60)
        .sign(secret);
    expect(await verifySessionToken(await sign(base), secret, t0)).toMatchObject({ subType: 'admin' });
    expect(await verifySessionToken(await sign(base, 'elsewhere'), secret, t0)).toBeUndefined();
    expect(await verifySessionToken(await sign(base, TOKEN_AUDIENCE, 'someone'), secret, t0)).toBeUndefined();
    expect(await verifySessionToken(await sign({ ...base, subType: 'owner' }), secret, t0)).toBeUndefined();
    expect(await verifySessionToken(await sign({ ...base, clientType: 'vip' }), secret, t0)).toBeUndefined();
    expect(await verifySessionToken(await sign({ ...base, multiUser: 'yes' }), secret, t0)).toBeUndefined();
  });

  it('reads a missing subType as admin (the spec default)', async () => {
    const token = await new SignJWT({ clientId: 'c', clientType: 'regular', multiUser: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u')
      .setJti('s')
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(t0)
      .setExpirationTime(t0 + 60)
      .sign(secret);
    expect((await verifySessionToken(token, secret, t0))?.subType).toBe('admin');
  });
});

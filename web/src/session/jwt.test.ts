import { describe, expect, it } from 'vitest';
import { decodeTokenPayload } from './jwt.ts';
import { isSessionUsable, principalOf, sessionEndMs, sessionFromLogin } from './session.ts';
import { initialSession } from '../state/app-state.ts';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: unknown) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.c2lnbmF0dXJl`;

describe('token payload', () => {
  it('decodes the claims of a base64url JWT', () => {
    const payload = decodeTokenPayload(
      token({
        userId: 'u1',
        clientId: 'c1',
        subType: 'branch',
        branchId: 'b1',
        multiUser: true,
        exp: 2000000000,
      }),
    );
    expect(payload).toEqual({
      userId: 'u1',
      clientId: 'c1',
      subType: 'branch',
      branchId: 'b1',
      multiUser: true,
      exp: 2000000000,
    });
  });

  it('decodes UTF-8 and url-safe characters', () => {
    const payload = decodeTokenPayload(token({ userId: 'ü~?>>', clientId: '客户' }));
    expect(payload?.userId).toBe('ü~?>>');
    expect(payload?.clientId).toBe('客户');
  });

  it('takes the user id from the standard sub claim when there is no userId', () => {
    expect(
      decodeTokenPayload(token({ sub: 'u7', clientId: 'c1', subType: 'admin', iss: 'adpulse' }))?.userId,
    ).toBe('u7');
  });

  it('defaults subType to admin and fills the optional claims', () => {
    expect(decodeTokenPayload(token({ userId: 'u', clientId: 'c' }))).toEqual({
      userId: 'u',
      clientId: 'c',
      subType: 'admin',
      branchId: null,
      multiUser: false,
    });
  });

  it('returns null for what is not a readable token', () => {
    expect(decodeTokenPayload('nonsense')).toBeNull();
    expect(decodeTokenPayload('a.%%%.c')).toBeNull();
    expect(decodeTokenPayload(token({ clientId: 'c' }))).toBeNull();
  });
});

describe('session', () => {
  it('knows when a token has expired', () => {
    const withExp = (exp?: number) => ({
      ...initialSession,
      token: token({ userId: 'u', clientId: 'c', ...(exp === undefined ? {} : { exp }) }),
      clientType: 'regular' as const,
    });
    expect(isSessionUsable(withExp(100), 100_000)).toBe(false);
    expect(isSessionUsable(withExp(101), 100_000)).toBe(true);
    expect(isSessionUsable(withExp(), Date.now())).toBe(true);
  });

  it('comes from the login answer and the token claims', () => {
    const session = sessionFromLogin({
      token: token({ userId: 'u1', clientId: 'c1', subType: 'researcher', multiUser: true }),
      accountId: 'c1',
      clientType: 'custom',
      firstLogin: true,
    });
    expect(session).toMatchObject({
      clientId: 'c1',
      userId: 'u1',
      subType: 'researcher',
      clientType: 'custom',
      multiUser: true,
      firstLogin: true,
    });
    expect(principalOf({ ...initialSession, ...session! })).toEqual({
      clientType: 'custom',
      multiUser: true,
      subType: 'researcher',
    });
  });

  it('is unusable once the token expired', () => {
    const expired = {
      ...initialSession,
      token: token({ userId: 'u', clientId: 'c', exp: 1 }),
      clientType: 'regular' as const,
    };
    expect(isSessionUsable(expired, Date.now())).toBe(false);
    expect(isSessionUsable({ ...expired, token: token({ userId: 'u', clientId: 'c' }) }, Date.now())).toBe(
      true,
    );
  });

  it('ends an hour after it arrives on a device whose clock runs 56 minutes ahead of the API', () => {
    const issuedAt = 1_800_000_000;
    const receivedAtMs = issuedAt * 1000 + 56 * 60_000;
    const session = sessionFromLogin(
      {
        token: token({ userId: 'u', clientId: 'c', iat: issuedAt, exp: issuedAt + 3600 }),
        accountId: 'c',
        clientType: 'regular',
        firstLogin: false,
      },
      receivedAtMs,
    )!;
    expect(session.clockSkewMs).toBe(56 * 60_000);
    expect(sessionEndMs(session)).toBe(receivedAtMs + 3_600_000);
    expect(isSessionUsable({ ...initialSession, ...session }, receivedAtMs + 10 * 60_000)).toBe(true);
    expect(isSessionUsable({ ...initialSession, ...session }, receivedAtMs + 3_600_000)).toBe(false);
  });
});

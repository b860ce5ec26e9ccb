import { accountsContract } from '@adpulse/shared';
import { invokeRoute, malformed } from '../support/invoke-route.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { resetClock, setClock } from '../../functions/src/platform/clock.ts';
import { randomIp, uniqueEmail } from '../support/invoke.ts';
import { PASSWORD, login, registeredUser, registrationBody, useFastHashing } from './accounts-fixtures.ts';

// Throttling sends dozens of failed logins, each spending a (decoy) scrypt: the cheaper cost keeps it short.
useFastHashing();

afterEach(() => resetClock());

const LOGIN_FAILED_EN = 'Access not allowed: check that email and password are correct.';
const LOGIN_FAILED_IT = 'Accesso non consentito: verifica che email e password siano corrette.';
const UNAUTHORIZED_EN = {
  code: 'auth.unauthorized',
  message: 'Not authorized: your session expired, sign in again',
};
const UNAUTHORIZED_IT = {
  code: 'auth.unauthorized',
  message: 'Non autorizzato: la sessione è scaduta, accedi di nuovo',
};
const RATE_LIMITED = {
  code: 'auth.rate_limited',
  message: 'Too many attempts: wait a few minutes and try again.',
};

const attempt = (email: string, password: string, ip = randomIp(), lang = 'en') =>
  invokeRoute(accountsContract.routes.login, { body: { email, password, domain: 'client' }, ip, lang });

describe('login', () => {
  it('refuses wrong passwords, unknown e-mails and unconfirmed accounts with the same text, in en and it', async () => {
    const { email } = await registeredUser('login');
    const unconfirmed = uniqueEmail('unconfirmed');
    await invokeRoute(accountsContract.routes.register, { body: registrationBody(unconfirmed) });
    for (const [who, password] of [
      [email, 'Wrong-pass-2026'],
      [uniqueEmail('unknown'), PASSWORD],
      [unconfirmed, PASSWORD],
    ] as const) {
      const en = await attempt(who, password);
      expect(en.status).toBe(401);
      expect(en.body).toEqual({ code: 'auth.login_failed', message: LOGIN_FAILED_EN });
      const it = await attempt(who, password, randomIp(), 'it');
      expect(it.body).toEqual({ code: 'auth.login_failed', message: LOGIN_FAILED_IT });
    }
  });

  it('validates the login body', async () => {
    const answer = await invokeRoute(accountsContract.routes.login, {
      body: malformed({ email: 'x', domain: 'client' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      details: [
        { field: 'email', message: 'Email is not valid.' },
        { field: 'password', message: 'Password is required.' },
      ],
    });
    const otherDomain = await invokeRoute(accountsContract.routes.login, {
      body: malformed({ email: 'a@b.co', password: 'x', domain: 'admin' }),
    });
    expect(otherDomain.status).toBe(400);
  });
});

describe('login throttling', () => {
  it('refuses an e-mail after 5 failures in its window (even with the right password), and lets it in once the window ends', async () => {
    const start = Math.ceil(Date.now() / 900_000) * 900_000 + 1000;
    setClock(() => start);
    const { email } = await registeredUser('throttle-email');
    for (let failure = 1; failure <= 5; failure += 1) {
      expect((await attempt(email, `Wrong-${failure}-pass`)).status).toBe(401);
    }
    const blocked = await attempt(email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(RATE_LIMITED);
    const blockedIt = await attempt(email, PASSWORD, randomIp(), 'it');
    expect(blockedIt.body).toEqual({
      code: 'auth.rate_limited',
      message: 'Troppi tentativi: attendi qualche minuto e riprova.',
    });

    setClock(() => start + 14 * 60 * 1000);
    expect((await attempt(email, PASSWORD)).status).toBe(429);
    setClock(() => start + 15 * 60 * 1000);
    expect((await attempt(email, PASSWORD)).status).toBe(200);
  });

  it('clears the e-mail counter on a successful login', async () => {
    const start = Math.ceil(Date.now() / 900_000) * 900_000 + 1000;
    setClock(() => start);
    const { email } = await registeredUser('throttle-reset');
    for (let failure = 1; failure <= 4; failure += 1) await attempt(email, 'Wrong-pass-2026');
    expect((await attempt(email, PASSWORD)).status).toBe(200);
    for (let failure = 1; failure <= 4; failure += 1) {
      expect((await attempt(email, 'Wrong-pass-2026')).status).toBe(401);
    }
    expect((await attempt(email, PASSWORD)).status).toBe(200);
  });

  it('refuses an address after 50 failures in its window, whatever the e-mail; a success does not clear it', async () => {
    const start = Math.ceil(Date.now() / 900_000) * 900_000 + 1000;
    setClock(() => start);
    const { email } = await registeredUser('throttle-ip');
    const ip = randomIp();
    expect((await attempt(email, PASSWORD, ip)).status).toBe(200);
    for (let failure = 1; failure <= 49; failure += 1) {
      expect((await attempt(uniqueEmail('spray'), 'Wrong-pass-2026', ip)).status).toBe(401);
    }
    expect((await attempt(email, PASSWORD, ip)).status).toBe(200);
    expect((await attempt(uniqueEmail('spray'), 'Wrong-pass-2026', ip)).status).toBe(401);
    const blocked = await attempt(email, PASSWORD, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(RATE_LIMITED);
    expect((await attempt(email, PASSWORD, randomIp())).status).toBe(200);
    setClock(() => start + 15 * 60 * 1000);
    expect((await attempt(email, PASSWORD, ip)).status).toBe(200);
  }, 120_000);
});

describe('session tokens', () => {
  it('401 without a token, with a malformed one, or with one signed by another key; in the caller language', async () => {
    expect((await invokeRoute(accountsContract.routes.getMe, {})).body).toEqual(UNAUTHORIZED_EN);
    expect((await invokeRoute(accountsContract.routes.getMe, { lang: 'it' })).body).toEqual(UNAUTHORIZED_IT);
    expect((await invokeRoute(accountsContract.routes.getMe, { token: 'garbage' })).status).toBe(401);
    expect(
      (await invokeRoute(accountsContract.routes.getMe, { headers: { authorization: 'Basic abc' } })).status,
    ).toBe(401);
    const forged = await new SignJWT({
      clientId: 'c',
      subType: 'admin',
      clientType: 'regular',
      multiUser: false,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u')
      .setJti('s')
      .setIssuer('adpulse')
      .setAudience('adpulse-api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-key-that-is-not-the-real-one-at-all!!'));
    expect((await invokeRoute(accountsContract.routes.getMe, { token: forged })).status).toBe(401);
  });

  it('ends the session at logout (and only that one)', async () => {
    const user = await registeredUser('logout');
    const other = await login(user.email);
    const out = await invokeRoute(accountsContract.routes.logout, { token: user.token });
    expect(out.status).toBe(204);
    expect((await invokeRoute(accountsContract.routes.getMe, { token: user.token })).body).toEqual(
      UNAUTHORIZED_EN,
    );
    expect((await invokeRoute(accountsContract.routes.logout, { token: user.token })).status).toBe(401);
    expect((await invokeRoute(accountsContract.routes.getMe, { token: other.token })).status).toBe(200);
  });

  it('expires a token after one hour', async () => {
    const start = Date.now();
    setClock(() => start);
    const user = await registeredUser('expiry');
    setClock(() => start + 59 * 60 * 1000);
    expect((await invokeRoute(accountsContract.routes.getMe, { token: user.token })).status).toBe(200);
    setClock(() => start + 60 * 60 * 1000 + 1000);
    expect((await invokeRoute(accountsContract.routes.getMe, { token: user.token })).body).toEqual(
      UNAUTHORIZED_EN,
    );
  });
});

import { accountsContract } from '@adpulse/shared';
import { invokeRoute, malformed } from '../support/invoke-route.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../functions/src/platform/clock.ts';
import { latestLinkTo, outboxMessagesTo, uniqueEmail } from '../support/invoke.ts';
import { PASSWORD, confirmFromOutbox, login, registeredUser, registrationBody } from './accounts-fixtures.ts';

afterEach(() => resetClock());

const appUrl = () => process.env.APP_URL ?? '';
const HOUR = 60 * 60 * 1000;

describe('registration and the confirmation link', () => {
  it('creates a regular single-user client whose admin sets the password from the e-mail, in the request language', async () => {
    const email = uniqueEmail('register');
    const created = await invokeRoute(accountsContract.routes.register, {
      body: registrationBody(email.toUpperCase(), { newsletterRegistration: true }),
      lang: 'it-IT,it;q=0.9',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ clientId: expect.any(String), userId: expect.any(String) });

    const [mail] = outboxMessagesTo(email);
    expect(mail?.subject).toBe('Conferma il tuo account AdPulse');
    const link = latestLinkTo(email, 'confirm');
    expect(link.url).toBe(`${appUrl()}/it/confirm/${link.token}`);

    const before = await invokeRoute(accountsContract.routes.login, { body: { email, password: PASSWORD } });
    expect(before.status).toBe(401);

    await confirmFromOutbox(email);
    const first = await login(email);
    expect(first).toEqual({
      token: expect.any(String),
      accountId: created.body.clientId,
      clientType: 'regular',
      firstLogin: true,
    });
    expect((await login(email)).firstLogin).toBe(false);

    const client = await invokeRoute(accountsContract.routes.getClient, {
      token: first.token,
      params: { clientId: first.accountId },
    });
    expect(client.body).toMatchObject({
      _id: created.body.clientId,
      clientType: 'regular',
      multiUser: false,
      companyName: 'Analytical Engines',
      branches: [],
      registration: { country: 'IT', newsletterRegistration: true, type: 'predict' },
    });
    const me = await invokeRoute(accountsContract.routes.getMe, { token: first.token });
    expect(me.body.user).toMatchObject({
      email,
      subType: 'admin',
      status: 'active',
      notifications: { newsletter: true },
    });
  });

  it('answers a taken e-mail with 409 and the texts of spec section 8, in en and it', async () => {
    const { email } = await registeredUser('taken');
    const en = await invokeRoute(accountsContract.routes.register, { body: registrationBody(email) });
    expect(en.status).toBe(409);
    expect(en.body).toEqual({
      code: 'accounts.email_taken',
      message: 'The email is not available',
      details: [{ field: 'email', code: 'validation.emailNotAvailable', message: 'Email is not available' }],
    });
    const it = await invokeRoute(accountsContract.routes.register, {
      body: registrationBody(` ${email.toUpperCase()} `),
      lang: 'it',
    });
    expect(it.status).toBe(409);
    expect(it.body).toEqual({
      code: 'accounts.email_taken',
      message: "L'email non è disponibile",
      details: [{ field: 'email', code: 'validation.emailNotAvailable', message: 'Email non disponibile' }],
    });
  });

  it('answers an invalid registration with the validation texts of spec section 5, verbatim in en and in it', async () => {
    const details = async (body: unknown, lang: string) => {
      const answer = await invokeRoute(accountsContract.routes.register, { body: malformed(body), lang });
      expect(answer.status).toBe(400);
      expect(answer.error?.code).toBe('common.validation');
      return Object.fromEntries(
        (answer.error?.details ?? []).map((detail) => [detail.field, detail.message]),
      );
    };
    expect(await details({}, 'en')).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      email: 'Email is required.',
      country: 'Country is required.',
      companyName: 'Company name is required.',
      phone: 'Phone is required.',
      jobTitle: 'Job title is required.',
      agreeToTerms: 'Must be checked.',
    });
    const invalid = registrationBody('not-an-email', { phone: '12345', agreeToTerms: false });
    expect(await details(invalid, 'en')).toEqual({
      email: 'Email is not valid.',
      phone: 'Phone is not a valid.',
      agreeToTerms: 'Must be checked.',
    });
    expect(await details(invalid, 'it')).toEqual({
      email: "L'email non è valida.",
      phone: 'Telefono non è valido.',
      agreeToTerms: 'Deve essere selezionato.',
    });
    // Italian agrees with the field's gender.
    expect(await details({}, 'it')).toMatchObject({
      firstName: 'Nome è obbligatorio.',
      email: 'Email è obbligatoria.',
      companyName: 'Ragione sociale è obbligatoria.',
    });
  });

  it('sets the password only with the rule of spec section 5', async () => {
    const email = uniqueEmail('rule');
    await invokeRoute(accountsContract.routes.register, { body: registrationBody(email) });
    const { token } = latestLinkTo(email, 'confirm');
    const weak = await invokeRoute(accountsContract.routes.confirm, {
      body: { token, password: 'weakpass' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({
      details: [
        {
          field: 'password',
          message:
            'Password must be at least 8 characters and needs to include lower and uppercase letters and numbers..',
        },
      ],
    });
    const weakIt = await invokeRoute(accountsContract.routes.confirm, {
      body: { token, password: 'weakpass' },
      lang: 'it',
    });
    expect(weakIt.body).toMatchObject({
      details: [
        {
          field: 'password',
          message:
            'La password deve avere almeno 8 caratteri e contenere lettere minuscole, maiuscole e numeri.',
        },
      ],
    });
    const ok = await invokeRoute(accountsContract.routes.confirm, { body: { token, password: PASSWORD } });
    expect(ok.status).toBe(204);
  });

  it('uses a confirmation link once', async () => {
    const email = uniqueEmail('once');
    await invokeRoute(accountsContract.routes.register, { body: registrationBody(email) });
    const { token } = latestLinkTo(email, 'confirm');
    expect(
      (await invokeRoute(accountsContract.routes.confirm, { body: { token, password: PASSWORD } })).status,
    ).toBe(204);
    const again = await invokeRoute(accountsContract.routes.confirm, {
      body: { token, password: 'Other-pass-2026' },
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      code: 'auth.link_expired',
      message: 'This link is no longer valid: ask for a new one.',
      details: [
        { field: 'token', code: 'validation.linkExpired', message: 'The link is not valid or has expired.' },
      ],
    });
    await login(email, PASSWORD);
  });

  it('lets a confirmation link expire after 24 hours', async () => {
    const start = Date.now();
    setClock(() => start);
    const email = uniqueEmail('expired');
    await invokeRoute(accountsContract.routes.register, { body: registrationBody(email) });
    const { token } = latestLinkTo(email, 'confirm');
    setClock(() => start + 24 * HOUR + 1000);
    const late = await invokeRoute(accountsContract.routes.confirm, { body: { token, password: PASSWORD } });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ message: 'This link is no longer valid: ask for a new one.' });
  });

  it('still accepts a confirmation link just before its 24 hours end', async () => {
    const start = Date.now();
    setClock(() => start);
    const email = uniqueEmail('in-time');
    await invokeRoute(accountsContract.routes.register, { body: registrationBody(email) });
    const { token } = latestLinkTo(email, 'confirm');
    setClock(() => start + 24 * HOUR - 2000);
    expect(
      (await invokeRoute(accountsContract.routes.confirm, { body: { token, password: PASSWORD } })).status,
    ).toBe(204);
  });

  it('refuses a made-up token', async () => {
    const answer = await invokeRoute(accountsContract.routes.confirm, {
      body: { token: 'A'.repeat(43), password: PASSWORD },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ details: [{ field: 'token' }] });
  });
});

describe('password recovery', () => {
  it('answers 204 whatever the address, and mails only existing accounts', async () => {
    const unknown = uniqueEmail('nobody');
    const none = await invokeRoute(accountsContract.routes.recover, {
      body: { email: unknown, type: 'predict' },
    });
    expect(none.status).toBe(204);
    expect(outboxMessagesTo(unknown)).toEqual([]);

    const { email } = await registeredUser('recover');
    const known = await invokeRoute(accountsContract.routes.recover, {
      body: { email, type: 'predict' },
      lang: 'it',
    });
    expect(known.status).toBe(204);
    expect(known.body).toBeUndefined();
    const link = latestLinkTo(email, 'recovery');
    expect(link.url).toBe(`${appUrl()}/it/recovery/${link.token}`);
    expect(outboxMessagesTo(email)[0]?.subject).toBe('Reimposta la password di AdPulse');
  });

  it('resets the password once, ends every session, and the old password stops working', async () => {
    const user = await registeredUser('reset');
    const other = await login(user.email);
    await invokeRoute(accountsContract.routes.recover, { body: { email: user.email } });
    const { token } = latestLinkTo(user.email, 'recovery');
    const reset = await invokeRoute(accountsContract.routes.resetPassword, {
      body: { token, password: 'Brand-new-2026' },
    });
    expect(reset.status).toBe(204);

    for (const session of [user.token, other.token]) {
      const me = await invokeRoute(accountsContract.routes.getMe, { token: session });
      expect(me.status).toBe(401);
      expect(me.body).toEqual({
        code: 'auth.unauthorized',
        message: 'Not authorized: your session expired, sign in again',
      });
    }
    expect(
      (await invokeRoute(accountsContract.routes.login, { body: { email: user.email, password: PASSWORD } }))
        .status,
    ).toBe(401);
    await login(user.email, 'Brand-new-2026');
    const again = await invokeRoute(accountsContract.routes.resetPassword, {
      body: { token, password: 'Another-2026' },
    });
    expect(again.status).toBe(400);
  });

  it('lets a reset link expire after one hour, and keeps confirm and reset links apart', async () => {
    const start = Date.now();
    setClock(() => start);
    const user = await registeredUser('reset-expiry');
    await invokeRoute(accountsContract.routes.recover, { body: { email: user.email } });
    const { token } = latestLinkTo(user.email, 'recovery');
    const asConfirm = await invokeRoute(accountsContract.routes.confirm, {
      body: { token, password: 'Brand-new-2026' },
    });
    expect(asConfirm.status).toBe(400);
    setClock(() => start + HOUR + 1000);
    const late = await invokeRoute(accountsContract.routes.resetPassword, {
      body: { token, password: 'Brand-new-2026' },
    });
    expect(late.status).toBe(400);
    resetClock();
    await login(user.email, PASSWORD);
  });
});

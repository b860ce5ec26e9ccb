import { openSignedIn } from '../support/accounts-session.ts';
import { SHELL_REGULAR_EMAIL } from '../support/shell-accounts.ts';
import { DEMO_PASSWORD } from '../../functions/src/accounts/demo.ts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { accountsContract } from '@adpulse/shared';
import { requestRoute } from '../support/invoke-route.ts';
import { MESSAGES } from '../../shared/src/i18n/index.ts';
import { launchBrowser, openPage, pathOf } from '../support/browser.ts';

const appUrl = inject('appUrl');
const demoLogins = inject('demoLogins');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  // Italian agrees with the field: Email and Password are feminine.
  { lang: 'en', locale: 'en-US', required: ['Email is required.', 'Password is required.'] },
  { lang: 'it', locale: 'it-IT', required: ['Email è obbligatoria.', 'Password è obbligatoria.'] },
] as const)('login form in $lang', ({ lang, locale, required }) => {
  const m = MESSAGES[lang];

  it('shows the catalogue validation messages next to the fields', async () => {
    const { context, page } = await openPage(browser, { locale });
    await page.goto(`${appUrl}/${lang}/login`);
    await page.getByRole('button', { name: m.login.submit, exact: true }).click();
    for (const text of required) await page.getByText(text, { exact: true }).waitFor();
    await page.getByLabel(m.fields.email).fill('not-an-email');
    await page.getByRole('button', { name: m.login.submit, exact: true }).click();
    await page.getByText(m.validation.email).waitFor();
    await expect.poll(() => page.getByLabel(m.fields.email).getAttribute('aria-invalid')).toBe('true');
    await context.close();
  });

  it('says access is not allowed when the API refuses the credentials', async () => {
    const { context, page } = await openPage(browser, { locale });
    await page.goto(`${appUrl}/${lang}/login`);
    await page.getByLabel(m.fields.email).fill('nobody@adpulse.local');
    await page.getByLabel(m.fields.password, { exact: true }).fill('Wrong-pass-1');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/users/login'));
    await page.getByRole('button', { name: m.login.submit, exact: true }).click();
    expect((await answer).status()).toBeGreaterThanOrEqual(400);
    await page.getByRole('alert').filter({ hasText: m.errors.loginFailed }).waitFor();
    await expect.poll(() => pathOf(page)).toBe(`/${lang}/login`);
    await context.close();
  });
});

describe('signing in through the form', () => {
  it('signs the demo user in, returns to the page that asked, and logs out from the account menu', async () => {
    const demo = demoLogins.find((login) => login.clientType === 'regular');
    expect(demo, 'the runtime seeds a regular demo account').toBeDefined();
    const { context, page } = await openPage(browser);
    await page.goto(`${appUrl}/en/projects`);
    await page.waitForURL('**/en/login?redirect=%2Fen%2Fprojects');

    await page.getByLabel('Email').fill(demo!.email);
    await page.getByLabel('Password', { exact: true }).fill(demo!.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    await expect.poll(() => pathOf(page)).toBe('/en/projects');

    // The first login of the demo user starts the quick tour; Escape ends it.
    await page.getByRole('dialog', { name: 'Find your way' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog', { name: 'Find your way' }).count()).toBe(0);

    const storedToken = async () =>
      JSON.parse((await page.evaluate(() => localStorage.getItem('adpulse.state.v1'))) ?? '{}').session
        .token as string | null;
    const token = await storedToken();
    const me = () => requestRoute(`${appUrl}/api`, accountsContract.routes.getMe, { token: token ?? '' });
    await expect.poll(async () => (await me()).status).toBe(200);

    const logout = page.waitForRequest((request) => request.url().endsWith('/api/users/logout'));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    expect((await logout).headers().authorization).toBe(`Bearer ${token}`);
    await page.getByRole('heading', { level: 1, name: 'Sign in to AdPulse' }).waitFor();
    await expect.poll(() => pathOf(page)).toBe('/en/login');
    await expect.poll(() => storedToken()).toBeNull();
    // The server revoked the token (the call is sent with keepalive, so it outlives the reload).
    await expect.poll(async () => (await me()).status, { timeout: 5_000 }).toBe(401);
    await context.close();
  });

  it('a 401 on a call made with a session logs out and goes to Login with the spec text', async () => {
    const { context, page, answer } = await openSignedIn(browser, appUrl, {
      email: SHELL_REGULAR_EMAIL,
      password: DEMO_PASSWORD,
      locale: 'it-IT',
    });
    // The session ends on the server (as when it expires): the first authenticated call answers 401.
    const logout = await requestRoute(`${appUrl}/api`, accountsContract.routes.logout, {
      token: answer.token,
    });
    expect(logout.status).toBe(204);
    await page.goto(`${appUrl}/it/project/p-1/audience`);
    await page.getByRole('alert').filter({ hasText: MESSAGES.it.errors.unauthorized }).waitFor();
    await expect.poll(() => pathOf(page)).toBe('/it/login?redirect=%2Fit%2Fproject%2Fp-1%2Faudience');
    await context.close();
  });
});

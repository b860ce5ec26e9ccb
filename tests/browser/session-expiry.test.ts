import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '../../shared/src/i18n/index.ts';
import { accountsContract } from '../../shared/src/contracts/accounts.ts';
import { apiUrl } from '../../web/src/api/client.ts';
import { PERSIST_KEY } from '../../web/src/state/persistence.ts';
import { expectAbsent, launchBrowser, openPage } from '../support/browser.ts';

/**
 * The session token lives an hour (issue 26: it ended with no warning). The page's clock is
 * Playwright's, so an hour passes in a moment; the API's is real, so a renewed token is checked
 * by the API itself.
 */
const appUrl = inject('appUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const storedToken = (page: Page) =>
  page.evaluate(
    (key) =>
      (JSON.parse(localStorage.getItem(key) ?? '{}') as { session?: { token?: string } }).session?.token,
    PERSIST_KEY,
  );
const meStatus = (token: string) =>
  fetch(apiUrl(`${appUrl}/api`, accountsContract.routes.getMe), {
    headers: { Authorization: `Bearer ${token}` },
  }).then((answer) => answer.status);

describe('a session about to end', () => {
  const m = MESSAGES.en;

  async function signedInDashboard() {
    const opened = await openPage(browser, {
      user: { clientType: 'regular' },
      viewport: { width: 390, height: 844 },
    });
    await opened.page.clock.install();
    await opened.page.goto(`${appUrl}/en/dashboard`);
    await opened.page.getByRole('heading', { level: 1, name: m.screens.dashboard }).waitFor();
    return opened;
  }

  it('warns an idle user five minutes before the end; "stay signed in" gives a new token the API takes', async () => {
    const { context, page } = await signedInDashboard();
    const first = (await storedToken(page))!;
    const warning = page.getByRole('alertdialog', { name: m.sessionWatch.title });
    await page.clock.fastForward('50:00');
    await expectAbsent(warning);
    await page.clock.fastForward('06:00');
    await warning.waitFor();
    await page.screenshot({ path: 'artifacts/screenshots/issue-26/session-warning-en-390.png' });
    await warning.getByRole('button', { name: m.sessionWatch.stay }).click();
    await expect.poll(() => warning.count()).toBe(0);
    await expect.poll(() => storedToken(page)).not.toBe(first);
    const renewed = (await storedToken(page))!;
    expect(await meStatus(renewed)).toBe(200);
    expect(await meStatus(first)).toBe(401);
    await context.close();
  });

  it('renews an active user’s session without asking, once', async () => {
    const { context, page } = await signedInDashboard();
    const renewals: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/users/me/session'))
        renewals.push(request.url());
    });
    const first = (await storedToken(page))!;
    await page.clock.fastForward('50:00');
    await page.getByRole('heading', { level: 1, name: m.screens.dashboard }).click();
    await page.clock.fastForward('06:00');
    await expect.poll(() => storedToken(page)).not.toBe(first);
    await expectAbsent(page.getByRole('alertdialog', { name: m.sessionWatch.title }));
    const renewed = await storedToken(page);
    // A session that ended instead (no token) would also differ from the first one.
    expect(renewed, 'the stored session after the renewal').toEqual(expect.any(String));
    expect(await meStatus(renewed ?? '')).toBe(200);
    // The page's clock now runs 56 minutes ahead of the API's: the renewed hour counts from its
    // arrival, so the page does not renew again (a loop revoked each token as it was read).
    await page.clock.runFor('01:00');
    expect(await storedToken(page)).toBe(renewed);
    expect(renewals).toHaveLength(1);
    await context.close();
  });

  it('an idle user who does not answer is signed out at the end and sent to Login', async () => {
    const { context, page } = await signedInDashboard();
    await page.clock.fastForward('56:00');
    await page.getByRole('alertdialog', { name: m.sessionWatch.title }).waitFor();
    await page.clock.fastForward('05:00');
    await page.getByRole('heading', { level: 1, name: m.screens.login }).waitFor();
    await context.close();
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MESSAGES } from '../../shared/src/i18n/index.ts';
import { createProject, launchBrowser, openPage, type SeededUser } from '../support/browser.ts';
import { SHELL_REGULAR_EMAIL } from '../support/shell-accounts.ts';
import { WEB_DIST_DIR } from '../../local/src/paths.ts';

/** Rough edges a new user met on the shell's screens (issue 15), each proven in the browser. */
const appUrl = inject('appUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const regular = { clientType: 'regular' } as const;
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, value), text);

describe.each([
  { lang: 'en', locale: 'en-US' },
  { lang: 'it', locale: 'it-IT' },
] as const)('in $lang', ({ lang, locale }) => {
  const m = MESSAGES[lang];
  const success = m.wizard.success;

  it('success-payment with no purchase behind it does not say a project is active', async () => {
    const pending = await createProject('Never bought');
    const { context, page } = await openPage(browser, { locale, user: regular });
    for (const query of ['', `?project=${pending}`, '?project=no-such-project']) {
      await page.goto(`${appUrl}/${lang}/success-payment${query}`);
      await page.getByRole('heading', { level: 1, name: success.noPurchaseTitle }).waitFor();
      await page.getByText(success.noPurchaseBody).waitFor();
      await expect.poll(() => page.getByText(success.title).count()).toBe(0);
      await expect.poll(() => page.getByText(m.screens.successPayment).count()).toBe(0);
      await expect.poll(() => page.getByRole('dialog', { name: m.analysisModal.title }).count()).toBe(0);
    }
    await page.getByRole('button', { name: success.dashboard }).click();
    await page.getByRole('heading', { level: 1, name: m.screens.dashboard }).waitFor();
    await context.close();
  });
});

describe.each([
  { lang: 'en', locale: 'en-US' },
  { lang: 'it', locale: 'it-IT' },
] as const)('registration in $lang', ({ lang, locale }) => {
  const m = MESSAGES[lang];

  it('says a taken e-mail once, at the e-mail field, and nowhere else', async () => {
    const { context, page } = await openPage(browser, { locale });
    await page.goto(`${appUrl}/${lang}/register`);
    const form = page.locator('form');
    await form.getByLabel(m.fields.firstName, { exact: true }).fill('Ada');
    await form.getByLabel(m.fields.lastName, { exact: true }).fill('Lovelace');
    await form.getByLabel(m.fields.email, { exact: true }).fill(SHELL_REGULAR_EMAIL);
    await form.getByLabel(m.fields.phone, { exact: true }).fill('0212345678');
    await form.getByLabel(m.fields.jobTitle, { exact: true }).fill('Founder');
    await form.getByLabel(m.fields.companyName, { exact: true }).fill('Analytical Engines');
    await form.getByLabel(m.fields.country, { exact: true }).selectOption('IT');
    await page.getByText(m.accounts.register.agreeToTerms, { exact: true }).click();
    await expect
      .poll(() => page.getByRole('checkbox', { name: m.accounts.register.agreeToTerms }).isChecked())
      .toBe(true);
    await page.getByRole('button', { name: m.accounts.register.submit }).click();

    const email = form.getByLabel(m.fields.email, { exact: true });
    await page.getByText(m.errors.emailNotAvailable, { exact: true }).waitFor();
    await expect.poll(() => page.getByText(m.errors.emailNotAvailable).count()).toBe(1);
    await expect.poll(() => page.getByText(m.validation.emailNotAvailable, { exact: true }).count()).toBe(0);
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: m.errors.emailNotAvailable }).count())
      .toBe(0);
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => email.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });
});

describe('Italian field messages agree in gender', () => {
  const m = MESSAGES.it;

  it('the registration form says "Email è obbligatoria" and "Ragione sociale è obbligatoria"', async () => {
    const { context, page } = await openPage(browser, { locale: 'it-IT' });
    await page.goto(`${appUrl}/it/register`);
    await page.getByRole('button', { name: m.accounts.register.submit }).click();
    await page.getByText('Email è obbligatoria.', { exact: true }).waitFor();
    await page.getByText('Ragione sociale è obbligatoria.', { exact: true }).waitFor();
    await page.getByText('Nome è obbligatorio.', { exact: true }).waitFor();
    await expect.poll(() => page.getByText('Email è obbligatorio.', { exact: true }).count()).toBe(0);
    await context.close();
  });
});

describe('the login page of a production build', () => {
  it('carries no developer hint, on the page or in the shipped code', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    await page.goto(`${appUrl}/en/login`);
    await page.getByRole('heading', { level: 1, name: MESSAGES.en.login.title }).waitFor();
    await page.getByRole('button', { name: MESSAGES.en.login.submit, exact: true }).waitFor();
    await expect.poll(() => page.locator('main').innerText()).not.toMatch(/README|demo account|locally/i);
    await context.close();
    const assets = join(WEB_DIST_DIR, 'assets');
    const shipped = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(shipped.length).toBeGreaterThan(0);
    // The hint sent developers to the README ("Trying AdPulse locally? ... README"), in every language;
    // libraries' own messages may name their READMEs.
    const hint = /AdPulse[^"'`]{0,80}README/;
    expect(shipped.filter((name) => hint.test(readFileSync(join(assets, name), 'utf8')))).toEqual([]);
  });
});

describe('the quick tour fits the user role', () => {
  const m = MESSAGES.en;

  /** Runs the tour from Help on the dashboard: each step's title and text. */
  async function tour(user: SeededUser): Promise<Record<string, string>> {
    const { context, page } = await openPage(browser, { user });
    await page.goto(`${appUrl}/en/dashboard`);
    await page.getByRole('heading', { level: 1, name: m.screens.dashboard }).waitFor();
    await page.getByRole('button', { name: m.nav.help, exact: true }).click();
    await page.getByRole('button', { name: m.tour.start }).click();
    const steps: Record<string, string> = {};
    let previous: string | undefined;
    for (;;) {
      const card = page.getByRole('dialog').filter({ hasText: m.tour.label });
      const heading = card.getByRole('heading');
      // The next step is read once its card shows it, not while the last one is still there.
      await expect.poll(() => heading.textContent()).not.toBe(previous);
      const title = (await heading.textContent()) ?? '';
      previous = title;
      const bodyId = (await card.getAttribute('aria-describedby')) ?? '';
      steps[title] = (await page.locator(`[id="${bodyId}"]`).textContent()) ?? '';
      const forward = card
        .getByRole('button', { name: m.tour.done })
        .or(card.getByRole('button', { name: m.tour.next }));
      const last = (await forward.textContent()) === m.tour.done;
      await forward.click();
      if (last) break;
    }
    await context.close();
    return steps;
  }

  it('tells a regular user about New project and the account entries they have', async () => {
    const steps = await tour({ clientType: 'regular' });
    expect(steps[m.tour.navTitle]).toBe(m.tour.navBody);
    expect(steps[m.tour.accountTitle]).toBe(
      fill(m.tour.accountBody, {
        items: `${m.screens.account}, ${m.screens.billingInfo}, ${m.screens.plan}, and ${m.nav.logout}`,
      }),
    );
  });

  it('tells a custom researcher neither about New project nor about billing or the team', async () => {
    const steps = await tour({ clientType: 'custom', multiUser: true, subType: 'researcher' });
    expect(steps[m.tour.navTitle]).toBe(m.tour.navBodyCustomer);
    expect(steps[m.tour.navTitle]).not.toContain(m.nav.newProject);
    expect(steps[m.tour.accountTitle]).toBe(fill(m.tour.accountBody, { items: m.nav.logout }));
  });
});

describe('the users and branches tables on a phone (390x844)', () => {
  const m = MESSAGES.it;
  const admin = { clientType: 'custom', multiUser: true, subType: 'admin' } as const;

  it.each([
    { screen: 'users', rowName: 'Bruno Demo' },
    { screen: 'branches', rowName: 'Milano' },
  ])(
    '$screen shows the actions of every row on screen, with no hidden sideways scroller',
    async ({ screen, rowName }) => {
      const { context, page } = await openPage(browser, {
        locale: 'it-IT',
        user: admin,
        viewport: { width: 390, height: 844 },
      });
      await page.goto(`${appUrl}/it/${screen}`);
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: rowName }) });
      const edit = row.getByRole('button', { name: new RegExp(m.accounts.edit) });
      await edit.waitFor();
      const wrap = page.locator('.ap-acc-table-wrap');
      await expect
        .poll(() => wrap.evaluate((element) => element.scrollWidth <= element.clientWidth))
        .toBe(true);
      for (const button of await row.getByRole('button').all()) {
        const box = await button.boundingBox();
        expect(box, await button.innerText()).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      }
      // Still a table for assistive technology: rows, a header per row, column headers.
      await expect.poll(() => page.getByRole('columnheader').count()).toBeGreaterThan(1);
      await expect.poll(() => row.getByRole('cell').count()).toBeGreaterThan(0);
      await context.close();
    },
  );
});

describe('the header on a phone (390x844)', () => {
  const m = MESSAGES.en;
  const phone = { width: 390, height: 844 };

  it('folds into a Menu button: keyboard, aria-expanded, Escape and navigation close it', async () => {
    const { context, page } = await openPage(browser, { user: regular, viewport: phone });
    await page.goto(`${appUrl}/en/dashboard`);
    await page.getByRole('heading', { level: 1, name: m.screens.dashboard }).waitFor();
    const toggle = page.getByRole('button', { name: m.nav.menu, exact: true });
    const nav = page.getByRole('navigation', { name: m.nav.main });
    await toggle.waitFor();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => nav.isVisible()).toBe(false);
    await expect
      .poll(() => page.getByRole('button', { name: m.nav.help, exact: true }).isVisible())
      .toBe(false);
    expect((await page.locator('header').boundingBox())!.height).toBeLessThan(80);

    // Keyboard: Enter opens it, Tab goes into it, Escape closes it and gives focus back.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await nav.waitFor();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect
      .poll(() => page.getByRole('button', { name: m.nav.help, exact: true }).isVisible())
      .toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(m.nav.dashboard);
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => toggle.evaluate((element) => element === document.activeElement)).toBe(true);

    // Open, it fits the phone; following a link closes it.
    await toggle.click();
    await nav.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth))
      .toBe(true);
    await nav.getByRole('link', { name: m.nav.projects }).click();
    await page.getByRole('heading', { level: 1, name: m.screens.projects }).waitFor();
    await nav.waitFor({ state: 'hidden' });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');

    // The quick tour unfolds it while it points at what is inside.
    await toggle.click();
    await page.getByRole('button', { name: m.nav.help, exact: true }).click();
    await page.getByRole('button', { name: m.tour.start }).click();
    await page.getByRole('dialog').filter({ hasText: m.tour.label }).waitFor();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => nav.isVisible()).toBe(true);
    await context.close();
  });

  it('keeps the navigation in the bar on a desktop, with no Menu button', async () => {
    const { context, page } = await openPage(browser, { user: regular });
    await page.goto(`${appUrl}/en/dashboard`);
    await page.getByRole('navigation', { name: m.nav.main }).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: m.nav.menu, exact: true }).isVisible())
      .toBe(false);
    await context.close();
  });
});

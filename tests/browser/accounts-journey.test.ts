import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '../../shared/src/i18n/index.ts';
import { launchBrowser, openPage, pathOf, seriousViolations } from '../support/browser.ts';
import { outboxLink } from '../support/outbox.ts';

const appUrl = inject('appUrl');
const demoLogins = inject('demoLogins');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Eight password hashes and checks at the OWASP scrypt cost: slow on a busy machine. */
const JOURNEY_TIMEOUT_MS = 120_000;

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const noSerious = async (page: Page) => {
  await page.getByTestId('api-health').and(page.locator('[data-state="ok"]')).waitFor();
  const violations = await seriousViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
};

describe.each([
  { lang: 'en', locale: 'en-US' },
  { lang: 'it', locale: 'it-IT' },
] as const)('the account journey in $lang', ({ lang, locale }) => {
  const m = MESSAGES[lang];
  const required = (field: string) => m.validation.required.replace('{{field}}', field);
  const email = `journey-${lang}-${Date.now()}@example.com`;
  const passwords = ['First-pass-1', 'Second-pass-2', 'Third-pass-3'] as const;

  async function fillPasswords(page: Page, password: string, confirmation: string) {
    await page.getByLabel(m.fields.password, { exact: true }).fill(password);
    await page.getByLabel(m.fields.passwordConfirmation, { exact: true }).fill(confirmation);
    await page.getByRole('button', { name: m.accounts.setPassword.submit }).click();
  }

  async function signIn(page: Page, password: string) {
    await page.getByRole('heading', { level: 1, name: m.login.title }).waitFor();
    await page.getByLabel(m.fields.email, { exact: true }).fill(email);
    await page.getByLabel(m.fields.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: m.login.submit, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: m.screens.dashboard }).waitFor();
  }

  async function openFromAccountMenu(page: Page, item: string) {
    await page.getByRole('button', { name: m.nav.accountMenu }).click();
    await page.getByRole('menuitem', { name: item }).click();
  }

  it(
    'registers, sets the password from the e-mail, changes it, recovers it, signs in again and deletes the account',
    async () => {
      const { context, page } = await openPage(browser, { locale });

      // Registration: the rules of spec section 5, then an address that is taken.
      await page.goto(`${appUrl}/${lang}/register`);
      await page.getByRole('heading', { level: 1, name: m.accounts.register.title }).waitFor();
      await noSerious(page);
      await page.getByRole('button', { name: m.accounts.register.submit }).click();
      await page.getByText(required(m.fields.firstName), { exact: true }).waitFor();
      await page.getByText(required(m.fields.country), { exact: true }).waitFor();
      await page.getByText(m.validation.checkbox, { exact: true }).waitFor();
      await expect
        .poll(() =>
          page
            .getByLabel(m.fields.firstName, { exact: true })
            .evaluate((el) => el === document.activeElement),
        )
        .toBe(true);

      // Typed with the keyboard, field after field, in the order of the form.
      await page.keyboard.type('Ada');
      for (const value of ['Lovelace', demoLogins[0]!.email, '12345', 'Founder', 'Analytical Engines']) {
        await page.keyboard.press('Tab');
        await page.keyboard.type(value);
      }
      await page.keyboard.press('Tab');
      await expect
        .poll(() =>
          page.getByLabel(m.fields.country, { exact: true }).evaluate((el) => el === document.activeElement),
        )
        .toBe(true);
      await page.getByLabel(m.fields.country, { exact: true }).selectOption('IT');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await expect
        .poll(() => page.getByRole('checkbox', { name: m.accounts.register.agreeToTerms }).isChecked())
        .toBe(true);
      await page.getByRole('button', { name: m.accounts.register.submit }).click();
      await page
        .getByText(m.validation.phone.replace('{{field}}', m.fields.phone), { exact: true })
        .waitFor();

      await page.getByLabel(m.fields.phone, { exact: true }).fill('0212345678');
      await page.getByRole('button', { name: m.accounts.register.submit }).click();
      // A taken address is said once, at the field.
      await page.getByText(m.errors.emailNotAvailable, { exact: true }).waitFor();
      await expect.poll(() => page.getByText(m.errors.emailNotAvailable).count()).toBe(1);
      await expect
        .poll(() => page.getByText(m.validation.emailNotAvailable, { exact: true }).count())
        .toBe(0);

      await page.getByLabel(m.fields.email, { exact: true }).fill(email);
      await page.getByRole('button', { name: m.accounts.register.submit }).click();
      await page.getByRole('status').filter({ hasText: m.success.accountCreated }).waitFor();

      // The confirmation e-mail, from the local outbox: set the password.
      const confirmLink = await outboxLink(page, appUrl, email, 'confirm');
      expect(new URL(confirmLink).pathname).toMatch(new RegExp(`^/${lang}/confirm/[A-Za-z0-9_-]+$`));
      await page.goto(confirmLink);
      await page.getByRole('heading', { level: 1, name: m.accounts.setPassword.confirmTitle }).waitFor();
      await fillPasswords(page, passwords[0], 'Something-else-1');
      await page.getByText(m.validation.passwordConfirmation, { exact: true }).waitFor();
      await fillPasswords(page, passwords[0], passwords[0]);
      await page.getByRole('status').filter({ hasText: m.success.passwordSet }).waitFor();
      await page.getByRole('main').getByRole('link', { name: m.accounts.signIn }).click();
      await page.waitForURL(`${appUrl}/${lang}/login`);

      // The link works once: opened again, it says so and offers a new one.
      const { page: second } = await openPage(browser, { locale });
      await second.goto(confirmLink);
      await fillPasswords(second, passwords[0], passwords[0]);
      await second.getByRole('alert').filter({ hasText: m.errors.linkExpired }).waitFor();
      await second.getByRole('link', { name: m.accounts.setPassword.newLink }).waitFor();
      await second.context().close();

      // First sign-in starts the quick tour; then the account screen.
      await signIn(page, passwords[0]);
      await page.getByRole('dialog', { name: m.tour.navTitle }).waitFor();
      await page.keyboard.press('Escape');
      await openFromAccountMenu(page, m.screens.account);
      await page.getByRole('heading', { level: 1, name: m.screens.account }).waitFor();
      await page.getByLabel(m.fields.oldPassword, { exact: true }).waitFor();
      await expect
        .poll(() => page.getByTestId('delete-consequence').textContent())
        .toContain(m.accounts.account.deleteClosesClient.split('{{company}}')[0]!);
      await noSerious(page);

      // Personal information is saved and read back after a reload.
      const personal = page.getByRole('region', { name: m.accounts.account.personalTitle });
      await personal.getByLabel(m.fields.jobTitle, { exact: true }).fill('Chief Analyst');
      await personal.getByRole('button', { name: m.accounts.save }).click();
      await personal.getByRole('status').filter({ hasText: m.accounts.saved }).waitFor();
      await page.reload();
      await expect
        .poll(() => page.getByLabel(m.fields.jobTitle, { exact: true }).inputValue())
        .toBe('Chief Analyst');

      // Profile image: a wrong type is refused at once; a PNG shows a preview, then goes up presigned.
      const file = page.getByTestId('avatar-file');
      await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await page.getByText(m.accounts.account.avatarType, { exact: true }).waitFor();
      await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
      await page.getByRole('img', { name: m.accounts.account.avatarPreviewAlt }).waitFor();
      await page.getByRole('button', { name: m.accounts.account.avatarUpload }).click();
      await page.getByRole('status').filter({ hasText: m.accounts.account.avatarSaved }).waitFor();
      const avatar = page.getByRole('img', {
        name: m.accounts.account.avatarAlt.replace('{{name}}', 'Ada Lovelace'),
      });
      await expect
        .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(1);

      // Change the password: a wrong current one is refused on its field.
      await page.getByLabel(m.fields.oldPassword, { exact: true }).fill('Not-my-pass-1');
      await page.getByLabel(m.fields.newPassword, { exact: true }).fill(passwords[1]);
      await page.getByLabel(m.fields.passwordConfirmation, { exact: true }).fill(passwords[1]);
      await page.getByRole('button', { name: m.accounts.account.passwordSubmit }).click();
      await page.getByText(m.validation.passwordIncorrect, { exact: true }).waitFor();
      await page.getByLabel(m.fields.oldPassword, { exact: true }).fill(passwords[0]);
      await page.getByRole('button', { name: m.accounts.account.passwordSubmit }).click();
      const done = page.getByRole('dialog').filter({ hasText: m.success.passwordChanged });
      await done.waitFor();
      await done.getByRole('button', { name: m.dialogs.ok }).click();

      // Log out, then recover the password from the login page.
      await openFromAccountMenu(page, m.nav.logout);
      await page.getByRole('heading', { level: 1, name: m.login.title }).waitFor();
      await page.getByRole('link', { name: m.login.forgotPassword }).click();
      await page.getByRole('heading', { level: 1, name: m.accounts.passwordRecovery.title }).waitFor();
      await page.getByLabel(m.fields.email, { exact: true }).fill(email);
      await page.getByRole('button', { name: m.accounts.passwordRecovery.submit }).click();
      await page.getByRole('status').filter({ hasText: m.success.resetEmailSent }).waitFor();

      const recoveryLink = await outboxLink(page, appUrl, email, 'recovery');
      expect(new URL(recoveryLink).pathname).toMatch(new RegExp(`^/${lang}/recovery/[A-Za-z0-9_-]+$`));
      await page.goto(recoveryLink);
      await page.getByRole('heading', { level: 1, name: m.accounts.setPassword.recoveryTitle }).waitFor();
      await fillPasswords(page, passwords[2], passwords[2]);
      await page.getByRole('status').filter({ hasText: m.success.passwordChanged }).waitFor();
      await page.getByRole('main').getByRole('link', { name: m.accounts.signIn }).click();

      // The new password opens the account; the tour does not start again.
      await signIn(page, passwords[2]);
      await expect.poll(() => pathOf(page)).toBe(`/${lang}/dashboard`);
      await expect.poll(() => page.getByRole('dialog', { name: m.tour.navTitle }).count()).toBe(0);

      // Deleting the account: the confirmation says what happens to the projects; then no sign-in.
      await openFromAccountMenu(page, m.screens.account);
      const danger = page.getByRole('region', { name: m.accounts.account.deleteTitle });
      await danger.getByLabel(m.fields.password, { exact: true }).fill(passwords[2]);
      await danger.getByRole('button', { name: m.accounts.account.deleteSubmit }).click();
      const confirm = page.getByRole('alertdialog', { name: m.accounts.account.deleteConfirmTitle });
      await confirm.waitFor();
      await expect
        .poll(() => confirm.textContent())
        .toContain(m.accounts.account.deleteClosesClient.replace('{{company}}', 'Analytical Engines'));
      await confirm.getByRole('button', { name: m.dialogs.confirm }).click();
      await page.getByRole('heading', { level: 1, name: m.login.title }).waitFor();
      await page.getByLabel(m.fields.email, { exact: true }).fill(email);
      await page.getByLabel(m.fields.password, { exact: true }).fill(passwords[2]);
      await page.getByRole('button', { name: m.login.submit, exact: true }).click();
      await page.getByRole('alert').filter({ hasText: m.errors.loginFailed }).waitFor();
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );
});

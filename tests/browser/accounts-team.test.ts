import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { accountsContract } from '@adpulse/shared';
import { MESSAGES } from '../../shared/src/i18n/index.ts';
import { launchBrowser, pathOf, seriousViolations } from '../support/browser.ts';
import { apiAs, openSignedIn } from '../support/accounts-session.ts';
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

const demo = (subType: string) => {
  const login = demoLogins.find(
    (candidate) => candidate.clientType === 'custom' && candidate.subType === subType,
  );
  if (!login) throw new Error(`The runtime seeds no custom ${subType}`);
  return login;
};

const noSerious = async (page: Page) => {
  await page.getByTestId('api-health').and(page.locator('[data-state="ok"]')).waitFor();
  const violations = await seriousViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
};

describe('branches and users as the custom admin', () => {
  const m = MESSAGES.en;
  const suffix = Date.now().toString(36);
  const branch = `QA branch ${suffix}`;
  const renamed = `QA renamed ${suffix}`;
  const invitee = `invitee-${suffix}@example.com`;

  it('creates a branch, invites a user into it, filters and pages the list, then deletes both', async () => {
    const admin = demo('admin');
    const { context, page, answer } = await openSignedIn(browser, appUrl, admin);
    const extraUserIds: string[] = [];
    try {
      // Branches: create (shared), then rename and stop sharing.
      await page.goto(`${appUrl}/en/branches`);
      await page.getByRole('heading', { level: 1, name: m.screens.branches }).waitFor();
      const add = page.getByRole('region', { name: m.accounts.branches.addTitle });
      await add.getByLabel(m.fields.name, { exact: true }).fill(branch);
      await add.getByRole('switch', { name: m.fields.shareProjects }).check({ force: true });
      await add.getByRole('button', { name: m.accounts.branches.add }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Branch ${branch} added.` })
        .waitFor();
      const row = (name: string) =>
        page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
      await row(branch).getByText(m.accounts.branches.shared, { exact: true }).waitFor();
      await noSerious(page);

      await page.getByRole('button', { name: `Edit ${branch}` }).click();
      const edit = page.getByRole('dialog', { name: m.accounts.branches.editTitle });
      await edit.getByLabel(m.fields.name, { exact: true }).fill(renamed);
      await edit.getByRole('switch', { name: m.fields.shareProjects }).uncheck({ force: true });
      await edit.getByRole('button', { name: m.accounts.save }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Branch ${renamed} saved.` })
        .waitFor();
      await row(renamed).getByText(m.accounts.branches.notShared, { exact: true }).waitFor();
      await expect.poll(() => row(branch).count()).toBe(0);

      // Users: invite a researcher into the new branch; the invitation e-mail goes out.
      await page.goto(`${appUrl}/en/users`);
      await page.getByRole('heading', { level: 1, name: m.screens.users }).waitFor();
      await page.locator('tbody tr').first().waitFor();
      await noSerious(page);
      await page.getByRole('button', { name: m.accounts.users.invite }).click();
      const invite = page.getByRole('dialog', { name: m.accounts.users.invite });
      await invite.getByLabel(m.fields.firstName, { exact: true }).fill('Grace');
      await invite.getByLabel(m.fields.lastName, { exact: true }).fill('Hopper');
      await invite.getByLabel(m.fields.email, { exact: true }).fill(invitee);
      await invite.getByLabel(m.fields.subType, { exact: true }).selectOption('researcher');
      await invite.getByLabel(m.fields.branch, { exact: true }).selectOption({ label: renamed });
      await invite.getByRole('button', { name: m.accounts.users.inviteSubmit }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Invitation sent to ${invitee}.` })
        .waitFor();
      const invited = page.locator(`tr[data-user-email="${invitee}"]`);
      await invited.getByText(renamed, { exact: true }).waitFor();
      await invited.getByText(m.accounts.users.statuses.invited, { exact: true }).waitFor();

      // A branch that still has users is not deleted: the API's reason is shown.
      await page.goto(`${appUrl}/en/branches`);
      await page.getByRole('button', { name: `Delete ${renamed}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: m.dialogs.confirm }).click();
      const refused = page.getByRole('alertdialog').filter({ hasText: m.errors.branchInUse });
      await refused.waitFor();
      await refused.getByRole('button', { name: m.dialogs.ok }).click();
      await row(renamed).waitFor();

      // Filtering by role.
      await page.goto(`${appUrl}/en/users`);
      const filter = page.getByLabel(m.accounts.users.filter, { exact: true });
      await filter.selectOption('researcher');
      await invited.waitFor();
      const roles = page.locator('tbody tr td:nth-child(2)');
      await expect
        .poll(async () => new Set(await roles.allTextContents()))
        .toEqual(new Set([m.accounts.users.subTypes.researcher]));
      await filter.selectOption('admin');
      await expect
        .poll(async () => new Set(await roles.allTextContents()))
        .toEqual(new Set([m.accounts.users.subTypes.admin]));
      await expect.poll(() => invited.count()).toBe(0);

      // Paging: ten a page.
      for (let index = 0; index < 8; index += 1) {
        const created = await apiAs(appUrl, answer.token, accountsContract.routes.createUser, {
          params: { clientId: answer.accountId },
          body: {
            firstName: 'Paging',
            lastName: `User ${index}`,
            email: `paging-${index}-${suffix}@example.com`,
            subType: 'collaborator',
          },
        });
        expect(created.status).toBe(201);
        extraUserIds.push(created.body._id);
      }
      // Made behind the page's back: a reload shows them.
      await page.reload();
      const range = page.getByTestId('users-range');
      const shownTotal = async () => Number((await range.textContent())?.split(' ').pop());
      await expect.poll(shownTotal).toBeGreaterThanOrEqual(13);
      const total = await shownTotal();
      await expect.poll(() => range.textContent()).toBe(`1–10 of ${total}`);
      await expect.poll(() => page.locator('tbody tr').count()).toBe(10);
      await page.getByRole('button', { name: m.accounts.users.nextPage }).click();
      await expect.poll(() => range.textContent()).toBe(`11–${Math.min(20, total)} of ${total}`);
      await page.getByRole('button', { name: m.accounts.users.previousPage }).click();
      await expect.poll(() => range.textContent()).toBe(`1–10 of ${total}`);

      // Deleting the invited user, then its branch.
      await filter.selectOption('researcher');
      await page.getByRole('button', { name: 'Delete Grace Hopper' }).click();
      const confirmUser = page.getByRole('alertdialog');
      await expect.poll(() => confirmUser.textContent()).toContain(invitee);
      await confirmUser.getByRole('button', { name: m.dialogs.confirm }).click();
      await page.getByRole('status').filter({ hasText: 'Grace Hopper deleted.' }).waitFor();
      await expect.poll(() => invited.count()).toBe(0);

      await page.goto(`${appUrl}/en/branches`);
      await page.getByRole('button', { name: `Delete ${renamed}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: m.dialogs.confirm }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Branch ${renamed} deleted.` })
        .waitFor();
      await expect.poll(() => row(renamed).count()).toBe(0);

      // The invitation had gone out with a link to set the password.
      await expect.poll(() => outboxLink(page, appUrl, invitee, 'confirm')).toMatch(/\/en\/confirm\//);
    } finally {
      for (const userId of extraUserIds)
        await apiAs(appUrl, answer.token, accountsContract.routes.deleteUser, { params: { userId } });
      await context.close();
    }
  });
});

describe('the users screen in it, by keyboard', () => {
  const m = MESSAGES.it;

  it('opens and closes the invitation form with the keyboard and passes axe-core', async () => {
    const { context, page } = await openSignedIn(browser, appUrl, { ...demo('admin'), locale: 'it-IT' });
    await page.goto(`${appUrl}/it/users`);
    await page.getByRole('heading', { level: 1, name: m.screens.users }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    await noSerious(page);

    const inviteButton = page.getByRole('button', { name: m.accounts.users.invite });
    await inviteButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: m.accounts.users.invite });
    await dialog.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('firstName');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('lastName');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => inviteButton.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});

describe('who may open branches and users', () => {
  it.each([
    { lang: 'en', locale: 'en-US' },
    { lang: 'it', locale: 'it-IT' },
  ] as const)('a researcher gets page-not-found and Dashboard ($lang)', async ({ lang, locale }) => {
    const m = MESSAGES[lang];
    const { context, page } = await openSignedIn(browser, appUrl, { ...demo('researcher'), locale });
    for (const screen of ['branches', 'users']) {
      await page.goto(`${appUrl}/${lang}/${screen}`);
      await page.getByRole('alert').filter({ hasText: m.errors.pageNotFound }).waitFor();
      await expect.poll(() => pathOf(page)).toBe(`/${lang}/dashboard`);
      await page.getByRole('heading', { level: 1, name: m.screens.dashboard }).waitFor();
    }
    await context.close();
  });

  it('a branch manager sees only the users of its branch, and no branches screen', async () => {
    const m = MESSAGES.en;
    const { context, page } = await openSignedIn(browser, appUrl, demo('branch'));
    await page.goto(`${appUrl}/en/users`);
    await page.locator('tbody tr').first().waitFor();
    const branches = await page.locator('tbody tr td:nth-child(3)').allTextContents();
    expect(new Set(branches)).toEqual(new Set(['Milano']));
    await expect.poll(() => page.locator(`tr[data-user-email="${demo('admin').email}"]`).count()).toBe(0);
    await page.goto(`${appUrl}/en/branches`);
    await page.getByRole('alert').filter({ hasText: m.errors.pageNotFound }).waitFor();
    await expect.poll(() => pathOf(page)).toBe('/en/dashboard');
    await context.close();
  });
});

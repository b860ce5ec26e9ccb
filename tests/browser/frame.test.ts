import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, pathOf, type SeededUser } from '../support/browser.ts';

const appUrl = inject('appUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function dashboard(user: SeededUser = { clientType: 'regular' }, locale = 'en-US'): Promise<Page> {
  const { page } = await openPage(browser, { user, locale });
  await page.goto(`${appUrl}/${locale.slice(0, 2)}/dashboard`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

const focused = (page: Page) =>
  page.evaluate(() => ({
    id: document.activeElement?.id ?? '',
    tag: document.activeElement?.tagName ?? '',
    text: document.activeElement?.textContent ?? '',
  }));

describe('keyboard and focus', () => {
  it('offers a skip link first, which moves focus to the main content', async () => {
    const page = await dashboard();
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await focused(page)).text).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).id).toBe('main');
    await page.context().close();
  });

  it('moves focus to the heading and updates the title on navigation', async () => {
    const page = await dashboard();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Projects' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    await expect.poll(async () => (await focused(page)).text).toBe('Projects');
    await expect.poll(async () => (await focused(page)).tag).toBe('H1');
    await expect.poll(() => page.title()).toBe('Projects · AdPulse');
    await expect
      .poll(() => page.getByRole('link', { name: 'Projects' }).getAttribute('aria-current'))
      .toBe('page');
    await page.context().close();
  });

  it('shows the loader while the next screen loads', async () => {
    const page = await dashboard();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/ProjectsScreen-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Projects' }).click();
    await page.getByTestId('global-loader').waitFor();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Loading…' }).count()).toBe(1);
    release();
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    await page.getByTestId('global-loader').waitFor({ state: 'detached' });
    await page.context().close();
  });
});

describe('dialogs and panels', () => {
  it('opens Help as a modal panel that Escape closes, returning focus to its button', async () => {
    const page = await dashboard();
    const helpButton = page.getByRole('button', { name: 'Help', exact: true });
    await helpButton.click();
    const panel = page.getByRole('dialog', { name: 'Help' });
    await panel.waitFor();
    await panel.getByRole('heading', { name: 'Upload your media' }).waitFor();
    await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await focused(page)).text).toBe('Help');
    await page.context().close();
  });

  it("marks What's New unread until opened, and remembers it", async () => {
    const page = await dashboard({ clientType: 'regular' }, 'it-IT');
    await page.getByRole('button', { name: 'Novità (aggiornamenti da leggere)' }).click();
    const panel = page.getByRole('dialog', { name: 'Novità' });
    await panel.getByRole('heading', { name: 'Sei lingue' }).waitFor();
    await panel.getByRole('button', { name: 'Chiudi' }).click();
    await panel.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('button', { name: 'Novità', exact: true }).waitFor();
    await page.context().close();
  });

  it('shows an error handed over by a navigation, and the next navigation resets it', async () => {
    const page = await dashboard();
    // The wizard sends users back to Review this way; history state is how react-router carries it.
    await page.evaluate(() => {
      window.history.pushState(
        { usr: { errorKey: 'errors.incompleteProject' }, key: 'test', idx: 1 },
        '',
        '/en/projects',
      );
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    const dialog = page.getByRole('alertdialog', { name: 'Something went wrong' });
    await dialog.getByText('The project is not complete yet: review it before going on.').waitFor();
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await page.evaluate(() => {
      window.history.pushState({ usr: null, key: 'next', idx: 2 }, '', '/en/dashboard');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => pathOf(page)).toBe('/en/dashboard');
    await page.context().close();
  });

  it('runs the quick tour over the header and the main screens from Help and remembers it is done', async () => {
    const page = await dashboard();
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    await page.getByRole('button', { name: 'Take the quick tour' }).click();
    const titles: string[] = [];
    for (;;) {
      const card = page.getByRole('dialog').filter({ hasText: 'Quick tour' });
      const heading = card.getByRole('heading');
      // The next step is read once its card shows it, not while the last one is still there.
      await expect.poll(() => heading.textContent()).not.toBe(titles.at(-1));
      titles.push((await heading.textContent()) ?? '');
      const forward = card.getByRole('button', { name: /^(Next|Got it)$/ });
      const last = (await forward.textContent()) === 'Got it';
      await forward.click();
      if (last) break;
    }
    // The header, then the screens a regular user may open (tests/browser/quick-tour.test.ts walks them).
    expect(titles).toEqual([
      'Find your way',
      'Your language',
      "What's new",
      'Help at hand',
      'Your account',
      'Your dashboard',
      'Projects and results',
      'Start a project',
      'Your plan',
    ]);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('adpulse.state.v1'))) ?? '{}');
    expect(stored.preferences.tourSeen).toBe(true);
    expect(stored.flags.tourActive).toBe(false);
    await page.context().close();
  });
});

describe('account menu', () => {
  const entries = async (page: Page) => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    const items = page.getByRole('menuitem');
    await items.first().waitFor();
    return items.allTextContents();
  };

  it.each([
    [{ clientType: 'regular' }, ['Account', 'Billing information', 'Plan', 'Log out']],
    [
      { clientType: 'custom', multiUser: true, subType: 'admin' },
      ['Account', 'Billing information', 'Plan', 'Branches', 'Users', 'Invoices', 'Usage', 'Log out'],
    ],
    [{ clientType: 'custom', multiUser: true, subType: 'collaborator' }, ['Users', 'Log out']],
    [
      { clientType: 'custom', multiUser: false, subType: 'admin' },
      ['Account', 'Billing information', 'Plan', 'Invoices', 'Usage', 'Log out'],
    ],
  ] as const)('lists only what %o may open', async (user, expected) => {
    const page = await dashboard(user);
    await expect.poll(() => entries(page)).toEqual(expected);
    await page.context().close();
  });

  it('opens a screen from the menu with the keyboard', async () => {
    const page = await dashboard();
    await page.getByRole('button', { name: 'Account menu' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Plan' }).waitFor();
    // Opened from the keyboard, focus is inside the menu; the arrows walk its entries in order.
    await expect.poll(async () => (await focused(page)).text).toBe('Account');
    for (const next of ['Billing information', 'Plan']) {
      await page.keyboard.press('ArrowDown');
      await expect.poll(async () => (await focused(page)).text).toBe(next);
    }
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Plan' }).waitFor();
    await expect.poll(() => pathOf(page)).toBe('/en/plan');
    await page.context().close();
  });
});

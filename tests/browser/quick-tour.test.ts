import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '../../shared/src/i18n/index.ts';
import { launchBrowser, openPage, pathOf, type SeededUser } from '../support/browser.ts';

/** The quick tour walks the header, then the main screens the role may open (issue 26). */
const appUrl = inject('appUrl');
const SHOTS = join(process.cwd(), 'artifacts', 'screenshots', 'issue-26');
const m = MESSAGES.en;
const tour = m.tour;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const HEADER = [tour.navTitle, tour.languageTitle, tour.whatsNewTitle, tour.helpTitle, tour.accountTitle];
const ROLES: { name: string; user: SeededUser; screens: [string, string][] }[] = [
  {
    name: 'regular',
    user: { clientType: 'regular' },
    screens: [
      [tour.dashboardTitle, '/en/dashboard'],
      [tour.projectsTitle, '/en/projects'],
      [tour.newProjectTitle, '/en/new-project'],
      [tour.planTitle, '/en/plan'],
    ],
  },
  {
    name: 'custom-admin',
    user: { clientType: 'custom', multiUser: true, subType: 'admin' },
    screens: [
      [tour.dashboardTitle, '/en/dashboard'],
      [tour.projectsTitle, '/en/projects'],
      [tour.planTitle, '/en/plan'],
      [tour.branchesTitle, '/en/branches'],
      [tour.usersTitle, '/en/users'],
      [tour.billingTitle, '/en/billing'],
    ],
  },
];

async function startTour(page: Page, width: number) {
  await page.goto(`${appUrl}/en/dashboard`);
  await page.getByRole('heading', { level: 1, name: m.screens.dashboard }).waitFor();
  if (width < 700) await page.getByRole('button', { name: m.nav.menu }).click();
  await page.getByRole('button', { name: m.nav.help, exact: true }).click();
  await page.getByRole('button', { name: tour.start }).click();
}

const card = (page: Page) => page.getByRole('dialog').filter({ hasText: tour.label });

describe.each(ROLES)('the quick tour of a $name user', ({ name, user, screens }) => {
  it.each([1440, 390])(
    'at %i px walks the header and the screens the role may open, by keyboard',
    async (width) => {
      const { context, page } = await openPage(browser, { user, viewport: { width, height: 900 } });
      await startTour(page, width);
      const expected = [...HEADER.map((title) => [title, null] as const), ...screens];
      for (const [index, [title, path]] of expected.entries()) {
        const heading = card(page).getByRole('heading', { level: 2 });
        await expect.poll(() => heading.textContent()).toBe(title);
        await expect
          .poll(() =>
            card(page)
              .getByText(`Step ${index + 1} of ${expected.length}`, { exact: false })
              .count(),
          )
          .toBe(1);
        if (path) {
          await expect.poll(() => pathOf(page)).toBe(path);
          // The card points at the screen's own heading, and the focus is on the card.
          await expect.poll(() => page.locator('main .ap-screen-title.ap-tour-target').count()).toBe(1);
        }
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.closest('.ap-tour') !== null))
          .toBe(true);
        const box = await card(page).boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBeLessThanOrEqual(0);
        if (index === 0 || title === tour.projectsTitle || index === expected.length - 1) {
          await mkdir(SHOTS, { recursive: true });
          await page.screenshot({ path: join(SHOTS, `tour-${name}-${width}-step${index + 1}.png`) });
        }
        if (index === HEADER.length + 1) {
          // Back and forth with the arrows.
          await page.keyboard.press('ArrowLeft');
          await expect.poll(() => heading.textContent()).toBe(expected[index - 1]![0]);
        }
        await page.keyboard.press('ArrowRight');
        if (index === HEADER.length + 1) {
          await expect.poll(() => heading.textContent()).toBe(title);
          await page.keyboard.press('ArrowRight');
        }
      }
      await expect.poll(() => card(page).count()).toBe(0);
      const stored = JSON.parse(
        (await page.evaluate(() => localStorage.getItem('adpulse.state.v1'))) ?? '{}',
      );
      expect(stored.preferences.tourSeen).toBe(true);
      // Escape ends a tour started again, wherever it is.
      await startTour(page, width);
      await card(page).getByRole('heading', { name: tour.navTitle }).waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => card(page).count()).toBe(0);
      await context.close();
    },
  );
});

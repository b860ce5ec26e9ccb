import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '../../shared/src/i18n/index.ts';
import { launchBrowser, openPage, pathOf, type SeededUser } from '../support/browser.ts';

/** The quick tour walks the header, then the main screens the role may open (issue 26). */
const appUrl = inject('appUrl');
const SHOTS = join(process.cwd(), 'artifacts', 'screenshots', 'issue-26');
type Lang = 'en' | 'it';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type TourTitle = keyof (typeof MESSAGES)['en']['tour'] & `${string}Title`;
const HEADER: TourTitle[] = ['navTitle', 'languageTitle', 'whatsNewTitle', 'helpTitle', 'accountTitle'];
const ROLES: { name: string; user: SeededUser; screens: [TourTitle, string][] }[] = [
  {
    name: 'regular',
    user: { clientType: 'regular' },
    screens: [
      ['dashboardTitle', 'dashboard'],
      ['projectsTitle', 'projects'],
      ['newProjectTitle', 'new-project'],
      ['planTitle', 'plan'],
    ],
  },
  {
    name: 'custom-admin',
    user: { clientType: 'custom', multiUser: true, subType: 'admin' },
    screens: [
      ['dashboardTitle', 'dashboard'],
      ['projectsTitle', 'projects'],
      ['planTitle', 'plan'],
      ['branchesTitle', 'branches'],
      ['usersTitle', 'users'],
      ['billingTitle', 'billing'],
    ],
  },
];
// English at both widths; Italian (longer texts) on the phone, where the card has least room.
const RUNS: [number, Lang][] = [
  [1440, 'en'],
  [390, 'en'],
  [390, 'it'],
];

async function startTour(page: Page, width: number, lang: Lang) {
  const l = MESSAGES[lang];
  await page.goto(`${appUrl}/${lang}/dashboard`);
  await page.getByRole('heading', { level: 1, name: l.screens.dashboard }).waitFor();
  if (width < 700) await page.getByRole('button', { name: l.nav.menu }).click();
  await page.getByRole('button', { name: l.nav.help, exact: true }).click();
  await page.getByRole('button', { name: l.tour.start }).click();
}

const card = (page: Page, lang: Lang) =>
  page.getByRole('dialog').filter({ hasText: MESSAGES[lang].tour.label });

/** Whether two boxes share any area (touching edges do not count). */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

describe.each(ROLES)('the quick tour of a $name user', ({ name, user, screens }) => {
  it.each(RUNS)(
    'at %i px in %s walks the header and the screens the role may open, by keyboard, beside what it points at',
    async (width, lang) => {
      const l = MESSAGES[lang].tour;
      const { context, page } = await openPage(browser, { user, viewport: { width, height: 900 } });
      await startTour(page, width, lang);
      const expected = [
        ...HEADER.map((key) => [l[key], null] as const),
        ...screens.map(([key, route]) => [l[key], `/${lang}/${route}`] as const),
      ];
      const progress = (index: number) =>
        l.progress.replace('{{current}}', String(index + 1)).replace('{{total}}', String(expected.length));
      for (const [index, [title, path]] of expected.entries()) {
        const heading = card(page, lang).getByRole('heading', { level: 2 });
        await expect.poll(() => heading.textContent()).toBe(title);
        await expect
          .poll(() => card(page, lang).getByText(progress(index), { exact: false }).count())
          .toBe(1);
        if (path) {
          await expect.poll(() => pathOf(page)).toBe(path);
          // The card points at the screen's own heading, and the focus is on the card.
          await expect
            .poll(() => page.locator('main .ap-screen-title.ap-tour-target').count(), { message: title })
            .toBe(1);
        }
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.closest('.ap-tour') !== null))
          .toBe(true);
        const box = await card(page, lang).boundingBox();
        expect(
          box && box.x >= 0 && box.x + box.width <= width && box.y >= 0 && box.y + box.height <= 900,
        ).toBe(true);
        // The card never covers the element it points at.
        const target = await page.locator('.ap-tour-target').boundingBox();
        expect(target, title).not.toBeNull();
        expect(overlap(box!, target!), `${title}: the card covers its target`).toBe(false);
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBeLessThanOrEqual(0);
        if (index === 0 || title === l.projectsTitle || index === expected.length - 1) {
          await mkdir(SHOTS, { recursive: true });
          await page.screenshot({ path: join(SHOTS, `tour-${name}-${lang}-${width}-step${index + 1}.png`) });
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
      await expect.poll(() => card(page, lang).count()).toBe(0);
      const stored = JSON.parse(
        (await page.evaluate(() => localStorage.getItem('adpulse.state.v1'))) ?? '{}',
      );
      expect(stored.preferences.tourSeen).toBe(true);
      // Escape ends a tour started again, wherever it is.
      await startTour(page, width, lang);
      await card(page, lang).getByRole('heading', { name: l.navTitle }).waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => card(page, lang).count()).toBe(0);
      await context.close();
    },
  );
});

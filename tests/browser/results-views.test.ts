/**
 * Every results view at 1440×900 and 390×844 (en; it too at 390): a full-page screenshot of each
 * page and one of each of its sections, kept as artifacts for a person to look at, with the
 * checks a screenshot alone would leave to the eye: nothing wider than the window on mobile, no
 * section whose content runs past its own edge. The heatmap and the comparison have theirs in
 * results-heatmap.test.ts and results-comparison.test.ts.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { sharingContract } from '@adpulse/shared';
import { MESSAGES } from '../../shared/src/i18n/index.ts';
import type { SignedIn } from '../integration/accounts-fixtures.ts';
import { launchBrowser } from '../support/browser.ts';
import type { TestRuntime } from '../support/runtime.ts';
import { callApi, openSignedIn } from '../support/seed-dashboard.ts';
import {
  analysedProject,
  RESULTS_PASSWORD,
  startResultsRuntime,
  closedAbTest,
} from '../support/seed-results.ts';

const SLOW = { timeout: 20_000 };
/** The first chart of a run waits for Plotly's lazy chunk on a cold, busy server. */
const FIRST_DRAW = { timeout: 60_000 };
const SCREENSHOTS = join(
  process.env.ADPULSE_SCREENSHOTS ?? join(process.cwd(), 'artifacts', 'screenshots'),
  'views',
);
const SIZES = {
  1440: { width: 1440, height: 900 },
  390: { width: 390, height: 844 },
} as const;
type Size = keyof typeof SIZES;

let browser: Browser;
let runtime: TestRuntime;
let user: SignedIn;
let closedId: string;
let liveId: string;
let sharePath: string;

beforeAll(async () => {
  [browser, { runtime, user }] = await Promise.all([launchBrowser(), startResultsRuntime()]);
  closedId = await closedAbTest(user, 'Gelato duo');
  liveId = await analysedProject(user, 'Live spot', [{ kind: 'video', duration: 6, name: 'Live cut' }], 12, {
    reason: 'live',
  });
  const link = await callApi(runtime, user.token, sharingContract.routes.createSharingToken, {
    params: { projectId: closedId },
  });
  sharePath = link.path;
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await runtime?.stop();
});

/**
 * Every chart drawn and every image loaded: what the screenshot should show. Lazy images (the
 * diagnosis' scene frames) load only near the viewport, so a full-page shot asks them for their
 * pixels first, as a reader scrolling down would.
 */
async function settled(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const charts = [
            ...document.querySelectorAll(
              '[data-testid="plotly-chart"], [data-testid="line-chart"], [data-testid="bar-chart"]',
            ),
          ];
          const images = [...document.querySelectorAll('img')];
          for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
          const loading = document.querySelectorAll('.ap-chart--loading, [role="status"] .amplify-loader');
          return (
            loading.length === 0 &&
            charts.every((chart) => chart.getAttribute('data-drawn') === 'true') &&
            images.every((image) => image.complete)
          );
        }),
      SLOW,
    )
    .toBe(true);
}

/**
 * Sections whose content is wider than their own box (cut or spilling labels), by id or title,
 * and badges that run past the card or row they sit in (a section's padding hides those), by text.
 */
function spillingSections(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const sections = [
      ...document.querySelectorAll<HTMLElement>(
        '.ap-results .ap-section, .ap-results .ap-insights, .ap-live, [data-testid="downloads"]',
      ),
    ]
      .filter((section) => section.scrollWidth > section.clientWidth + 1)
      .map((section) => section.id || section.querySelector('h2, h3')?.textContent || section.className);
    const badges = [...document.querySelectorAll<HTMLElement>('.ap-results .ap-badge')]
      .filter((badge) => {
        const box = badge.closest<HTMLElement>('.ap-ranking__row, .ap-kpi, .ap-section');
        return box !== null && badge.getBoundingClientRect().right > box.getBoundingClientRect().right + 1;
      })
      .map((badge) => `badge: ${badge.textContent ?? ''}`);
    return [...sections, ...badges];
  });
}

function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);

/**
 * A full-page shot, then one of each section of the results, named by the section's id or title:
 * each section is cut from the one full-page shot (an element shot of a section taller than the
 * window would have the sticky header drawn over it, and a full-page shot per section costs a
 * page render each).
 */
async function shoot(page: Page, name: string): Promise<string[]> {
  await mkdir(SCREENSHOTS, { recursive: true });
  const full = await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
  const { width: pageWidth = 0, height: pageHeight = 0 } = await sharp(full).metadata();
  const boxes = await page
    .locator('.ap-results .ap-section, .ap-results .ap-insights, .ap-live, [data-testid="downloads"][open]')
    .evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return {
          label:
            element.id ||
            element.getAttribute('data-testid') ||
            element.querySelector('h2, h3')?.textContent ||
            `section-${element.className}`,
          left: box.left + scrollX,
          top: box.top + scrollY,
          width: box.width,
          height: box.height,
        };
      }),
    );
  const names: string[] = [];
  for (const [index, box] of boxes.entries()) {
    const file = `${name}--${String(index).padStart(2, '0')}-${slug(box.label)}`;
    const left = Math.max(0, Math.floor(box.left));
    const top = Math.max(0, Math.floor(box.top));
    const width = Math.min(pageWidth - left, Math.ceil(box.width));
    const height = Math.min(pageHeight - top, Math.ceil(box.height));
    if (width <= 0 || height <= 0) continue;
    await sharp(full)
      .extract({ left, top, width, height })
      .toFile(join(SCREENSHOTS, `${file}.png`));
    names.push(file);
  }
  return names;
}

async function openAt(size: Size, path: string, language: 'en' | 'it' = 'en') {
  const { context, page } = await openSignedIn(
    browser,
    runtime,
    { email: user.email, password: RESULTS_PASSWORD },
    language === 'it' ? 'it-IT' : 'en-US',
  );
  await page.setViewportSize(SIZES[size]);
  await page.goto(`${runtime.url}/${language}${path}`);
  return { context, page };
}

/** The layout checks every shot gets: no horizontal scroll on mobile, no section spilling. */
async function checkLayout(page: Page, size: Size, what: string): Promise<void> {
  if (size === 390) {
    await expect
      .poll(() => overflow(page), { ...SLOW, message: `${what} scrolls sideways` })
      .toBeLessThanOrEqual(0);
  }
  expect(await spillingSections(page), `${what}: sections wider than their box`).toEqual([]);
}

const TABS = {
  ranking: '.ap-ranking__row',
  metrics: '[data-kpi="globalIndex"]',
  chart: '[data-testid="chart-readout"]',
  'metrics-in-context': '.ap-context__row[data-kpi="globalIndex"]',
} as const;

describe.each([1440, 390] as const)('results views at %i px wide', (size) => {
  const languages = size === 390 ? (['en', 'it'] as const) : (['en'] as const);
  for (const language of languages) {
    for (const [tab, ready] of Object.entries(TABS)) {
      it(`${language} ${tab}: every section shot, none spilling${size === 390 ? ', no sideways scroll' : ''}`, async () => {
        const { context, page } = await openAt(size, `/project/${closedId}/${tab}`, language);
        await page.locator(ready).first().waitFor(SLOW);
        await settled(page);
        await checkLayout(page, size, `${language} ${tab} at ${size}`);
        const shots = await shoot(page, `${tab}-${size}-${language}`);
        expect(shots.length).toBeGreaterThan(0);
        await context.close();
      });
    }
  }

  it('live results of an active project', async () => {
    const { context, page } = await openAt(size, `/project/${liveId}/ranking`);
    await page.getByTestId('live-banner').waitFor(SLOW);
    await page.locator(TABS.ranking).first().waitFor(SLOW);
    await settled(page);
    await checkLayout(page, size, `live at ${size}`);
    await shoot(page, `live-${size}-en`);
    await context.close();
  });

  it('downloads panel, open', async () => {
    const { context, page } = await openAt(size, `/project/${closedId}/ranking`);
    await page.locator(TABS.ranking).first().waitFor(SLOW);
    await page.getByTestId('downloads').locator('summary').click();
    await page.locator('[data-testid="downloads"] a[data-kind="analysisCsv"]').waitFor(SLOW);
    await settled(page);
    await checkLayout(page, size, `downloads at ${size}`);
    await shoot(page, `downloads-${size}-en`);
    await context.close();
  });

  it('a shared link in guest mode, each tab', async () => {
    const guest = await browser.newContext({ viewport: SIZES[size] });
    const page = await guest.newPage();
    for (const [tab, ready] of Object.entries(TABS)) {
      await page.goto(`${runtime.url}/en${sharePath}/${tab}`);
      await page.locator(ready).first().waitFor(SLOW);
      await settled(page);
      await checkLayout(page, size, `guest ${tab} at ${size}`);
      await shoot(page, `share-guest-${tab}-${size}-en`);
    }
    await guest.close();
  });
});

/** Valence on one scale (issue 25): the chart says it is the card's 0-100, in en and it, at 1440 and 390 px. */
describe('chart: valence on the scale of its card', () => {
  for (const [language, locale] of [
    ['en', 'en-US'],
    ['it', 'it-IT'],
  ] as const) {
    for (const width of [1440, 390]) {
      it(`${language} at ${width} px: the valence line under the chart, no sideways scroll`, async () => {
        const { context, page } = await openSignedIn(
          browser,
          runtime,
          { email: user.email, password: RESULTS_PASSWORD },
          locale,
        );
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${runtime.url}/${language}/project/${closedId}/chart`);
        await page.locator('[data-testid="plotly-chart"][data-drawn="true"]').first().waitFor(FIRST_DRAW);
        const note = page.getByTestId('valence-scale').first();
        await expect.poll(() => note.innerText(), SLOW).toBe(MESSAGES[language].results.chart.valenceScale);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await mkdir(SCREENSHOTS, { recursive: true });
        await page.screenshot({
          path: join(SCREENSHOTS, `chart-valence-${language}-${width}.png`),
          fullPage: true,
        });
        await context.close();
      });
    }
  }
});

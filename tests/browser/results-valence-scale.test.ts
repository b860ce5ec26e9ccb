import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MESSAGES } from '../../shared/src/i18n/index.ts';
import type { SignedIn } from '../integration/accounts-fixtures.ts';
import { launchBrowser } from '../support/browser.ts';
import type { TestRuntime } from '../support/runtime.ts';
import { openSignedIn } from '../support/seed-dashboard.ts';
import { closedAbTest, RESULTS_PASSWORD, startResultsRuntime } from '../support/seed-results.ts';

/** Polls wait long enough for lazy chunks on a busy two-core machine. */
const SLOW = { timeout: 15_000 };
/** The first chart of a run waits for Plotly's lazy chunk on a cold, busy server. */
const FIRST_DRAW = { timeout: 60_000 };
const SCREENSHOTS = process.env.ADPULSE_SCREENSHOTS ?? join(process.cwd(), 'artifacts', 'screenshots');

let browser: Browser;
let runtime: TestRuntime;
let user: SignedIn;
let closedId: string;

beforeAll(async () => {
  [browser, { runtime, user }] = await Promise.all([launchBrowser(), startResultsRuntime()]);
  closedId = await closedAbTest(user, 'Gelato duo');
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await runtime?.stop();
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

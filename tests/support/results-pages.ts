import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { SignedIn } from '../integration/accounts-fixtures.ts';
import type { TestRuntime } from './runtime.ts';
import { openSignedIn } from './seed-dashboard.ts';
import { RESULTS_PASSWORD } from './seed-results.ts';

/** Polls wait long enough for lazy chunks on a busy two-core machine. */
export const SLOW = { timeout: 15_000 };

/** The run's screenshots of each results view, kept as artifacts (gitignored) for a person to look at. */
export const RESULTS_SCREENSHOTS =
  process.env.ADPULSE_SCREENSHOTS ?? join(process.cwd(), 'artifacts', 'screenshots');

/** Opens a page of the app signed in as the results tests' user; `prepare` runs before it loads (routes). */
export async function openResultsPage(
  browser: Browser,
  runtime: TestRuntime,
  user: SignedIn,
  path: string,
  options: {
    locale?: string;
    viewport?: { width: number; height: number };
    prepare?: (page: Page) => Promise<unknown>;
  } = {},
) {
  const { context, page } = await openSignedIn(
    browser,
    runtime,
    { email: user.email, password: RESULTS_PASSWORD },
    options.locale ?? 'en-US',
  );
  await page.setViewportSize(options.viewport ?? { width: 1440, height: 900 });
  await options.prepare?.(page);
  await page.goto(`${runtime.url}${path}`);
  return { context, page };
}

/** How many pixels the page scrolls sideways (0 or less: none). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Saves a full-page screenshot `<name>.png` among the results artifacts. */
export async function saveResultsShot(page: Page, name: string): Promise<void> {
  await mkdir(RESULTS_SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(RESULTS_SCREENSHOTS, `${name}.png`), fullPage: true });
}

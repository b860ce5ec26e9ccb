/**
 * Lighthouse's performance score and layout shift of the login page and a results page (the
 * ranking tab of a closed two-video project), mobile: Lighthouse's default phone, with its
 * simulated slow 4G and 4x CPU slowdown, in Debian's Chromium against the local runtime serving
 * web/dist. A bench, not a test: the score depends on the machine. Runs alone:
 * `npx tsx tests/bench/lighthouse.ts`.
 */
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { ensureWebBuilt } from '../../scripts/web-build.ts';
import { CHROMIUM_PATH } from '../support/browser.ts';
import { storedSession } from '../support/seed-dashboard.ts';
import { closedAbTest, RESULTS_PASSWORD, startResultsRuntime } from '../support/seed-results.ts';

/** The targets (mobile): performance at least 90 on login and 80 on results, CLS under 0.1. */
export const LIGHTHOUSE_TARGETS = { login: 90, results: 80, cls: 0.1 } as const;
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];

export interface LighthouseFigures {
  page: 'login' | 'results';
  /** 0-100. */
  performance: number;
  cls: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

async function audit(
  page: LighthouseFigures['page'],
  url: string,
  port: number,
  keepStorage: boolean,
): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The results page opens signed in: the session stored before the run stays.
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
  };
}

/** Audits the login page (cold, storage cleared) and a closed project's results page (signed in). */
export async function benchLighthouse(): Promise<LighthouseFigures[]> {
  await ensureWebBuilt();
  const { runtime, user } = await startResultsRuntime();
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const projectId = await closedAbTest(user, 'Bench duo');
    const login = await audit('login', `${runtime.url}/en/login`, chrome.port, false);
    // Sign in as the app does: the session in localStorage of the page's origin.
    const { key, value } = await storedSession(runtime, { email: user.email, password: RESULTS_PASSWORD });
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    try {
      const context = browser.contexts()[0];
      if (!context) throw new Error('Chromium has no default context to sign in');
      const page = await context.newPage();
      await page.goto(`${runtime.url}/en/login`);
      await page.evaluate(([storageKey, stored]) => localStorage.setItem(storageKey, stored), [
        key,
        value,
      ] as const);
      // Keeping the storage keeps the HTTP cache too: empty it, so the results page loads cold like the login.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.close();
    } finally {
      await browser.close();
    }
    const results = await audit(
      'results',
      `${runtime.url}/en/project/${projectId}/ranking`,
      chrome.port,
      true,
    );
    return [login, results];
  } finally {
    chrome.kill();
    await runtime.stop();
  }
}

/** The bench section: each page's score and CLS against the targets, with the machine's load. */
export async function printLighthouseBench(): Promise<LighthouseFigures[]> {
  console.log(
    '\n== Lighthouse, mobile (Lighthouse 12 defaults: simulated slow 4G, 4x CPU slowdown; Debian Chromium, local runtime)',
  );
  const figures = await benchLighthouse();
  const [load] = loadavg();
  console.log(`machine: ${availableParallelism()} cores, load average ${load!.toFixed(1)} at the end`);
  for (const figure of figures) {
    const target = LIGHTHOUSE_TARGETS[figure.page];
    const met = figure.performance >= target && figure.cls < LIGHTHOUSE_TARGETS.cls;
    console.log(
      `${figure.page}: performance ${figure.performance} (target ≥ ${target}), CLS ${figure.cls.toFixed(3)} (target < ${LIGHTHOUSE_TARGETS.cls}), FCP ${Math.round(figure.fcpMs)} ms, LCP ${Math.round(figure.lcpMs)} ms, TBT ${Math.round(figure.tbtMs)} ms: ${met ? 'met' : 'NOT met'}`,
    );
  }
  return figures;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await printLighthouseBench();
}

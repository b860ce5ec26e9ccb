/**
 * The results page's bench: the chunks it may fetch on top of the app's entry, the JavaScript it
 * did fetch before its first chart, the time from opening project/{id} (the ranking tab, plain
 * SVG) to its first chart drawn, and the time to the chart tab's first Plotly chart, in headless
 * Chromium against the local runtime. Runs alone: `npx tsx tests/bench/results-first-chart.ts`.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FIRST_CHART_MARK, FIRST_PLOT_MARK } from '../../web/src/components/chart/first-chart.ts';
import { WEB_DIST_DIR } from '../../local/src/paths.ts';
import { measureResultsChunks } from '../../web/scripts/bundle-size.ts';
import { ensureWebBuilt } from '../../scripts/web-build.ts';
import { launchBrowser } from '../support/browser.ts';
import { openSignedIn } from '../support/seed-dashboard.ts';
import { RESULTS_PASSWORD, startResultsRuntime, closedAbTest } from '../support/seed-results.ts';

/** Issue 24's targets: the first chart drawn within 1 s of opening a results page, on < 200 KB of JS. */
export const FIRST_CHART_TARGET_MS = 1000;
export const FIRST_CHART_JS_TARGET_BYTES = 200 * 1024;
const RUNS = 5;
const CHART_WAIT_MS = 30_000;

export interface Request {
  /** Path of the resource (an asset or an API call). */
  name: string;
  startMs: number;
  endMs: number;
}

export interface FirstChartRun {
  /** From navigation start to the app's first-chart mark. */
  firstChartMs: number;
  /** What the page fetched until then (scripts, styles, API calls), in start order. */
  requests: Request[];
}

export interface FirstChartBench {
  cold: FirstChartRun[];
  warm: FirstChartRun[];
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
};

/** Opens `url` in `page` and reads the app's `mark` and the resource timings up to it. */
async function timeFirstChart(page: Page, url: string, mark = FIRST_CHART_MARK): Promise<FirstChartRun> {
  await page.goto(url);
  await page.waitForFunction((name) => performance.getEntriesByName(name, 'mark').length > 0, mark, {
    timeout: CHART_WAIT_MS,
  });
  return page.evaluate((mark) => {
    const firstChartMs = performance.getEntriesByName(mark, 'mark')[0]!.startTime;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const requests = resources
      .filter((entry) => entry.startTime <= firstChartMs)
      .map((entry) => ({
        name: new URL(entry.name).pathname,
        startMs: entry.startTime,
        endMs: entry.responseEnd,
      }));
    return { firstChartMs, requests };
  }, mark);
}

/** The gzipped size (level 9, as web/dist would be served compressed) of the JS a run fetched. */
export function scriptBytes(
  run: FirstChartRun,
  distDir = WEB_DIST_DIR,
): { files: number; gzipBytes: number } {
  const scripts = [...new Set(run.requests.map((request) => request.name))].filter((name) =>
    name.endsWith('.js'),
  );
  const gzipBytes = scripts.reduce(
    (sum, name) => sum + gzipSync(readFileSync(join(distDir, name)), { level: 9 }).length,
    0,
  );
  return { files: scripts.length, gzipBytes };
}

/**
 * Seeds a closed project with two analysed videos and opens its results page (the ranking tab)
 * `runs` times with a cold cache (a new browser context each time) and `runs` times with a warm
 * one (new pages of a context that has opened it once); then its chart tab `runs` times cold, to
 * Plotly's first drawn chart.
 */
export async function benchFirstChart(runs = RUNS): Promise<FirstChartBench & { plotCold: FirstChartRun[] }> {
  await ensureWebBuilt();
  const { runtime, user } = await startResultsRuntime();
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  try {
    const projectId = await closedAbTest(user, 'Bench duo');
    browser = await launchBrowser();
    const login = { email: user.email, password: RESULTS_PASSWORD };
    const url = `${runtime.url}/en/project/${projectId}/ranking`;
    const chartUrl = `${runtime.url}/en/project/${projectId}/chart`;
    const signedIn = async () => {
      const { context, page } = await openSignedIn(browser!, runtime, login);
      contexts.push(context);
      return { context, page };
    };

    const cold: FirstChartRun[] = [];
    for (let run = 0; run < runs; run += 1) {
      const { context, page } = await signedIn();
      cold.push(await timeFirstChart(page, url));
      await context.close();
    }

    const warm: FirstChartRun[] = [];
    const { context, page: first } = await signedIn();
    await timeFirstChart(first, url);
    await first.close();
    for (let run = 0; run < runs; run += 1) {
      const page = await context.newPage();
      warm.push(await timeFirstChart(page, url));
      await page.close();
    }

    const plotCold: FirstChartRun[] = [];
    for (let run = 0; run < runs; run += 1) {
      const { context: fresh, page } = await signedIn();
      plotCold.push(await timeFirstChart(page, chartUrl, FIRST_PLOT_MARK));
      await fresh.close();
    }
    return { cold, warm, plotCold };
  } finally {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await runtime.stop();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

/** The requests of a run as a waterfall: the API calls and the chunks, with when each started and ended. */
function waterfall(run: FirstChartRun): string[] {
  return run.requests
    .filter((request) => request.name.startsWith('/api/') || /\.(js|css)$/.test(request.name))
    .map(
      (request) => `  ${ms(request.startMs).padStart(8)} → ${ms(request.endMs).padStart(8)}  ${request.name}`,
    );
}

function summary(label: string, runs: FirstChartRun[]): number {
  const times = runs.map((run) => run.firstChartMs);
  const p50 = percentile(times, 0.5);
  console.log(`${label}: p50 ${ms(p50)}, max ${ms(Math.max(...times))} (runs: ${times.map(ms).join(', ')})`);
  return p50;
}

/**
 * The bench section: results chunk sizes, the JS fetched before the first chart, the time to
 * the first chart, cold and warm, and to the chart tab's Plotly chart, with the targets' verdicts.
 */
export async function printResultsBench(runs = RUNS): Promise<FirstChartBench> {
  await ensureWebBuilt();
  console.log('\n== Results: chunks fetched on top of the app entry (web/dist manifest, gzip level 9)');
  for (const group of measureResultsChunks()) {
    console.log(`${group.name}: ${kb(group.gzipBytes)} gzipped (${kb(group.bytes)} raw)`);
    for (const chunk of group.chunks) {
      console.log(`  ${chunk.file}: ${kb(chunk.gzipBytes)} gzipped (${kb(chunk.bytes)} raw)`);
    }
  }

  console.log(
    `\n== Results: first chart of the results page (project/{id}/ranking: plain SVG; two videos, headless Chromium, local runtime, ${runs} runs each)`,
  );
  const bench = await benchFirstChart(runs);
  const [load] = loadavg();
  console.log(
    `machine: ${availableParallelism()} cores, load average ${load!.toFixed(1)} at the end (other work on the machine slows every run)`,
  );
  const coldP50 = summary('cold cache', bench.cold);
  const warmP50 = summary('warm cache', bench.warm);
  const met = coldP50 < FIRST_CHART_TARGET_MS && warmP50 < FIRST_CHART_TARGET_MS;
  console.log(
    `target: first chart under ${ms(FIRST_CHART_TARGET_MS)} (p50, cold and warm): ${met ? 'met' : 'NOT met'}`,
  );
  const median = [...bench.cold].sort((a, b) => a.firstChartMs - b.firstChartMs)[Math.floor(runs / 2)]!;
  const js = scriptBytes(median);
  console.log(
    `results JS before the first chart (median cold run, gzip level 9): ${kb(js.gzipBytes)} in ${js.files} files; target under ${kb(FIRST_CHART_JS_TARGET_BYTES)}: ${js.gzipBytes < FIRST_CHART_JS_TARGET_BYTES ? 'met' : 'NOT met'}`,
  );
  console.log(`waterfall of the median cold run (${ms(median.firstChartMs)}):`);
  for (const line of waterfall(median)) console.log(line);
  summary('chart tab, first Plotly chart, cold cache', bench.plotCold);
  return bench;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await printResultsBench();
}

import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  attentionDrop,
  sceneSeconds,
  type Analysis,
  type AssetAnalysis,
  type ProjectAnalysis,
} from '../../shared/src/analysis/index.ts';
import { MESSAGES } from '../../shared/src/i18n/index.ts';
import { NumberFormats } from '@adpulse/shared/analysis/format';
import { rankedVideos } from '../../web/src/features/results/model/videos.ts';
import type { SignedIn } from '../integration/accounts-fixtures.ts';
import { launchBrowser, seriousViolations } from '../support/browser.ts';
import type { TestRuntime } from '../support/runtime.ts';
import { openSignedIn } from '../support/seed-dashboard.ts';
import {
  closedAbTest,
  readAnalysis,
  RESULTS_PASSWORD,
  startResultsRuntime,
} from '../support/seed-results.ts';

/** Polls wait long enough for lazy chunks on a busy two-core machine. */
const SLOW = { timeout: 20_000 };
const SCREENSHOTS = process.env.ADPULSE_SCREENSHOTS ?? join(process.cwd(), 'artifacts', 'screenshots');

let browser: Browser;
let runtime: TestRuntime;
let user: SignedIn;
let projectId: string;
let analysis: Analysis;

beforeAll(async () => {
  [browser, { runtime, user }] = await Promise.all([launchBrowser(), startResultsRuntime()]);
  projectId = await closedAbTest(user, 'Gelato duo');
  const answer = await readAnalysis(runtime, user, projectId);
  if (answer.file.format !== 'current') throw new Error(`The file is ${answer.file.format}`);
  analysis = answer.file.analysis;
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await runtime?.stop();
});

async function open(path: string, locale: string, viewport = { width: 1440, height: 900 }) {
  const { context, page } = await openSignedIn(
    browser,
    runtime,
    { email: user.email, password: RESULTS_PASSWORD },
    locale,
  );
  await page.setViewportSize(viewport);
  return { context, page, go: () => page.goto(`${runtime.url}${path}`) };
}

async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  // From the top: a scrolled page draws its sticky header mid-way down a full-page shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Waits until the curves beside the video are redrawn to the viewport's width (after a resize). */
async function chartsFit(page: Page): Promise<void> {
  const width = page.viewportSize()!.width;
  await expect
    .poll(
      () =>
        page
          .locator('.ap-stage [data-testid="plotly-chart"] .main-svg')
          .first()
          .evaluate((svg) => svg.getBoundingClientRect().width),
      SLOW,
    )
    .toBeLessThan(width);
}

function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

interface DrawnShape {
  type: string;
  x0: number;
  x1: number;
  yref: string;
}

/** The shapes Plotly drew on the curves beside the video (the marks and the cursor). */
function drawnShapes(page: Page): Promise<DrawnShape[]> {
  return page.locator('.ap-stage [data-testid="plotly-chart"][data-drawn="true"]').evaluate((element) => {
    const layout = (element as unknown as { layout?: { shapes?: DrawnShape[] } }).layout;
    return (layout?.shapes ?? []).map(({ type, x0, x1, yref }) => ({ type, x0, x1, yref }));
  });
}

/** The seconds the strip shows: the exports' scene seconds plus the drop's, in order. */
function stripSeconds(asset: AssetAnalysis): number[] {
  const drop = attentionDrop(asset.attention.curve);
  return [...new Set([...sceneSeconds(asset), ...(drop ? [drop.second] : [])])].sort((a, b) => a - b);
}

/**
 * A mutant of the file: attention of `asset` falls by 45 points from `second` on, far outside the
 * intervals. The screen must find the drop at that second, not at a fixed one.
 */
function withDropAt(answer: ProjectAnalysis, assetId: string, second: number): ProjectAnalysis {
  if (answer.file.format !== 'current') return answer;
  const assets = answer.file.analysis.assets.map((asset) => {
    if (asset.assetId !== assetId) return asset;
    const shift = (values: (number | null)[]) =>
      values.map((value, s) => (value === null || s < second ? value : Math.max(0, value - 45)));
    const curve = asset.attention.curve;
    return {
      ...asset,
      attention: {
        ...asset.attention,
        curve: { ...curve, value: shift(curve.value), low: shift(curve.low), high: shift(curve.high) },
      },
    };
  });
  return { ...answer, file: { ...answer.file, analysis: { ...answer.file.analysis, assets } } };
}

describe('results chart: frame by frame', () => {
  it('shows the scenes under the curves (lazy, in reserved boxes), the drop as the file reads, and the shortest cut on the timeline (en)', async () => {
    const video = rankedVideos(analysis)[0]!;
    const asset = video.asset;
    const formats = new NumberFormats('en');
    const m = MESSAGES.en.results.diagnosis;
    const { context, page, go } = await open(`/en/project/${projectId}/chart`, 'en-US');
    await go();
    const panel = page.getByTestId('diagnosis');
    await panel.getByRole('heading', { name: m.title }).waitFor(SLOW);

    // The drop: the same rule as the insight, read from the file.
    const drop = attentionDrop(asset.attention.curve);
    const dropLine = panel.getByTestId('diagnosis-drop');
    await expect.poll(() => dropLine.getAttribute('data-second'), SLOW).toBe(drop ? String(drop.second) : '');
    expect(await dropLine.innerText()).toContain(drop ? formats.unit(drop.second, 'seconds') : m.noDrop);
    // The rule is added to a drop; "no drop" already states it, so it is not said twice.
    expect((await dropLine.innerText()).includes(m.dropRule)).toBe(drop !== null);

    // The shortest cut, in words and as a band on the timeline.
    const cut = asset.mediaOptimisation.cut;
    const shorter = cut !== null && cut.end - cut.start < asset.duration;
    const cutLine = panel.getByTestId('diagnosis-cut');
    expect(await cutLine.getAttribute('data-start')).toBe(shorter ? String(cut.start) : '');
    const cutText = await cutLine.innerText();
    if (shorter) {
      expect(cutText).toContain(m.cutMark);
      expect(cutText).toContain(
        `${formats.unit(cut.start, 'seconds')} to ${formats.unit(cut.end, 'seconds')}`,
      );
      expect(cutText).toContain(formats.unit(100 * cut.keptShare, 'percent'));
      await expect
        .poll(() => drawnShapes(page), SLOW)
        .toContainEqual({ type: 'rect', x0: cut.start, x1: cut.end, yref: 'paper' });
    } else {
      expect(cutText).toContain(m.noCut);
    }

    // The scenes: one per chosen second, each box sized before its image arrives, each image loaded.
    const scenes = page.getByTestId('scene-strip').locator('li');
    await expect
      .poll(
        () => scenes.evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-second')))),
        SLOW,
      )
      .toEqual(stripSeconds(asset));
    for (const box of await page.locator('.ap-scene__frame').all()) {
      expect((await box.boundingBox())!.height).toBeGreaterThan(30);
    }
    const images = page.getByTestId('scene-image');
    await expect.poll(() => images.count(), SLOW).toBe(stripSeconds(asset).length);
    expect(await images.first().getAttribute('loading')).toBe('lazy');
    await page.getByTestId('scene-strip').scrollIntoViewIfNeeded();
    await expect
      .poll(
        () =>
          images.evaluateAll((items) =>
            items.every(
              (item) => (item as HTMLImageElement).complete && (item as HTMLImageElement).naturalWidth > 0,
            ),
          ),
        SLOW,
      )
      .toBe(true);

    // Pressing a scene goes to its second.
    const last = stripSeconds(asset).at(-1)!;
    await page
      .getByRole('button', { name: m.seek.replace('{{time}}', formats.unit(last, 'seconds')) })
      .click();
    await expect
      .poll(() => page.getByTestId('chart-readout').getAttribute('data-second'), SLOW)
      .toBe(String(last));
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'diagnosis-1440');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => overflow(page), SLOW).toBeLessThanOrEqual(0);
    await chartsFit(page);
    await shot(page, 'diagnosis-390');
    await context.close();
  });

  it('marks a drop that clears its noise at the second the file has it (a time-shifted mutant), in Italian', async () => {
    const video = rankedVideos(analysis)[0]!;
    const formats = new NumberFormats('it');
    const m = MESSAGES.it.results.diagnosis;
    for (const second of [2, 4]) {
      const { context, page, go } = await open(`/it/project/${projectId}/chart`, 'it-IT');
      let mutated: ProjectAnalysis | null = null;
      await page.route(new RegExp(`/projects/${projectId}/analysis(\\?.*)?$`), async (route) => {
        const response = await route.fetch();
        mutated = withDropAt((await response.json()) as ProjectAnalysis, video.assetId, second);
        await route.fulfill({ response, json: mutated });
      });
      await go();
      const dropLine = page.getByTestId('diagnosis-drop');
      await expect.poll(() => dropLine.getAttribute('data-second'), SLOW).toBe(String(second));
      const file = (mutated as ProjectAnalysis | null)?.file;
      if (file?.format !== 'current') throw new Error('The analysis answer was not intercepted');
      const drop = attentionDrop(
        file.analysis.assets.find((asset) => asset.assetId === video.assetId)!.attention.curve,
      )!;
      expect(drop.second).toBe(second);
      const text = await dropLine.innerText();
      expect(text).toContain(formats.unit(second, 'seconds'));
      expect(text).toContain(formats.unit(drop.from, 'percent'));
      expect(text).toContain(formats.unit(drop.to, 'percent'));
      expect(text).toContain(m.dropRule);
      // On the curve: a line at that second on the attention panel; in the strip: its frame, marked.
      await expect
        .poll(() => drawnShapes(page), SLOW)
        .toContainEqual({ type: 'line', x0: second, x1: second, yref: 'y' });
      const marked = page.locator('.ap-scene--drop');
      await expect.poll(() => marked.getAttribute('data-second'), SLOW).toBe(String(second));
      expect(await marked.innerText()).toContain(m.dropMark);
      await expect.poll(() => marked.getByTestId('scene-image').count(), SLOW).toBe(1);
      if (second === 4) {
        await shot(page, 'diagnosis-drop-it-1440');
        await page.setViewportSize({ width: 390, height: 844 });
        await expect.poll(() => overflow(page), SLOW).toBeLessThanOrEqual(0);
        await chartsFit(page);
        await shot(page, 'diagnosis-drop-it-390');
      }
      await context.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  HEATMAP_CLEAR_BELOW,
  HEATMAP_RAMP,
  type Analysis,
  type AnalysisImages,
  type ImageKind,
} from '../../shared/src/analysis/index.ts';
import { analysisContract } from '@adpulse/shared';
import { NumberFormats } from '@adpulse/shared/analysis/format';
import { MESSAGES } from '../../shared/src/i18n/index.ts';
import { rankedVideos, type ResultVideo } from '../../web/src/features/results/model/videos.ts';
import type { SignedIn } from '../integration/accounts-fixtures.ts';
import { DEMO_SAMPLE_SIZE } from '../../local/src/demo-results.ts';
import { expectAbsent, launchBrowser, seriousViolations } from '../support/browser.ts';
import { horizontalOverflow, openResultsPage, saveResultsShot, SLOW } from '../support/results-pages.ts';
import type { TestRuntime } from '../support/runtime.ts';
import { callApi } from '../support/seed-dashboard.ts';
import { analysedProject, readAnalysis, startResultsRuntime } from '../support/seed-results.ts';

const m = MESSAGES.en;

let browser: Browser;
let runtime: TestRuntime;
let user: SignedIn;
let projectId: string;
let analysis: Analysis;

beforeAll(async () => {
  [browser, { runtime, user }] = await Promise.all([launchBrowser(), startResultsRuntime()]);
  projectId = await analysedProject(
    user,
    'Gelato duo',
    [
      { kind: 'video', duration: 8, name: 'Spot Pistacchio' },
      { kind: 'video', duration: 6, name: 'Spot Limone' },
      { kind: 'image', duration: 5, name: 'Poster Gelato' },
    ],
    DEMO_SAMPLE_SIZE,
  );
  const answer = await readAnalysis(runtime, user, projectId);
  if (answer.file.format !== 'current') throw new Error(`The project's file is ${answer.file.format}`);
  analysis = answer.file.analysis;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await runtime?.stop();
});

const open = (path: string, options?: Parameters<typeof openResultsPage>[4]) =>
  openResultsPage(browser, runtime, user, path, options);
/** A signed link's object (the signature changes with every answer). */
const pathOf = (url: string) => new URL(url).pathname;
/** The project's videos with their place in the picker (the `?video=` of a link). */
const videos = (): { video: ResultVideo; index: number }[] =>
  rankedVideos(analysis)
    .map((video, index) => ({ video, index }))
    .filter((entry) => entry.video.asset.data_type === 'video');

const byLength = () => videos().sort((a, b) => b.video.asset.duration - a.video.asset.duration);
const longest = () => byLength()[0]!;
const shortest = () => byLength().at(-1)!;

/** The per-second maps of one kind, as the images route answers them. */
function secondImages(assetId: string, kind: ImageKind): Promise<AnalysisImages> {
  return callApi(runtime, user.token, analysisContract.routes.getAnalysisImages, {
    params: { projectId },
    query: { assetId, kind },
  });
}

/** What the map on screen shows: its kind, its second and its object. */
async function mapShown(image: Locator) {
  const [kind, second, src] = await Promise.all([
    image.getAttribute('data-kind'),
    image.getAttribute('data-second'),
    image.getAttribute('src'),
  ]);
  return { kind, second: second === null ? null : Number(second), path: src ? pathOf(src) : null };
}

/** The map the route's JSON holds for a second of a kind. */
function expectedMap(images: AnalysisImages, second: number) {
  const entry = images.seconds.find((item) => item.t === second);
  if (!entry) throw new Error(`No ${images.kind} for second ${second}`);
  return { kind: images.kind, second, path: pathOf(entry.url) };
}

async function openVideo(page: Page) {
  const player = page.getByTestId('heatmap-video');
  const image = page.getByTestId('heatmap-image');
  const slider = page.getByTestId('heatmap-slider');
  await image.waitFor(SLOW);
  const playerTime = () => player.evaluate((element: HTMLVideoElement) => element.currentTime);
  const sliderValue = async () => Number(await slider.inputValue());
  return { player, image, slider, playerTime, sliderValue };
}

describe('heatmap', () => {
  it('playing the video moves the slider and swaps the map to each second, from the images route', async () => {
    const { video, index } = longest();
    const images = await secondImages(video.assetId, 'heatmap');
    expect(images.seconds.length).toBeGreaterThanOrEqual(Math.ceil(video.asset.duration) - 1);
    const { context, page } = await open(`/en/project/${projectId}/project-analysis/heatmap?video=${index}`);
    const { player, image, sliderValue } = await openVideo(page);
    await expect.poll(() => mapShown(image), SLOW).toEqual(expectedMap(images, 0));
    expect(await image.getAttribute('alt')).toBe(`${m.results.heatmap.heatmap} of ${video.name} at 0 s`);
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.duration), SLOW)
      .toBeCloseTo(video.asset.duration, 0);

    await player.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect.poll(sliderValue, SLOW).toBeGreaterThanOrEqual(2);
    await player.evaluate((element: HTMLVideoElement) => element.pause());
    const second = await sliderValue();
    await expect.poll(() => mapShown(image), SLOW).toEqual(expectedMap(images, second));
    expect(await image.getAttribute('alt')).toContain(`at ${second} s`);
    await expect
      .poll(
        () => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
        SLOW,
      )
      .toBeGreaterThan(0);
    await context.close();
  });

  it('the keyboard slider seeks the video and the map follows; the kind toggles show that second of each map', async () => {
    const { video, index } = shortest();
    const { context, page } = await open(`/en/project/${projectId}/project-analysis/heatmap?video=${index}`);
    const { player, image, slider, playerTime } = await openVideo(page);
    await page.getByRole('heading', { level: 2, name: m.screens.heatmap }).waitFor();
    const heatmaps = await secondImages(video.assetId, 'heatmap');
    await expect.poll(() => mapShown(image), SLOW).toEqual(expectedMap(heatmaps, 0));
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState), SLOW)
      .toBeGreaterThan(0);

    await slider.focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Math.floor((await playerTime()) + 1e-3), SLOW).toBe(3);
    await expect.poll(() => mapShown(image), SLOW).toEqual(expectedMap(heatmaps, 3));
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => Math.floor((await playerTime()) + 1e-3), SLOW).toBe(2);
    await expect.poll(() => mapShown(image), SLOW).toEqual(expectedMap(heatmaps, 2));
    await page.keyboard.press('End');
    const last = Math.ceil(video.asset.duration) - 1;
    await expect.poll(() => mapShown(image), SLOW).toEqual(expectedMap(heatmaps, last));
    await page.keyboard.press('Home');
    await expect.poll(playerTime, SLOW).toBeLessThan(0.5);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => mapShown(image), SLOW).toEqual(expectedMap(heatmaps, 1));

    for (const kind of ['fogmap', 'gazeplot', 'heatmap'] as const) {
      const images = await secondImages(video.assetId, kind);
      await page.getByRole('radio', { name: m.results.heatmap[kind] }).check();
      await expect.poll(() => mapShown(image), SLOW).toEqual(expectedMap(images, 1));
      expect(await image.getAttribute('alt')).toBe(`${m.results.heatmap[kind]} of ${video.name} at 1 s`);
      await expect
        .poll(
          () => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
          SLOW,
        )
        .toBeGreaterThan(0);
    }
    expect(await playerTime()).toBeLessThan(2);
    await saveResultsShot(page, 'heatmap-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => horizontalOverflow(page), SLOW).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await saveResultsShot(page, 'heatmap-390');
    await context.close();
  });

  it('"whole video" shows the summary map of each kind, from the analysis answer', async () => {
    const answer = await readAnalysis(runtime, user, projectId);
    const { video, index } = videos()[0]!;
    const links = answer.images.find((item) => item.assetId === video.assetId)!;
    const { context, page } = await open(`/en/project/${projectId}/project-analysis/heatmap?video=${index}`);
    const { image } = await openVideo(page);
    await page.getByRole('checkbox', { name: m.results.heatmap.whole }).check();
    for (const kind of ['heatmap', 'fogmap', 'gazeplot'] as const) {
      await page.getByRole('radio', { name: m.results.heatmap[kind] }).check();
      await expect
        .poll(
          async () => ({ ...(await mapShown(image)), scope: await image.getAttribute('data-scope') }),
          SLOW,
        )
        .toEqual({ kind, second: null, path: pathOf(links[kind]), scope: 'summary' });
      expect(await image.getAttribute('alt')).toBe(
        `${m.results.heatmap[kind]} of ${video.name} over the whole video`,
      );
    }
    await page.getByRole('checkbox', { name: m.results.heatmap.whole }).uncheck();
    await expect.poll(() => image.getAttribute('data-scope'), SLOW).toBe('second');
    await context.close();
  });

  it('an image shows its summary map only, with no slider', async () => {
    const answer = await readAnalysis(runtime, user, projectId);
    const ranked = rankedVideos(analysis);
    const index = ranked.findIndex((entry) => entry.asset.data_type === 'image');
    const poster = ranked[index]!;
    const links = answer.images.find((item) => item.assetId === poster.assetId)!;
    const { context, page } = await open(`/en/project/${projectId}/project-analysis/heatmap?video=${index}`);
    const image = page.locator('[data-testid="heatmap"] img.ap-heatmap__image');
    await expect
      .poll(async () => pathOf((await image.getAttribute('src')) ?? 'http://x/none'), SLOW)
      .toBe(pathOf(links.heatmap));
    await page.getByRole('radio', { name: m.results.heatmap.gazeplot }).check();
    await expect
      .poll(async () => pathOf((await image.getAttribute('src')) ?? 'http://x/none'), SLOW)
      .toBe(pathOf(links.gazeplot));
    expect(await image.getAttribute('alt')).toBe(`${m.results.heatmap.gazeplot} of ${poster.name}`);
    await expectAbsent(page.getByTestId('heatmap-slider'));
    await context.close();
  });
  it('the maps of the next seconds load ahead of the one shown, so scrubbing does not wait for them', async () => {
    const { video, index } = longest();
    const images = await secondImages(video.assetId, 'heatmap');
    const { context, page } = await open(`/en/project/${projectId}/project-analysis/heatmap?video=${index}`);
    const { image } = await openVideo(page);
    await expect.poll(() => mapShown(image), SLOW).toEqual(expectedMap(images, 0));
    const loaded = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      );
    const ahead = [1, 2, 3].map((second) => expectedMap(images, second).path);
    await expect.poll(loaded, SLOW).toEqual(expect.arrayContaining(ahead));
    expect(await loaded()).not.toContain(expectedMap(images, 5).path);
    // The heatmap draws no chart: Plotly's chunk is not fetched for it.
    expect((await loaded()).filter((path) => /PlotlyChart/.test(path))).toEqual([]);
    await context.close();
  });

  it('per-second maps that fail to load say so, and a retry shows them', async () => {
    const { video, index } = shortest();
    const images = await secondImages(video.assetId, 'heatmap');
    let failures = 0;
    const { context, page } = await open(`/en/project/${projectId}/project-analysis/heatmap?video=${index}`, {
      prepare: (page) =>
        page.route(
          (url) => url.pathname.endsWith('/analysis/images'),
          async (route) => {
            if (failures > 0) return route.continue();
            failures += 1;
            return route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({ code: 'common.internal', message: 'Internal error' }),
            });
          },
        ),
    });
    const alert = page.locator('[data-testid="heatmap"] [role="alert"]');
    await expect.poll(() => alert.innerText(), SLOW).toContain(m.results.heatmap.failed);
    await expectAbsent(page.getByTestId('heatmap-image'));
    await alert.getByRole('button', { name: m.results.retry }).click();
    const image = page.getByTestId('heatmap-image');
    await expect.poll(() => mapShown(image), SLOW).toEqual(expectedMap(images, 0));
    expect(failures).toBe(1);
    await context.close();
  });

  it('a legend says what the colours, the fog and the discs mean, its bar drawn from the engine’s ramp', async () => {
    const { index } = videos()[0]!;
    const { context, page } = await open(`/en/project/${projectId}/project-analysis/heatmap?video=${index}`);
    await openVideo(page);
    const legend = page.getByTestId('heatmap-legend');
    await expect.poll(() => legend.getAttribute('data-kind'), SLOW).toBe('heatmap');
    expect(await legend.textContent()).toContain(m.results.heatmap.legend.heatmap);
    // The bar's colours are the engine's own stops (blue at the low end, red at the top), white below the clear share.
    const background = await page
      .getByTestId('heatmap-legend-bar')
      .evaluate((bar) => getComputedStyle(bar).backgroundImage);
    expect(background).toContain(`rgb(255, 255, 255) ${HEATMAP_CLEAR_BELOW * 100}%`);
    expect(background).toContain(`rgb(${HEATMAP_RAMP[0]!.slice(1).join(', ')})`);
    expect(background).toMatch(new RegExp(`rgb\\(${HEATMAP_RAMP.at(-1)!.slice(1).join(', ')}\\) 100%`));
    for (const kind of ['fogmap', 'gazeplot'] as const) {
      await page.getByRole('radio', { name: m.results.heatmap[kind] }).check();
      await expect.poll(() => legend.getAttribute('data-kind'), SLOW).toBe(kind);
      expect(await legend.textContent()).toContain(m.results.heatmap.legend[kind]);
    }
    // The discs need no colour bar.
    await expectAbsent(page.getByTestId('heatmap-legend-bar'));
    await saveResultsShot(page, 'heatmap-legend-1440');
    await context.close();
  });

  it('at 390 px in German the stage stacks with no horizontal scroll', async () => {
    const { video, index } = longest();
    const { context, page } = await open(`/de/project/${projectId}/project-analysis/heatmap?video=${index}`, {
      locale: 'de-DE',
      viewport: { width: 390, height: 844 },
    });
    const { image, slider } = await openVideo(page);
    const zero = new NumberFormats('de').unit(0, 'seconds');
    const alt = MESSAGES.de.results.heatmap.secondAlt
      .replace('{{map}}', MESSAGES.de.results.heatmap.heatmap)
      .replace('{{name}}', video.name)
      .replace('{{time}}', zero);
    await expect.poll(() => image.getAttribute('alt'), SLOW).toBe(alt);
    await expect.poll(() => horizontalOverflow(page), SLOW).toBeLessThanOrEqual(0);
    const [player, map] = await Promise.all([
      page.getByTestId('heatmap-video').boundingBox(),
      image.boundingBox(),
    ]);
    expect(map!.y).toBeGreaterThan(player!.y + player!.height);
    expect(await slider.getAttribute('aria-valuetext')).toBe(zero);
    await expect
      .poll(() => page.getByTestId('heatmap-legend').textContent(), SLOW)
      .toContain(MESSAGES.de.results.heatmap.legend.heatmap);
    await saveResultsShot(page, 'heatmap-390-de');
    await context.close();
  });
});

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { sharingContract } from '@adpulse/shared';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import {
  attentionDrop,
  clickScenario,
  defaultClickAssumptions,
  rankPlace,
  type Analysis,
  type ClickAssumptions,
} from '../../shared/src/analysis/index.ts';
import { diagnosisMarks } from '../../web/src/features/results/model/diagnosis-marks.ts';
import { MESSAGES } from '../../shared/src/i18n/index.ts';
import { NumberFormats } from '@adpulse/shared/analysis/format';
import { KPI_KEYS, KPIS } from '../../web/src/features/results/model/kpis.ts';
import { rankedVideos } from '../../web/src/features/results/model/videos.ts';
import type { SignedIn } from '../integration/accounts-fixtures.ts';
import { analyseSimulated, boughtProject, publishStoredFile } from '../integration/analysis-fixtures.ts';
import { measureWebBundle } from '../../web/scripts/bundle-size.ts';
import { expectAbsent, launchBrowser, seriousViolations } from '../support/browser.ts';
import { readPdf } from '../support/pdf.ts';
import { sceneSeconds } from '../../functions/src/analysis/report/export-input.ts';
import type { TestRuntime } from '../support/runtime.ts';
import { callApi, openSignedIn } from '../support/seed-dashboard.ts';
import {
  analysedProject,
  readAnalysis,
  RESULTS_PASSWORD,
  startResultsRuntime,
  closedAbTest,
} from '../support/seed-results.ts';

/** Polls wait long enough for lazy chunks on a busy two-core machine. */
const SLOW = { timeout: 15_000 };
const TABS = ['ranking', 'metrics', 'chart', 'metrics-in-context'] as const;
/** The run's screenshots of each results view, kept as artifacts (gitignored) for a person to look at. */
const SCREENSHOTS = process.env.ADPULSE_SCREENSHOTS ?? join(process.cwd(), 'artifacts', 'screenshots');

let browser: Browser;
let runtime: TestRuntime;
let user: SignedIn;
let closedId: string;
let liveId: string;
let closed: Analysis;
let legacyId: string;

beforeAll(async () => {
  [browser, { runtime, user }] = await Promise.all([launchBrowser(), startResultsRuntime()]);
  closedId = await closedAbTest(user, 'Gelato duo');
  liveId = await analysedProject(user, 'Live spot', [{ kind: 'video', duration: 6, name: 'Live cut' }], 12, {
    reason: 'live',
  });
  legacyId = (await boughtProject(user, 'Old platform', [])).projectId;
  await publishStoredFile(
    user,
    legacyId,
    {
      json_version: 5,
      videos: [
        { name: 'Old spot', rank: 1, attentionSpan: 9, valence: 'positive', globalPerformance: 7.5 },
        { name: 'Old cut', rank: 2 },
      ],
    },
    5,
  );
  const answer = await readAnalysis(runtime, user, closedId);
  if (answer.file.format !== 'current') throw new Error(`The closed project's file is ${answer.file.format}`);
  closed = answer.file.analysis;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await runtime?.stop();
});

const login = () => ({ email: user.email, password: RESULTS_PASSWORD });

async function open(path: string, locale = 'en-US', viewport = { width: 1440, height: 900 }) {
  const { context, page } = await openSignedIn(browser, runtime, login(), locale);
  await page.setViewportSize(viewport);
  await page.goto(`${runtime.url}${path}`);
  return { context, page };
}

/** Waits for a tab's content (not only the frame) to be drawn. */
async function tabLoaded(page: Page, tab: (typeof TABS)[number]): Promise<void> {
  const ready = {
    ranking: '.ap-ranking__row',
    metrics: '[data-kpi="globalIndex"]',
    chart: '[data-testid="chart-readout"]',
    'metrics-in-context': '.ap-context__row[data-kpi="globalIndex"]',
  }[tab];
  await page.locator(ready).first().waitFor();
}

function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

describe('project/{id}: the analytics of a closed project with two videos', () => {
  it('opens on ranking: each video by rank with its global index, 95% interval and n from the analysis JSON', async () => {
    const { context, page } = await open(`/en/project/${closedId}`);
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe(`/en/project/${closedId}/ranking`);
    await tabLoaded(page, 'ranking');
    const formats = new NumberFormats('en');
    const videos = rankedVideos(closed);
    expect(videos).toHaveLength(2);
    const rows = page.locator('.ap-ranking__row');
    await expect
      .poll(() => rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-asset-id'))), SLOW)
      .toEqual(videos.map((video) => video.assetId));
    for (const video of videos) {
      const estimate = video.asset.globalIndex.value;
      if (!estimate) throw new Error('No global index in the file');
      const shown = formats.estimate(estimate, 'score');
      const row = page.locator(`.ap-ranking__row[data-asset-id="${video.assetId}"]`);
      const text = await row.innerText();
      expect(text).toContain(video.name);
      // Ads that do not separate at 95% share their places ("#1–2, not separable at 95%").
      const place = closed.ranking.find((entry) => entry.assetId === video.assetId);
      const tied =
        place?.rankFrom !== undefined && place.rankTo !== undefined && place.rankFrom !== place.rankTo;
      expect(text).toContain(tied ? `#${place.rankFrom}–${place.rankTo}` : `#${video.rank}`);
      expect(text).toContain(shown.value);
      expect(text).toContain(shown.interval);
      expect(text).toContain(`n = ${formats.count(estimate.n)}`);
    }
    await page.locator('[data-testid="line-chart"][data-drawn="true"]').first().waitFor();
    await shot(page, 'ranking-1440');
    await context.close();
  });

  it('draws the first view without Plotly: the attention curves with their 95% bands and the KPI cards are plain SVG, and no Plotly chunk is requested', async () => {
    const { context, page } = await openSignedIn(browser, runtime, login());
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${runtime.url}/en/project/${closedId}`);
    await tabLoaded(page, 'ranking');
    const videos = rankedVideos(closed);
    const curves = page.locator('[data-testid="line-chart"][data-drawn="true"]').first();
    const svg = curves.locator('svg[role="img"]');
    await svg.waitFor(SLOW);
    // An image with a title (its accessible name) and a description; the numbers sit in the table beside it.
    expect(await svg.getAttribute('aria-labelledby')).toBeTruthy();
    expect(await svg.locator(':scope > title').textContent()).toBe(MESSAGES.en.results.ranking.chartTitleAll);
    expect(await svg.locator(':scope > desc').textContent()).toBe(
      MESSAGES.en.results.ranking.chartDescription,
    );
    expect(
      await svg
        .locator('[data-series]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-series'))),
    ).toEqual(videos.map((video) => video.name));
    await expect.poll(() => svg.locator('[data-band="95"]').count()).toBe(videos.length);
    expect(await curves.locator('[data-band-key]').innerText()).toBe(MESSAGES.en.results.chart.band);
    expect(
      await page.evaluate(() => performance.getEntriesByName('results:first-chart', 'mark').length),
    ).toBe(1);

    await page.getByRole('tab', { name: MESSAGES.en.tabs.metrics, exact: true }).click();
    await tabLoaded(page, 'metrics');
    for (const key of ['globalIndex', 'attention', 'valence', 'engagement'] as const) {
      await page.locator(`[data-kpi="${key}"]`).waitFor(SLOW);
    }
    const emotions = page.locator('[data-testid="bar-chart"][data-drawn="true"] svg[role="img"]').first();
    await emotions.waitFor(SLOW);
    expect(await emotions.locator(':scope > title').textContent()).toBe(
      MESSAGES.en.results.emotions.chartLabel,
    );

    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts).not.toContain(`/${measureWebBundle().plotly.file}`);
    expect(scripts.filter((path) => /plotly/i.test(path))).toEqual([]);
    await context.close();
  });

  it('metrics: every headline KPI of the chosen video with its interval and n; another video, then an index out of range resets to 0', async () => {
    const { context, page } = await open(`/en/project/${closedId}/ranking`);
    await tabLoaded(page, 'ranking');
    await page.getByRole('tab', { name: MESSAGES.en.tabs.metrics, exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe(`/en/project/${closedId}/metrics`);
    await tabLoaded(page, 'metrics');
    const formats = new NumberFormats('en');
    const videos = rankedVideos(closed);
    const expectKpis = async (index: number) => {
      const asset = videos[index]!.asset;
      for (const key of ['globalIndex', 'attention', 'engagement', 'valence'] as const) {
        const estimate = KPIS[key].estimate(asset);
        if (!estimate) continue;
        const shown = formats.estimate(estimate, KPIS[key].unit);
        const card = page.locator(`[data-kpi="${key}"]`);
        await expect.poll(() => card.innerText(), SLOW).toContain(shown.value);
        const text = await card.innerText();
        expect(text).toContain(shown.interval);
        expect(text).toContain(`n = ${formats.count(estimate.n)}`);
      }
    };
    await expectKpis(0);
    await page.locator('.ap-video-picker select').selectOption('1');
    await expect.poll(() => new URL(page.url()).search, SLOW).toBe('?video=1');
    await expectKpis(1);
    // The global index's breakdown: each component with its anchor, score and weight, anchors named synthetic.
    const parts = page.locator('[data-kpi="globalIndex"] [data-testid="index-parts"]');
    await parts.locator('summary').click();
    const rows = parts.locator('li[data-component]');
    await expect.poll(() => rows.count(), SLOW).toBe(videos[1]!.asset.globalIndex.parts!.length);
    for (const part of videos[1]!.asset.globalIndex.parts!) {
      const row = parts.locator(`li[data-component="${part.component}"]`);
      await expect.poll(() => row.innerText(), SLOW).toContain(formats.number(part.score, 1));
      expect(await row.innerText()).toContain(formats.unit(part.weight, 'share'));
    }
    await expect.poll(() => parts.innerText(), SLOW).toContain(MESSAGES.en.results.indexParts.synthetic);
    await shot(page, 'metrics-1440');

    await page.goto(`${runtime.url}/en/project/${closedId}/metrics?video=7`);
    await expect.poll(() => new URL(page.url()).search, SLOW).toBe('?video=0');
    await expectKpis(0);
    await context.close();
  });

  it('chart: the curves are drawn by the lazily loaded Plotly, with a readout and the numbers as a table', async () => {
    const { context, page } = await openSignedIn(browser, runtime, login());
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${runtime.url}/en/project/${closedId}/chart`);
    await tabLoaded(page, 'chart');
    await page.locator('[data-testid="plotly-chart"][data-drawn="true"]').first().waitFor();
    expect(scripts).toContain(`/${measureWebBundle().plotly.file}`);
    const video = rankedVideos(closed)[0]!;
    const readout = page.locator('[data-testid="chart-readout"]');
    await expect.poll(() => readout.innerText(), SLOW).toContain(MESSAGES.en.results.chart.attention);
    const caption = MESSAGES.en.results.chart.tableCaption.replace('{{name}}', video.name);
    await expect.poll(() => page.locator('caption', { hasText: caption }).count(), SLOW).toBe(1);
    await shot(page, 'chart-1440');
    await context.close();
  });

  it('chart: the cursor follows the playing video; the keyboard slider and a click on the chart seek it', async () => {
    const { context, page } = await open(`/en/project/${closedId}/chart`);
    await tabLoaded(page, 'chart');
    const video = rankedVideos(closed)[0]!;
    const plot = page.locator('.ap-stage [data-testid="plotly-chart"][data-drawn="true"]');
    await plot.waitFor(SLOW);
    const player = page.getByTestId('stimulus-video');
    const playerTime = () => player.evaluate((element: HTMLVideoElement) => element.currentTime);
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.duration), SLOW)
      .toBeCloseTo(video.asset.duration, 0);
    const cursorAt = async () => Number(await plot.getAttribute('data-cursor'));
    /**
     * The cursor line Plotly holds in its layout: one shape after the diagnosis marks (the cut's
     * band, the drop's line), moved (never one more per frame).
     */
    const marks =
      diagnosisMarks(video.asset, attentionDrop(video.asset.attention.curve), { drop: '', cut: '' }).shapes
        ?.length ?? 0;
    const drawnCursor = () =>
      plot.evaluate((element, before) => {
        const shapes = (element as unknown as { layout: { shapes: { x0: number }[] } }).layout.shapes;
        return shapes.length === before + 1 ? shapes[before]!.x0 : -shapes.length;
      }, marks);
    expect(await cursorAt()).toBe(0);

    await player.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect.poll(cursorAt, SLOW).toBeGreaterThan(1);
    expect(await drawnCursor()).toBeGreaterThan(1);
    await player.evaluate((element: HTMLVideoElement) => element.pause());

    const slider = page.getByTestId('chart-slider');
    await slider.focus();
    await page.keyboard.press('Home');
    await expect.poll(playerTime, SLOW).toBeLessThan(0.5);
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Math.floor((await playerTime()) + 1e-3), SLOW).toBe(3);
    await expect.poll(cursorAt, SLOW).toBeCloseTo(3, 1);
    await expect.poll(() => page.getByTestId('chart-readout').getAttribute('data-second'), SLOW).toBe('3');
    expect(await drawnCursor()).toBeCloseTo(3, 1);

    const area = plot.locator('.draglayer .xy .nsewdrag');
    const box = (await area.boundingBox())!;
    const spot = { x: box.width * 0.75, y: box.height / 2 };
    await area.click({ position: spot });
    const picked = Math.ceil(video.asset.duration) * 0.75;
    await expect.poll(playerTime, SLOW).toBeGreaterThan(picked - 1);
    expect(await playerTime()).toBeLessThan(picked + 1);
    await expect.poll(cursorAt, SLOW).toBeGreaterThan(picked - 1);
    await shot(page, 'chart-playing-1440');
    await context.close();
  });

  it('metrics in context: every KPI of the video against the norms, each with its value', async () => {
    const { context, page } = await open(`/en/project/${closedId}/metrics-in-context`);
    await tabLoaded(page, 'metrics-in-context');
    const formats = new NumberFormats('en');
    const asset = rankedVideos(closed)[0]!.asset;
    await expect.poll(() => page.locator('.ap-context__row').count(), SLOW).toBe(KPI_KEYS.length);
    for (const key of KPI_KEYS) {
      const estimate = KPIS[key].estimate(asset);
      const row = page.locator(`.ap-context__row[data-kpi="${key}"]`);
      const text = await row.innerText();
      // The predictive click is a scenario, and this project is a TV test: nobody clicks a TV ad.
      const none =
        key === 'predictiveClick'
          ? MESSAGES.en.results.clickScenario.noClicksTv
          : MESSAGES.en.results.estimate.none;
      expect(text).toContain(estimate ? formats.estimate(estimate, KPIS[key].unit).value : none);
    }
    await shot(page, 'context-1440');
    await context.close();
  });

  for (const language of ['en', 'it'] as const) {
    it(`${language}: predictive click is a scenario: nothing for TV, no interval, its assumptions edited by keyboard (1440 and 390 px)`, async () => {
      const m = MESSAGES[language];
      const formats = new NumberFormats(language);
      const asset = rankedVideos(closed)[0]!.asset;
      const facebookInput = asset.mediaOptimisation.viewers.find(
        (row) => row.viewer === 'facebook',
      )!.clickScenario!;
      const rate = (assumptions: ClickAssumptions) =>
        formats.unit(clickScenario(facebookInput, assumptions)!.rate, 'probability');
      const defaults = defaultClickAssumptions('facebook')!;
      // An interval as the screens print one ("95% interval 1.2%–1.5%"), not the words that say there is none.
      const prefix = m.results.estimate.interval.replace('{{interval}}', '').trim();
      const interval = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[\\d+−-]`);
      for (const width of [1440, 390]) {
        const { context, page } = await open(
          `/${language}/project/${closedId}/metrics`,
          language === 'it' ? 'it-IT' : 'en-US',
          { width, height: width === 390 ? 844 : 900 },
        );
        await tabLoaded(page, 'metrics');
        // The closed demo project is a TV test: its headline card gives no click rate, and no interval.
        const card = page.locator('[data-kpi="predictiveClick"]');
        await expect.poll(() => card.innerText(), SLOW).toContain(m.results.clickScenario.noClicksTv);
        expect(await card.innerText()).not.toMatch(interval);
        await expectAbsent(card.locator('.ap-whisker, svg'));

        const scenario = page.getByTestId('click-scenario');
        const table = page.getByTestId('click-scenario-table');
        const tvRow = table.locator('tr', { has: page.locator('[data-viewer="tv"]') });
        await expect.poll(() => tvRow.innerText(), SLOW).toContain(m.results.clickScenario.noClicksTv);
        await expectAbsent(tvRow.locator('input'));
        const facebook = page.getByTestId('click-rate-facebook');
        await expect.poll(() => facebook.innerText(), SLOW).toContain(rate(defaults));
        expect(await scenario.innerText()).not.toMatch(interval);

        // The coefficients and base rates are fields reached and typed by keyboard alone.
        const attentionField = scenario.getByLabel(m.results.clickScenario.attentionCoefficient, {
          exact: true,
        });
        await attentionField.focus();
        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.type(language === 'it' ? '1,5' : '1.5');
        await expect
          .poll(() => facebook.innerText(), SLOW)
          .toContain(rate({ ...defaults, attentionCoefficient: 1.5 }));
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('id'))).toBe(
          await scenario
            .getByLabel(m.results.clickScenario.engagementCoefficient, { exact: true })
            .getAttribute('id'),
        );
        const baseField = scenario.getByLabel(
          m.results.clickScenario.baseRateOf.replace('{{channel}}', m.wizard.viewers.facebook),
        );
        await baseField.focus();
        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.type('2');
        const edited = { ...defaults, attentionCoefficient: 1.5, baseRate: 0.02 };
        await expect.poll(() => facebook.innerText(), SLOW).toContain(rate(edited));
        // The CPM calculator's expected clicks follow the same assumptions, with no interval; none for TV.
        const clicks = page.getByTestId('cpm-clicks');
        await expect.poll(() => clicks.innerText(), SLOW).toContain(m.results.clickScenario.noClicksTv);
        await page.locator('.ap-cpm select').selectOption('facebook');
        const expected = formats.count(100_000 * clickScenario(facebookInput, edited)!.rate);
        await expect.poll(() => clicks.innerText(), SLOW).toContain(expected);
        expect(await clicks.innerText()).not.toMatch(interval);
        if (width === 390)
          await expect
            .poll(() => overflow(page), { ...SLOW, message: `${language} media overflows` })
            .toBeLessThanOrEqual(0);
        await mkdir(SCREENSHOTS, { recursive: true });
        await page
          .locator('#section-media')
          .screenshot({ path: join(SCREENSHOTS, `media-${width}-${language}.png`) });
        // Back to the defaults by keyboard.
        await scenario.getByRole('button', { name: m.results.clickScenario.reset }).focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => facebook.innerText(), SLOW).toContain(rate(defaults));
        await context.close();
      }
    });
  }

  it('project/{id}/analytics/ranking redirects to the analytics screen', async () => {
    const { context, page } = await open(`/en/project/${closedId}/analytics/ranking`);
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe(`/en/project/${closedId}/ranking`);
    await tabLoaded(page, 'ranking');
    await context.close();
  });

  for (const language of ['en', 'it'] as const) {
    it(`${language}: each tab fits 390×844 with no horizontal scroll and has no serious accessibility violation`, async () => {
      const m = MESSAGES[language];
      const formats = new NumberFormats(language);
      const { context, page } = await open(
        `/${language}/project/${closedId}/ranking`,
        language === 'it' ? 'it-IT' : 'en-US',
        { width: 390, height: 844 },
      );
      for (const tab of TABS) {
        if (tab !== 'ranking') await page.goto(`${runtime.url}/${language}/project/${closedId}/${tab}`);
        await tabLoaded(page, tab);
        await expect
          .poll(() => page.locator('.ap-tabs [role="tab"][aria-selected="true"]').innerText(), SLOW)
          .toBe(m.tabs[tab === 'metrics-in-context' ? 'metricsInContext' : tab]);
        if (tab === 'metrics') {
          const estimate = rankedVideos(closed)[0]!.asset.globalIndex.value!;
          await expect
            .poll(() => page.locator('[data-kpi="globalIndex"]').innerText(), SLOW)
            .toContain(formats.estimate(estimate, 'score').interval);
        }
        await expect
          .poll(() => overflow(page), { ...SLOW, message: `${language} ${tab} overflows` })
          .toBeLessThanOrEqual(0);
        expect(await seriousViolations(page), `${language} ${tab}`).toEqual([]);
        await shot(page, `${tab}-390-${language}`);
      }
      // The same language at 1440 px, for a person to look at beside the 390 px ones.
      await page.setViewportSize({ width: 1440, height: 900 });
      for (const tab of ['ranking', 'metrics'] as const) {
        await page.goto(`${runtime.url}/${language}/project/${closedId}/${tab}`);
        await tabLoaded(page, tab);
        if (tab === 'ranking')
          await page.locator('[data-testid="line-chart"][data-drawn="true"]').first().waitFor();
        await shot(page, `${tab}-1440-${language}`);
      }
      await context.close();
    });
  }
});

describe('live results of an active project', () => {
  it('shows "n of N respondents so far" and updates the numbers as respondents complete, without a reload; the file is read again only for a new run', async () => {
    const before = await readAnalysis(runtime, user, liveId);
    expect(before.projectStatus).toBe('active');
    const first = before.run!.respondents;
    const { context, page } = await openSignedIn(browser, runtime, login(), 'en-US');
    await page.setViewportSize({ width: 1440, height: 900 });
    // The live reads of the project: its analysis file (GET .../analysis) and, once live, its status.
    const fileReads: string[] = [];
    let liveReads = 0;
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() !== 'GET' || !/\/analysis(\/status)?$/.test(path) || !path.includes(liveId))
        return;
      liveReads += 1;
      if (path.endsWith('/analysis')) fileReads.push(path);
    });
    await page.goto(`${runtime.url}/en/project/${liveId}/ranking`);
    await tabLoaded(page, 'ranking');
    const count = page.locator('[data-testid="live-banner"] .ap-live__count');
    const progress = MESSAGES.en.results.live.progress_other
      .replace('{{n}}', String(first.n))
      .replace('{{target}}', String(first.target));
    await expect.poll(() => count.innerText(), SLOW).toBe(progress);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    // Three live refreshes of the same run: each reads the run's status, none the file again.
    await expect.poll(() => liveReads, { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
    expect(fileReads).toHaveLength(1);

    const outcome = await analyseSimulated(user, liveId, 40, 'live', 11);
    expect(outcome.status).toBe('published');
    expect(outcome.respondents.n).toBeGreaterThan(first.n);
    await expect
      .poll(() => count.getAttribute('data-n'), { timeout: 20_000 })
      .toBe(String(outcome.respondents.n));
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    // The new run, and only it, brought the file again.
    expect(fileReads).toHaveLength(2);
    await shot(page, 'live-1440');
    await context.close();
  });

  it('a guest link on the live project reads its status every few seconds, and the file only for a new run', async () => {
    const made = await callApi(runtime, user.token, sharingContract.routes.createSharingToken, {
      params: { projectId: liveId },
    });
    const before = await readAnalysis(runtime, user, liveId);
    expect(before.projectStatus).toBe('active');
    const guest = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await guest.newPage();
    // The guest's live reads: the shared analysis (GET /share/{p}/{c}/{token}) and its status.
    const shared = `/share/${liveId}/${user.clientId}/${made.token}`;
    const fileReads: string[] = [];
    let liveReads = 0;
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() !== 'GET' || !(path.endsWith(shared) || path.endsWith(`${shared}/status`))) return;
      liveReads += 1;
      if (path.endsWith(shared)) fileReads.push(path);
    });
    await page.goto(`${runtime.url}/en${made.path}`);
    await tabLoaded(page, 'ranking');
    const count = page.locator('[data-testid="live-banner"] .ap-live__count');
    await expect.poll(() => count.getAttribute('data-n'), SLOW).toBe(String(before.run!.respondents.n));
    // Three live refreshes of the same run: each reads the status, none the file again.
    await expect.poll(() => liveReads, { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
    expect(fileReads).toHaveLength(1);

    const outcome = await analyseSimulated(user, liveId, 50, 'live', 12);
    expect(outcome.status).toBe('published');
    await expect
      .poll(() => count.getAttribute('data-n'), { timeout: 20_000 })
      .toBe(String(outcome.respondents.n));
    expect(fileReads).toHaveLength(2);
    await guest.close();
  });
});

describe('share links', () => {
  it('a link made on the project opens its results logged out; revoked, it opens nothing', async () => {
    const m = MESSAGES.en;
    const { context, page } = await open(`/en/project/${closedId}/ranking`);
    await tabLoaded(page, 'ranking');
    await page.getByTestId('share-button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(m.results.share.none).waitFor();
    await dialog.getByRole('button', { name: m.results.share.create }).click();
    const field = dialog.getByTestId('share-url');
    await field.waitFor();
    const url = await field.inputValue();
    expect(url).toMatch(
      new RegExp(`^${runtime.url}/en/share/project/${closedId}/${user.clientId}/[A-Za-z0-9_-]{20,}$`),
    );
    await expect.poll(() => dialog.locator('li[data-token-id]').count(), SLOW).toBe(1);
    await shot(page, 'share-dialog-1440');

    const guest = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const guestPage = await guest.newPage();
    await guestPage.goto(url);
    await expect.poll(() => new URL(guestPage.url()).pathname, SLOW).toMatch(/\/ranking$/);
    await guestPage.getByText(m.nav.guest).first().waitFor();
    await guestPage.getByRole('heading', { level: 1, name: 'Gelato duo' }).waitFor();
    await tabLoaded(guestPage, 'ranking');
    const formats = new NumberFormats('en');
    for (const video of rankedVideos(closed)) {
      const shown = formats.estimate(video.asset.globalIndex.value!, 'score');
      await expect
        .poll(() => guestPage.locator(`.ap-ranking__row[data-asset-id="${video.assetId}"]`).innerText(), SLOW)
        .toContain(shown.interval);
    }
    await guestPage.getByRole('tab', { name: m.tabs.metricsInContext }).click();
    await tabLoaded(guestPage, 'metrics-in-context');
    await expectAbsent(guestPage.getByTestId('share-button'));
    await guestPage.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => overflow(guestPage), SLOW).toBeLessThanOrEqual(0);
    expect(await seriousViolations(guestPage)).toEqual([]);
    await shot(guestPage, 'share-guest-390');

    await dialog
      .getByRole('button', { name: m.results.share.revokeItem.replace('{{hint}}', url.slice(-4)) })
      .click();
    await dialog.getByRole('button', { name: m.results.share.revoke, exact: true }).click();
    await dialog.getByText(m.results.share.none).waitFor();

    await guestPage.goto(url);
    await guestPage.getByRole('alert').filter({ hasText: m.errors.pageNotFound }).waitFor();
    await expect.poll(() => new URL(guestPage.url()).pathname, SLOW).toBe('/en/login');
    await expectAbsent(guestPage.getByText('Gelato duo'));
    await guest.close();
    await context.close();
  });

  it('a made-up token for a real project shows page-not-found and nothing of the project', async () => {
    const guest = await browser.newContext();
    const page = await guest.newPage();
    await page.goto(
      `${runtime.url}/en/share/project/${closedId}/${user.clientId}/made-up-token-0123456789abcdef`,
    );
    await page.getByRole('alert').filter({ hasText: MESSAGES.en.errors.pageNotFound }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe('/en/login');
    await expectAbsent(page.getByText('Gelato duo'));
    await guest.close();
  });
});

describe('older files and downloads', () => {
  it('an older-format file (json_version 5) shows through the adapter, with the warning for its partial data', async () => {
    const m = MESSAGES.en;
    const { context, page } = await open(`/en/project/${legacyId}/ranking`);
    await page.locator('.ap-results[data-format="legacy"]').waitFor();
    const warnings = page.getByTestId('analysis-warnings');
    await expect.poll(() => warnings.innerText(), SLOW).toContain(m.errors.analysisDataWarning);
    await expect
      .poll(() => warnings.locator('[data-warning="partialFile"]').innerText(), SLOW)
      .toContain('Old cut');
    await expect.poll(() => page.locator('.ap-results').innerText(), SLOW).toContain('7.5');
    expect(await page.locator('.ap-results').innerText()).toContain('Old spot');
    await shot(page, 'legacy-1440');
    await context.close();
  });

  it('the downloads panel offers the analysis as CSV and JSON whose numbers are the analysis', async () => {
    const { context, page } = await open(`/en/project/${closedId}/ranking`);
    await tabLoaded(page, 'ranking');
    await page.getByTestId('downloads').locator('summary').click();
    const csvLink = page.locator('[data-testid="downloads"] a[data-kind="analysisCsv"]');
    const jsonLink = page.locator('[data-testid="downloads"] a[data-kind="analysisJson"]');
    await csvLink.waitFor(SLOW);
    const json = (await (await fetch((await jsonLink.getAttribute('href'))!)).json()) as Analysis;
    expect(json.assets.map((asset) => asset.assetId).sort()).toEqual(
      closed.assets.map((asset) => asset.assetId).sort(),
    );
    expect(json.assets[0]!.globalIndex.value).toEqual(closed.assets[0]!.globalIndex.value);
    const csv = await (await fetch((await csvLink.getAttribute('href'))!)).text();
    const lines = csv.trim().split(/\r?\n/);
    expect(lines.length).toBeGreaterThan(2);
    for (const asset of closed.assets) expect(csv).toContain(asset.assetId);
    await expect
      .poll(() => page.locator('[data-testid="downloads"] a[data-kind="heatmap"]').count(), SLOW)
      .toBe(2);
    await shot(page, 'downloads-1440');
    await context.close();
  });

  it('the PDF report downloads with every video’s KPIs, intervals and n from the analysis JSON and the charts as images', async () => {
    const { context, page } = await open(`/en/project/${closedId}/ranking`);
    await tabLoaded(page, 'ranking');
    await page.getByTestId('downloads').locator('summary').click();
    const button = page.getByRole('button', { name: MESSAGES.en.results.downloads.pdf });
    await button.waitFor(SLOW);
    // The first report of a process reads its fonts; under a load of 20+ on 2 cores that takes a while.
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      button.click(),
    ]);
    expect(download.suggestedFilename()).toBe('Gelato duo - report.pdf');
    const pdf = await readPdf(new Uint8Array(await readFile((await download.path())!)));
    const formats = new NumberFormats('en');
    expect(pdf.text).toContain(MESSAGES.en.results.report.title);
    for (const video of rankedVideos(closed)) {
      expect(pdf.text).toContain(video.name);
      // Ads that do not separate at 95% share their places in the PDF as on the screen.
      const place = rankPlace(closed, video.assetId);
      expect(pdf.text).toContain(
        place && place.from !== place.to ? `#${place.from}–${place.to}` : `#${video.rank}`,
      );
      for (const key of ['globalIndex', 'attention', 'attentionSpan', 'valence', 'engagement'] as const) {
        const estimate = KPIS[key].estimate(video.asset);
        if (!estimate) continue;
        const shown = formats.estimate(estimate, KPIS[key].unit);
        expect(pdf.text, `${video.name} ${key}`).toContain(
          `${shown.value} ${shown.interval} n = ${formats.count(estimate.n)}`,
        );
      }
    }
    // Each video's curves, its summary heatmap and its scene frames, as images (both videos were measured).
    expect(closed.assets.every((asset) => asset.attention.curve.value.some((v) => v !== null))).toBe(true);
    const scenes = closed.assets.reduce((sum, asset) => sum + sceneSeconds(asset).length, 0);
    expect(scenes).toBeGreaterThan(0);
    expect(pdf.images).toBe(2 * closed.assets.length + scenes);
    // Cover, summary, a page per video, glossary and methodology.
    expect(pdf.pages).toBeGreaterThanOrEqual(4 + closed.assets.length);
    for (const section of ['summary', 'glossary', 'methodology'] as const)
      expect(pdf.text).toContain(MESSAGES.en.exports.pdf[section]);
    // Kept beside the screenshots, to look at its pages (pdftoppm).
    await mkdir(SCREENSHOTS, { recursive: true });
    await writeFile(join(SCREENSHOTS, 'report-en.pdf'), await readFile((await download.path())!));
    await page.locator('[data-testid="report-download"] a[data-kind="reportPdf"]').waitFor(SLOW);
    await context.close();
  });

  it('the slide deck and the workbook download from the same panel, one slide per view and one sheet per table', async () => {
    const { context, page } = await open(`/en/project/${closedId}/ranking`);
    await tabLoaded(page, 'ranking');
    await page.getByTestId('downloads').locator('summary').click();
    const saved = async (label: string) => {
      const button = page.getByRole('button', { name: label });
      await button.waitFor(SLOW);
      const [download] = await Promise.all([page.waitForEvent('download', SLOW), button.click()]);
      return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
    };
    const deck = await saved(MESSAGES.en.exports.deck);
    expect(deck.name).toBe('Gelato duo - deck.pptx');
    const slides = Object.keys((await JSZip.loadAsync(deck.bytes)).files).filter((name) =>
      /^ppt\/slides\/slide\d+\.xml$/.test(name),
    );
    // Title and ranking, then per video its KPI cards, its curves with scene frames and its heatmap.
    expect(slides).toHaveLength(2 + 3 * closed.assets.length);
    await page.locator('[data-testid="deck-download"] a[data-kind="deck"]').waitFor(SLOW);

    const workbook = await saved(MESSAGES.en.exports.workbook);
    expect(workbook.name).toBe('Gelato duo - workbook.xlsx');
    const sheets = new ExcelJS.Workbook();
    await sheets.xlsx.load(workbook.bytes as never);
    const sheet = MESSAGES.en.exports.sheets;
    expect(sheets.worksheets.map((each) => each.name)).toEqual([
      sheet.summary,
      MESSAGES.en.tabs.ranking,
      sheet.kpis,
      sheet.curves,
      sheet.survey,
      sheet.demographics,
    ]);
    const seconds = closed.assets.reduce((sum, asset) => sum + asset.attention.curve.t.length, 0);
    expect(sheets.getWorksheet(sheet.curves)!.rowCount).toBe(2 + 3 * seconds);
    await context.close();
  });
});

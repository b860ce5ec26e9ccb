import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { analysisContract, assetsContract, projectsContract } from '@adpulse/shared';
import type { Analysis, AssetAnalysis } from '../../shared/src/analysis/index.ts';
import { MESSAGES } from '../../shared/src/i18n/index.ts';
import { abHeadlineText, NumberFormats } from '@adpulse/shared/analysis/format';
import { intervalSuperiority, pairHeadline, superiority } from '@adpulse/shared/analysis/separation';
import { translatorFor } from '@adpulse/shared/i18n/translator';
import {
  COMPARED_KPIS,
  headlineNorm,
  KPIS,
  normContexts,
} from '../../web/src/features/results/model/kpis.ts';
import { rankedVideos } from '../../web/src/features/results/model/videos.ts';
import type { SignedIn } from '../integration/accounts-fixtures.ts';
import { boughtProject } from '../integration/analysis-fixtures.ts';
import { DEMO_SAMPLE_SIZE } from '../../local/src/demo-results.ts';
import { expectAbsent, launchBrowser, seriousViolations } from '../support/browser.ts';
import { loginAt, type RouteCaller } from '../support/invoke-route.ts';
import type { TestRuntime } from '../support/runtime.ts';
import { callApi, openSignedIn, seedRegularClient } from '../support/seed-dashboard.ts';
import {
  analysedProject,
  readAnalysis,
  RESULTS_PASSWORD,
  startResultsRuntime,
  closedAbTest,
} from '../support/seed-results.ts';

/** Polls wait long enough for lazy chunks on a busy two-core machine. */
const SLOW = { timeout: 15_000 };
const SCREENSHOTS = process.env.ADPULSE_SCREENSHOTS ?? join(process.cwd(), 'artifacts', 'screenshots');
const m = MESSAGES.en;
const formats = new NumberFormats('en');

let browser: Browser;
let runtime: TestRuntime;
let user: SignedIn;
let other: SignedIn;
/** The demo seed's pair: a closed A/B test of two videos and a closed Discover of one. */
let duoId: string;
let soloId: string;
/** Bought, no respondent yet: no results. */
let waitingId: string;
/** Another client's project. */
let foreignId: string;

async function signIn(email: string): Promise<SignedIn> {
  const { token, accountId } = await loginAt(runtime.apiUrl, email, RESULTS_PASSWORD);
  return { email, token, clientId: accountId, userId: '' };
}

beforeAll(async () => {
  [browser, { runtime, user }] = await Promise.all([launchBrowser(), startResultsRuntime()]);
  duoId = await closedAbTest(user, 'Gelato duo');
  soloId = await analysedProject(
    user,
    'Morning ritual',
    [{ kind: 'video', duration: 7, name: 'Ritual 7s' }],
    DEMO_SAMPLE_SIZE,
  );
  waitingId = (
    await boughtProject(user, 'Waiting spot', [{ kind: 'video', duration: 5, name: 'Waiting cut' }])
  ).projectId;
  await seedRegularClient('other@results.adpulse.local', {
    companyName: 'Other Test S.r.l.',
    firstName: 'Otto',
    lastName: 'Altro',
    password: RESULTS_PASSWORD,
  });
  other = await signIn('other@results.adpulse.local');
  foreignId = (
    await boughtProject(other, 'Foreign spot', [{ kind: 'image', duration: 5, name: 'Foreign still' }])
  ).projectId;
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await runtime?.stop();
});

async function open(path: string, as: SignedIn = user, viewport = { width: 1440, height: 900 }) {
  const { context, page } = await openSignedIn(browser, runtime, {
    email: as.email,
    password: RESULTS_PASSWORD,
  });
  await page.setViewportSize(viewport);
  await page.goto(`${runtime.url}${path}`);
  return { context, page };
}

function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The cells with a word wider than their room (the browser breaks it inside the word). */
function wordsCut(cells: Element[]): string[] {
  const context = document.createElement('canvas').getContext('2d')!;
  return cells.flatMap((cell) => {
    const style = getComputedStyle(cell);
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const words = (cell.textContent ?? '').split(/\s+/);
    return words.filter((word) => context.measureText(word).width > room + 0.5);
  });
}

/**
 * The chooser's texts that do not fit their room: a select's chosen text (one line, as the closed
 * select shows it) or a word of a card wider than the card.
 */
function chooserTextsCut(elements: Element[]): string[] {
  const context = document.createElement('canvas').getContext('2d')!;
  return elements.flatMap((element) => {
    const style = getComputedStyle(element);
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const fits = (text: string) => context.measureText(text).width <= room + 0.5;
    if (element instanceof HTMLSelectElement) {
      const chosen = element.selectedOptions[0]?.textContent ?? '';
      return fits(chosen) ? [] : [chosen];
    }
    const inside = element.getBoundingClientRect().right <= document.documentElement.clientWidth + 0.5;
    const words = (element.textContent ?? '').split(/\s+/).filter((word) => !fits(word));
    return inside ? words : [element.textContent ?? ''];
  });
}

async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** What a side must show, read through the API as the screen reads it. */
async function expected(projectId: string) {
  const get: RouteCaller = (route, input) => callApi(runtime, user.token, route, input);
  const params = { projectId };
  const [project, answer, assets] = await Promise.all([
    get(projectsContract.routes.getProject, { params }),
    readAnalysis(runtime, user, projectId),
    get(assetsContract.routes.listAssets, { params }),
  ]);
  const norms = await get(analysisContract.routes.getNorms, {
    query: {
      viewer: project.viewer,
      ...(project.audience.country ? { country: project.audience.country } : {}),
      ...(project.audience.category ? { category: project.audience.category } : {}),
    },
  });
  if (answer.file.format !== 'current') throw new Error(`${project.name}'s file is ${answer.file.format}`);
  return { project, analysis: answer.file.analysis, run: answer.run, assets: assets.items, norms };
}

/** Checks one side against the analysis, assets and norms JSON: names, KPIs, intervals, n, verdicts. */
async function checkSide(side: Locator, projectId: string): Promise<number> {
  const want = await expected(projectId);
  await side.getByRole('heading', { level: 2, name: want.project.name }).waitFor(SLOW);
  const facts = side.getByTestId('compare-facts');
  await expect.poll(() => facts.innerText(), SLOW).toContain(m.results.status.closed);
  expect(await facts.innerText()).toContain(formats.count(want.run!.respondents.n));
  expect(want.assets.length).toBeGreaterThan(0);
  for (const asset of want.assets) {
    const item = side.locator(`.ap-compare__asset[data-asset-id="${asset._id}"]`);
    await expect.poll(() => item.innerText(), SLOW).toContain(asset.name);
    const text = await item.innerText();
    expect(text).toContain(m.results.kind[asset.kind!]);
    expect(text).toContain(formats.unit(asset.duration!, 'seconds'));
    await expect
      .poll(() => item.locator('img.ap-compare__thumb, video.ap-compare__thumb').count(), SLOW)
      .toBe(1);
  }
  const basis = (want.norms.basis.projects === 1 ? m.results.norm.basis_one : m.results.norm.basis_other)
    .replace('{{projects}}', formats.count(want.norms.basis.projects))
    .replace('{{assets}}', formats.count(want.norms.basis.assets))
    .replace('{{date}}', formats.date(want.norms.updatedAt));
  await expect.poll(() => side.getByTestId('norm-scope').innerText(), SLOW).toContain(basis);
  let verdicts = 0;
  const analysis: Analysis = want.analysis!;
  for (const video of rankedVideos(analysis)) {
    const row = side.locator(`.ap-compare__video[data-asset-id="${video.assetId}"]`);
    expect(await row.innerText()).toContain(video.name);
    for (const key of COMPARED_KPIS) {
      const kpi = KPIS[key];
      const cell = row.locator(`[data-kpi="${key}"]`);
      const estimate = kpi.estimate(video.asset);
      if (estimate) {
        const shown = formats.estimate(estimate, kpi.unit);
        const text = await cell.innerText();
        expect(text).toContain(shown.value);
        expect(text).toContain(shown.interval);
        expect(text).toContain(`n = ${formats.count(shown.n)}`);
      }
      const norm = headlineNorm(normContexts(analysis, video.asset, kpi));
      const verdict = cell.getByTestId('compare-norm');
      expect(await verdict.getAttribute('data-comparison')).toBe(norm?.comparison ?? 'none');
      expect(await verdict.innerText()).toContain(
        norm ? m.results.norm[norm.comparison] : m.results.norm.missing,
      );
      if (norm) verdicts += 1;
    }
  }
  return verdicts;
}

/**
 * The overlay: both projects' best ranked ads on one chart (three curves each, with bands), their
 * KPIs side by side, and the probability from the two files' replicates, worded as a two-media test.
 */
async function checkOverlay(page: Page, language: 'en' | 'it'): Promise<void> {
  const overlay = page.getByTestId('overlay');
  const texts = MESSAGES[language].results.overlay;
  await overlay.getByRole('heading', { level: 2, name: texts.title }).waitFor(SLOW);
  const [duo, solo] = await Promise.all([expected(duoId), expected(soloId)]);
  const sides = [
    { key: 'main', project: duo.project.name, video: rankedVideos(duo.analysis!)[0]! },
    { key: 'comparison', project: solo.project.name, video: rankedVideos(solo.analysis!)[0]! },
  ];
  const labels = sides.map((side) => `${side.video.name} (${side.project})`);
  const local = new NumberFormats(language);
  for (const side of sides) {
    for (const key of COMPARED_KPIS) {
      const estimate = KPIS[key].estimate(side.video.asset);
      if (!estimate) continue;
      const shown = local.estimate(estimate, KPIS[key].unit);
      const cell = overlay.locator(`tr[data-kpi="${key}"] td[data-side="${side.key}"]`);
      await expect.poll(() => cell.innerText(), SLOW).toContain(shown.value);
      expect(await cell.innerText()).toContain(shown.interval);
    }
  }
  // Under each KPI, the higher ad says how likely it is higher: the global index from both files'
  // replicates, the other KPIs from their 95% intervals; the lower ad says nothing.
  const [main, compared] = sides.map((side) => side.video.asset) as [AssetAnalysis, AssetAnalysis];
  for (const key of COMPARED_KPIS) {
    const mainHigher =
      key === 'globalIndex'
        ? superiority(main.globalIndex.replicates!, compared.globalIndex.replicates!)
        : intervalSuperiority(KPIS[key].estimate(main), KPIS[key].estimate(compared));
    expect(mainHigher).not.toBeNull();
    const [leader, other] = mainHigher! > 0.5 ? ['main', 'comparison'] : ['comparison', 'main'];
    const probability = Math.max(mainHigher!, 1 - mainHigher!);
    const row = overlay.locator(`tr[data-kpi="${key}"]`);
    const lead = row.locator(`td[data-side="${leader}"] [data-testid="overlay-lead"]`);
    await expect
      .poll(() => lead.innerText(), SLOW)
      .toBe(texts.higher.replace('{{probability}}', local.count(Math.floor(1000 * probability) / 10)));
    expect(Number(await lead.getAttribute('data-probability'))).toBeCloseTo(probability, 10);
    await expectAbsent(row.locator(`td[data-side="${other}"] [data-testid="overlay-lead"]`));
  }
  const index = (side: (typeof sides)[number]) => ({
    id: side.key,
    value: side.video.asset.globalIndex.value?.value ?? null,
    replicates: side.video.asset.globalIndex.replicates,
  });
  const headline = pairHeadline(index(sides[0]!), index(sides[1]!));
  // The fresh analyses keep their replicates: a probability is shown, not its absence.
  expect(headline).not.toBeNull();
  const line = overlay.getByTestId('overlay-headline');
  await expect.poll(() => line.getAttribute('data-ab'), SLOW).toBe(headline!.kind);
  expect(Number(await line.getAttribute('data-probability'))).toBeCloseTo(headline!.probability, 10);
  const nameOf = (key: string) => labels[sides.findIndex((side) => side.key === key)]!;
  expect(await line.innerText()).toBe(abHeadlineText(translatorFor(language), local, headline!, nameOf));
  // Three panels on one time axis (attention, valence, engagement), each with both ads' line and
  // 95% band, the ads named in the first panel's legend. Plain SVG: the tab fetches no Plotly.
  const panels = overlay.locator('[data-testid="line-chart"][data-drawn="true"]');
  await expect.poll(() => panels.count(), SLOW).toBe(3);
  for (const panel of await panels.all()) {
    expect(
      await panel
        .locator('[data-series]')
        .evaluateAll((groups) => groups.map((group) => group.getAttribute('data-series'))),
    ).toEqual(labels);
    await expect.poll(() => panel.locator('[data-series] [data-band="95"]').count(), SLOW).toBe(2);
  }
  expect(await panels.first().locator('.ap-chart__legend li:not([data-band-key])').allInnerTexts()).toEqual(
    labels,
  );
  await expectAbsent(overlay.locator('[data-testid="plotly-chart"]'));
}

describe('project-analysis and comparison', () => {
  it('the results screen links to project-analysis, whose chooser opens the comparison with the other project', async () => {
    const { context, page } = await open(`/en/project/${duoId}`);
    await page.getByRole('link', { name: m.results.compare.open }).click();
    await page.getByRole('heading', { level: 1, name: m.screens.projectAnalysis }).waitFor(SLOW);
    const home = page.getByTestId('project-analysis');
    await home.getByRole('heading', { level: 2, name: 'Gelato duo' }).waitFor(SLOW);
    const heatmap = home.getByRole('link', { name: m.results.metrics.openHeatmap });
    expect(await heatmap.getAttribute('href')).toBe(`/en/project/${duoId}/project-analysis/heatmap`);
    expect(await home.getByRole('link', { name: m.results.compare.openResults }).getAttribute('href')).toBe(
      `/en/project/${duoId}`,
    );
    const chooser = page.getByRole('radiogroup', { name: m.results.compare.choose });
    await chooser.waitFor(SLOW);
    const offered = await chooser.locator('label:has([data-candidate])').allInnerTexts();
    // Only the other project with results: not the project itself, not the one still without results.
    expect(offered).toHaveLength(1);
    expect(offered[0]).toContain('Morning ritual');
    expect(offered[0]).toContain(m.results.status.closed);
    await shot(page, 'project-analysis-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => overflow(page), SLOW).toBeLessThanOrEqual(0);
    // Each offered project's name, status and date can be read whole at 390 px (a select cut them).
    await expect
      .poll(
        () =>
          page
            .getByTestId('compare-chooser')
            .locator('select, label:has([data-candidate])')
            .evaluateAll(chooserTextsCut),
        SLOW,
      )
      .toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'project-analysis-390');
    await page.setViewportSize({ width: 1440, height: 900 });

    // By keyboard: the chooser, then the Compare button.
    const solo = chooser.locator(`input[data-candidate="${soloId}"]`);
    await solo.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => solo.isChecked(), SLOW).toBe(true);
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''), SLOW)
      .toBe(m.results.compare.submit);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => new URL(page.url()).pathname, SLOW)
      .toBe(`/en/project/${duoId}/project-analysis/comparisson/${soloId}`);
    await page.getByRole('heading', { level: 1, name: m.screens.comparison }).waitFor(SLOW);

    const main = page.locator('[data-testid="comparison"] [data-side="main"]');
    const compared = page.locator('[data-testid="comparison"] [data-side="comparison"]');
    const verdicts = (await checkSide(main, duoId)) + (await checkSide(compared, soloId));
    // The norm verdicts were checked, not only their absence.
    expect(verdicts).toBeGreaterThan(0);
    const [left, right] = [await main.boundingBox(), await compared.boundingBox()];
    expect(Math.abs(left!.y - right!.y)).toBeLessThan(2);
    expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
    await checkOverlay(page, 'en');
    await shot(page, 'comparison-1440');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => overflow(page), SLOW).toBeLessThanOrEqual(0);
    await expect
      .poll(async () => (await compared.boundingBox())!.y, SLOW)
      .toBeGreaterThan((await main.boundingBox())!.y + (await main.boundingBox())!.height - 1);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'comparison-390');
    await context.close();
  });

  it('the comparison overlays both ads’ curves and words the probability in Italian, at 390 px without overflow', async () => {
    const { context, page } = await open(
      `/it/project/${duoId}/project-analysis/comparisson/${soloId}`,
      user,
      {
        width: 390,
        height: 844,
      },
    );
    await checkOverlay(page, 'it');
    await expect.poll(() => overflow(page), SLOW).toBeLessThanOrEqual(0);
    // No metric's name is broken inside a word ("Coinvolgimento" was cut at 390 px).
    await expect
      .poll(() => page.getByTestId('overlay-kpis').locator('th[scope="row"]').evaluateAll(wordsCut), SLOW)
      .toEqual([]);
    const plot = page.getByTestId('overlay').locator('[data-testid="line-chart"] svg').first();
    await expect
      .poll(() => plot.evaluate((svg) => svg.getBoundingClientRect().width), SLOW)
      .toBeLessThan(390);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'comparison-overlay-it-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect
      .poll(() => plot.evaluate((svg) => svg.getBoundingClientRect().width), SLOW)
      .toBeGreaterThan(600);
    await page.getByTestId('overlay').scrollIntoViewIfNeeded();
    await shot(page, 'comparison-overlay-it-1440');
    await context.close();
  });

  it('a compared project without results shows its empty state beside its assets', async () => {
    const { context, page } = await open(`/en/project/${soloId}/project-analysis/comparisson/${waitingId}`);
    const compared = page.locator('[data-testid="comparison"] [data-side="comparison"]');
    await compared.getByRole('heading', { level: 2, name: 'Waiting spot' }).waitFor(SLOW);
    const empty = compared.getByTestId('results-empty');
    await empty.waitFor(SLOW);
    expect(await empty.getAttribute('data-kind')).toBe('live');
    expect(await empty.innerText()).toContain(m.results.empty.live);
    await expect
      .poll(() => compared.locator('.ap-compare__asset').innerText(), SLOW)
      .toContain('Waiting cut');
    await page
      .locator('[data-testid="comparison"] [data-side="main"]')
      .getByRole('heading', { level: 2, name: 'Morning ritual' })
      .waitFor(SLOW);
    await context.close();
  });

  it('another client’s project or a made-up id as the comparison gives page-not-found and Dashboard', async () => {
    for (const otherId of [foreignId, 'made-up-project-0123456789']) {
      const { context, page } = await open(`/en/project/${duoId}/project-analysis/comparisson/${otherId}`);
      await page.getByRole('alert').filter({ hasText: m.errors.pageNotFound }).waitFor(SLOW);
      await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe('/en/dashboard');
      await expectAbsent(page.getByText('Foreign spot'));
      await context.close();
    }
  });

  it('a client with no other project with results sees the chooser’s empty state', async () => {
    const { context, page } = await open(`/en/project/${foreignId}/project-analysis`, other, {
      width: 390,
      height: 844,
    });
    await page.getByTestId('compare-none').waitFor(SLOW);
    expect(await page.getByTestId('compare-none').innerText()).toContain(m.results.compare.none);
    await expectAbsent(page.getByRole('radiogroup', { name: m.results.compare.choose }));
    await expect.poll(() => overflow(page), SLOW).toBeLessThanOrEqual(0);
    await context.close();
  });
});

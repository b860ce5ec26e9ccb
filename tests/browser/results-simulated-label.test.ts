import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { MESSAGES } from '../../shared/src/i18n/index.ts';
import type { SignedIn } from '../integration/accounts-fixtures.ts';
import { DEMO_SAMPLE_SIZE } from '../../local/src/demo-results.ts';
import { launchBrowser } from '../support/browser.ts';
import { openResultsPage, SLOW } from '../support/results-pages.ts';
import type { TestRuntime } from '../support/runtime.ts';
import { analysedProject, readAnalysis, startResultsRuntime } from '../support/seed-results.ts';

/**
 * Issue 25: numbers of simulated respondents say so on every screen that shows them (results tabs,
 * heatmap, comparison, project analysis, the dashboard card), and comparisons with the synthetic
 * seed norms and anchors say that in words. Both projects are answered by the simulated panel.
 */
const m = MESSAGES.en;

let browser: Browser;
let runtime: TestRuntime;
let user: SignedIn;
let videoId: string;
let imageId: string;

beforeAll(async () => {
  [browser, { runtime, user }] = await Promise.all([launchBrowser(), startResultsRuntime()]);
  videoId = await analysedProject(
    user,
    'Simulated spot',
    [{ kind: 'video', duration: 5, name: 'Spot 5s' }],
    DEMO_SAMPLE_SIZE,
  );
  imageId = await analysedProject(
    user,
    'Simulated poster',
    [{ kind: 'image', duration: 4, name: 'Poster' }],
    DEMO_SAMPLE_SIZE,
  );
  for (const id of [videoId, imageId]) {
    const answer = await readAnalysis(runtime, user, id);
    if (answer.file.format !== 'current' || answer.file.analysis.dataSource !== 'simulated') {
      throw new Error(`project ${id} is not analysed from simulated respondents`);
    }
  }
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await runtime?.stop();
});

const open = (path: string) => openResultsPage(browser, runtime, user, path);

/** The simulated-data banner inside `scope`, with the all-simulated text. */
async function expectBanner(scope: Locator) {
  const banner = scope.getByTestId('simulated-banner');
  await banner.first().waitFor(SLOW);
  await expect.poll(() => banner.first().innerText(), SLOW).toContain(m.results.simulated.all);
}

describe('the simulated label on every screen of simulated results', () => {
  it.each(['ranking', 'metrics', 'chart', 'metrics-in-context'])('results tab %s', async (tab) => {
    const { context, page } = await open(`/en/project/${videoId}/${tab}`);
    try {
      await expectBanner(page.locator('.ap-results'));
    } finally {
      await context.close();
    }
  });

  it('heatmap', async () => {
    const { context, page } = await open(`/en/project/${videoId}/project-analysis/heatmap`);
    try {
      await expectBanner(page.getByTestId('heatmap'));
    } finally {
      await context.close();
    }
  });

  it('project analysis', async () => {
    const { context, page } = await open(`/en/project/${videoId}/project-analysis`);
    try {
      await expectBanner(page.getByTestId('project-analysis'));
    } finally {
      await context.close();
    }
  });

  it('dashboard: the project card', async () => {
    const { context, page } = await open('/en/dashboard');
    try {
      const card = page.locator(`article.ap-pcard[data-project-id="${videoId}"]`);
      await card.getByTestId('simulated-tag').waitFor(SLOW);
      await expect
        .poll(() => card.getByTestId('simulated-tag').innerText(), SLOW)
        .toBe(m.results.simulated.tag);
    } finally {
      await context.close();
    }
  });

  it('comparison: each side', async () => {
    const { context, page } = await open(`/en/project/${videoId}/project-analysis/comparisson/${imageId}`);
    try {
      for (const side of ['main', 'comparison']) {
        await expectBanner(page.locator(`[data-side="${side}"]`));
      }
    } finally {
      await context.close();
    }
  });
});

describe('synthetic references said in words', () => {
  it('metrics: seed norm badges, media optimisation channels, mental demand reference', async () => {
    const { context, page } = await open(`/en/project/${videoId}/metrics`);
    try {
      const badge = page.locator('.ap-kpi [data-synthetic="norm"]').first();
      await badge.waitFor(SLOW);
      await expect
        .poll(() => page.locator('.ap-kpi').first().innerText(), SLOW)
        .toContain(m.results.norm.seed);
      await expect
        .poll(() => page.locator('[data-synthetic="channels"]').innerText(), SLOW)
        .toBe(m.results.media.syntheticChannels);
      await expect
        .poll(() => page.locator('[data-kpi="mentalDemand"] [data-synthetic="reference"]').innerText(), SLOW)
        .toBe(m.results.context.mentalDemandReference);
      // "How is this measured?" opens the KPI's methodology text, from the keyboard.
      const summary = page.locator('[data-kpi="effectiveness"] summary');
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.locator('[data-kpi="effectiveness"] .ap-method__text').innerText(), SLOW)
        .toBe(m.results.kpi.effectiveness.method);
    } finally {
      await context.close();
    }
  });

  it('ranking: the band legend from the thresholds, and synthetic index anchors', async () => {
    const { context, page } = await open(`/en/project/${videoId}/ranking`);
    try {
      const legend = page.getByTestId('band-legend');
      await legend.waitFor(SLOW);
      await expect.poll(() => legend.innerText(), SLOW).toContain(m.results.band.anchors);
      const text = await legend.innerText();
      expect(text).toContain('under 40');
      expect(text).toContain('40 to under 70');
      expect(text).toContain('70 or more');
    } finally {
      await context.close();
    }
  });
});

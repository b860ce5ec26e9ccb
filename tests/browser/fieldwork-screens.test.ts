import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '@adpulse/shared';
import { launchBrowser, seriousViolations } from '../support/browser.ts';
import { mediaFixture } from '../fixtures/media.ts';
import type { TestRuntime } from '../support/runtime.ts';
import { REGULAR, openSignedIn, startWizardRuntime } from '../support/wizard-runtime.ts';
import { buyByCard, projectWithStimulus } from '../support/wizard-api.ts';
import { screenshot } from '../support/wizard-screens.ts';
import jsQR from 'jsqr';
import sharp from 'sharp';

const PHONE = { width: 390, height: 844 };
let browser: Browser;
let runtime: TestRuntime;
let projectId = '';

beforeAll(async () => {
  [browser, runtime] = await Promise.all([launchBrowser(), startWizardRuntime()]);
  const { context, token } = await openSignedIn(browser, runtime, REGULAR);
  await context.close();
  // An active project: bought by card, so its fieldwork is launched with its test links.
  projectId = await projectWithStimulus(runtime, token, {
    name: 'Fieldwork view',
    type: 'discover',
    step: 5,
    stimulus: await mediaFixture('mp4'),
  });
  await buyByCard(runtime, token, projectId);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await runtime?.stop();
});

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the fieldwork screen of an active project, at 390 px', () => {
  for (const lang of ['en', 'it'] as const) {
    it(`${lang}: live progress that refreshes without a reload, and test links copied from the keyboard`, async () => {
      const m = MESSAGES[lang];
      const f = m.fieldwork;
      const { context, page } = await openSignedIn(
        browser,
        runtime,
        REGULAR,
        lang === 'it' ? 'it-IT' : 'en-US',
        PHONE,
      );
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: runtime.url });
      // The deployment's flag to show project test URLs, on for this test.
      await page.route('**/config.json', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), showProjectTestUrls: true } });
      });
      let reads = 0;
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === `/api/projects/${projectId}/fieldwork`) reads += 1;
      });
      let loads = 0;
      page.on('load', () => (loads += 1));
      await page.goto(`${runtime.url}/${lang}/project/${projectId}/fieldwork`);
      await page.getByRole('heading', { level: 1, name: m.screens.fieldwork }).waitFor();
      await page.getByRole('heading', { level: 2, name: f.cellsTitle }).waitFor();
      for (const label of [f.completes, f.screenouts, f.overquotas, f.dropouts, f.webcam, f.timeLeft])
        await page.locator('dt').getByText(label, { exact: true }).waitFor();
      await expect.poll(() => page.locator('tr[data-cell]').count()).toBeGreaterThan(0);
      // Read again on its own, in the same page.
      await expect.poll(() => reads, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
      expect(loads).toBe(1);

      const dynata = page.locator('[data-panel="dynata"]');
      await dynata.waitFor();
      const url = await dynata.getByRole('textbox').inputValue();
      expect(url).toMatch(/^https?:\/\/[^/]+\/t\/[A-Za-z0-9_-]+/);
      const copy = dynata.getByRole('button', {
        name: f.links.copyLabel.replace('{{panel}}', f.links.panels.dynata),
      });
      await copy.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: f.links.copied }).waitFor();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);

      // Its live results, and back: each screen links to the other.
      await page.getByRole('link', { name: f.resultsLink }).click();
      await page.waitForURL(`**/${lang}/project/${projectId}`);
      await page.getByTestId('live-banner').waitFor();
      await page.getByRole('link', { name: m.results.live.fieldworkLink }).click();
      await page.waitForURL(`**/${lang}/project/${projectId}/fieldwork`);
      await page.getByRole('heading', { level: 1, name: m.screens.fieldwork }).waitFor();
      await context.close();
    }, 120_000);
  }

  for (const [size, viewport] of [
    ['1440', { width: 1440, height: 900 }],
    ['390', PHONE],
  ] as const) {
    it(`${size} px: the direct link's QR code reads back as the direct link, copied from the keyboard`, async () => {
      const f = MESSAGES.en.fieldwork;
      const { context, page } = await openSignedIn(browser, runtime, REGULAR, 'en-US', viewport);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: runtime.url });
      await page.route('**/config.json', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), showProjectTestUrls: true } });
      });
      await page.goto(`${runtime.url}/en/project/${projectId}/fieldwork`);
      const direct = page.locator('[data-panel="direct"]');
      await direct.waitFor();
      const url = await direct.getByRole('textbox').inputValue();
      expect(url).toMatch(/^https?:\/\/[^/]+\/t\/[A-Za-z0-9_-]+$/);
      const qr = page.getByRole('img', { name: f.qr.label });
      await qr.waitFor();
      // Decoded from its pixels as a phone would read it, not from the attribute it was drawn from.
      const { data, info } = await sharp(await qr.screenshot())
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const read = jsQR(new Uint8ClampedArray(data), info.width, info.height);
      expect(read?.data).toBe(url);

      await direct
        .getByRole('button', { name: f.links.copyLabel.replace('{{panel}}', f.links.panels.direct) })
        .focus();
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: f.links.copied }).waitFor();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `fieldwork-links-${size}`);
      await context.close();
    }, 120_000);
  }

  it('hides the test links when the flag is off', async () => {
    const { context, page } = await openSignedIn(browser, runtime, REGULAR);
    await page.goto(`${runtime.url}/en/project/${projectId}/fieldwork`);
    await page.getByRole('heading', { level: 2, name: MESSAGES.en.fieldwork.cellsTitle }).waitFor();
    await expect.poll(() => page.locator('[data-panel]').count()).toBe(0);
    await context.close();
  }, 60_000);
});

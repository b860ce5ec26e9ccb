import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES, fieldworkContract, projectsContract } from '@adpulse/shared';
import { findLoginByEmail } from '../../functions/src/accounts/data/users.ts';
import { readProjectSessions } from '../../functions/src/fieldwork/index.ts';
import { launchBrowser, seriousViolations } from '../support/browser.ts';
import { mediaFixture } from '../fixtures/media.ts';
import type { TestRuntime } from '../support/runtime.ts';
import { REGULAR, openSignedIn, startWizardRuntime } from '../support/wizard-runtime.ts';
import { buyByCard, projectWithStimulus } from '../support/wizard-api.ts';
import { callRoute } from '../support/invoke-route.ts';
import { screenshot } from '../support/wizard-screens.ts';
import { choose } from '../support/respondent-journey.ts';
import jsQR from 'jsqr';
import sharp from 'sharp';

const PHONE = { width: 390, height: 844 };
let browser: Browser;
let runtime: TestRuntime;
let projectId = '';
let token = '';

beforeAll(async () => {
  [browser, runtime] = await Promise.all([launchBrowser(), startWizardRuntime()]);
  const signedIn = await openSignedIn(browser, runtime, REGULAR);
  token = signedIn.token;
  await signedIn.context.close();
  // An active project with a question of the client's: bought by card, so its fieldwork is
  // launched with its test links.
  projectId = await projectWithStimulus(runtime, token, {
    name: 'Fieldwork view',
    type: 'discover',
    step: 5,
    stimulus: await mediaFixture('mp4'),
  });
  await callRoute(runtime.apiUrl, projectsContract.routes.updateProject, {
    token,
    params: { projectId },
    body: {
      questions: [
        { type: 'scale', text: 'How much did you like it?', answers: { answerList: [], randomOrder: false } },
      ],
    },
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

/**
 * Preview as a respondent (issue 26), on the same bought project: its client takes the test from
 * the fieldwork screen, through consent, screener, the ad in its viewer, the evoked question, its
 * question and the demographics. The page writes nothing (no call but reads, so nothing is counted
 * or charged), the fieldwork counts are unchanged and no session exists for the analysis to read.
 */
describe('preview as a respondent', () => {
  const m = MESSAGES.en;
  const r = m.respondent;
  const counts = async () => {
    const view = await callRoute(runtime.apiUrl, fieldworkContract.routes.getFieldwork, {
      token,
      params: { projectId },
    });
    const { entries, completes, inProgress, screenouts, overquotas, dropouts, webcam, cells } = view;
    return { entries, completes, inProgress, screenouts, overquotas, dropouts, webcam, cells };
  };

  for (const [size, viewport] of [
    ['390', PHONE],
    ['1440', { width: 1440, height: 900 }],
  ] as const) {
    it(`${size} px: takes the test from the fieldwork screen; nothing is written, counted or kept`, async () => {
      const before = await counts();
      const { context, page } = await openSignedIn(browser, runtime, REGULAR, 'en-US', viewport);
      await page.goto(`${runtime.url}/en/project/${projectId}/fieldwork`);
      await page.getByRole('link', { name: m.fieldwork.previewLink }).click();
      await page.waitForURL(`**/en/project/${projectId}/preview`);
      // From here on, every call the page makes that is not a read.
      const writes: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith('/api/') && request.method() !== 'GET')
          writes.push(`${request.method()} ${path}`);
      });
      await page.getByTestId('preview-banner').filter({ hasText: r.preview.banner }).waitFor();
      await page.getByRole('heading', { name: r.consent.title }).waitFor();
      await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `preview-consent-${size}`);
      await page.getByRole('button', { name: r.consent.withoutWebcam }).click();

      await page.getByRole('heading', { name: r.screener.title }).waitFor();
      await page.getByLabel(r.screener.age).fill('34');
      await choose(page, r.screener.genders.female);
      await page.getByLabel(r.screener.region).selectOption('centre');
      await page.getByRole('button', { name: r.screener.next }).click();

      // The ad in the project's viewer mock-up (TV), as a respondent sees it, under the banner.
      await page
        .getByRole('heading', {
          name: r.stimulus.title.replace('{{position}}', '1').replace('{{total}}', '1'),
        })
        .waitFor({ timeout: 60_000 });
      await page.locator('figure[data-viewer] video[data-stimulus]').waitFor();
      await page.getByTestId('preview-banner').waitFor();
      await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `preview-ad-${size}`);
      await expect
        .poll(
          async () => {
            const play = page.getByRole('button', { name: r.stimulus.play });
            if (await play.isVisible()) await play.click();
            return page.getByRole('heading', { name: r.evoked.title }).count();
          },
          { timeout: 60_000 },
        )
        .toBe(1);
      await page.getByRole('button', { name: r.evoked.none }).click();

      await page
        .getByRole('heading', {
          name: r.question.title.replace('{{position}}', '1').replace('{{total}}', '1'),
        })
        .waitFor();
      await page.locator('legend', { hasText: 'How much did you like it?' }).waitFor({ state: 'attached' });
      await choose(page, '7');
      await page.getByRole('button', { name: r.question.next }).click();
      await page.getByRole('heading', { name: r.demographics.title }).waitFor();
      await page.getByLabel(r.demographics.education).selectOption('university');
      await page.getByRole('button', { name: r.demographics.next }).click();

      await page.waitForURL(`**/en/project/${projectId}/preview?done=1`, { timeout: 30_000 });
      await page.getByRole('heading', { name: r.preview.doneTitle }).waitFor();
      await page.getByText(r.preview.doneBody).waitFor();
      await screenshot(page, `preview-done-${size}`);
      await context.close();

      expect(writes).toEqual([]);
      expect(await counts()).toEqual(before);
      const clientId = (await findLoginByEmail(REGULAR))?.client.clientId ?? '';
      expect(clientId).not.toBe('');
      expect(await readProjectSessions(clientId, projectId)).toEqual([]);
    }, 180_000);
  }
});

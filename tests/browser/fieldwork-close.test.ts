import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES, projectsContract } from '@adpulse/shared';
import { launchBrowser, seriousViolations } from '../support/browser.ts';
import { mediaFixture } from '../fixtures/media.ts';
import type { TestRuntime } from '../support/runtime.ts';
import { callApi } from '../support/seed-dashboard.ts';
import { REGULAR, openSignedIn, startWizardRuntime } from '../support/wizard-runtime.ts';
import { TEST_AUDIENCE, buyByCard, projectWithStimulus } from '../support/wizard-api.ts';
import { screenshot } from '../support/wizard-screens.ts';

/**
 * Issue 23 on the fieldwork screen: the client closes fieldwork early (a button, a confirmation
 * that says on how many completes the analysis will run, then the closing state), and an own
 * audience's direct link with its QR code is shown without the deployment's test-URL flag.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
let browser: Browser;
let runtime: TestRuntime;
/** One bought project per close (a close cannot be undone), the first with its own audience. */
const projects: string[] = [];

beforeAll(async () => {
  [browser, runtime] = await Promise.all([launchBrowser(), startWizardRuntime()]);
  const { context, token } = await openSignedIn(browser, runtime, REGULAR);
  await context.close();
  const stimulus = await mediaFixture('mp4');
  for (const [index, source] of (['own', 'panel'] as const).entries()) {
    const projectId = await projectWithStimulus(runtime, token, {
      name: `Close early ${index + 1}`,
      type: 'discover',
      step: 5,
      stimulus,
    });
    await callApi(runtime, token, projectsContract.routes.updateProject, {
      params: { projectId },
      body: { audience: { ...TEST_AUDIENCE, source } },
    });
    await buyByCard(runtime, token, projectId);
    projects.push(projectId);
  }
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await runtime?.stop();
});

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('closing fieldwork early from the fieldwork screen', () => {
  for (const [index, lang, viewport] of [
    [0, 'en', DESKTOP],
    [1, 'it', PHONE],
  ] as const) {
    it(`${lang} at ${viewport.width} px: the button, its confirmation from the keyboard, then the closing state`, async () => {
      const m = MESSAGES[lang];
      const f = m.fieldwork;
      const projectId = projects[index] ?? '';
      const { context, page } = await openSignedIn(
        browser,
        runtime,
        REGULAR,
        lang === 'it' ? 'it-IT' : 'en-US',
        viewport,
      );
      await page.goto(`${runtime.url}/${lang}/project/${projectId}/fieldwork`);
      await page.getByRole('heading', { level: 2, name: f.states.fielding }).waitFor();
      if (index === 0) {
        // An own audience: its direct link and QR code, with the test-URL flag off.
        await page.getByRole('heading', { level: 2, name: f.ownAudience.title }).waitFor();
        await page.locator('[data-panel="direct"]').waitFor();
        await page.getByRole('img', { name: f.qr.label }).waitFor();
        await expect.poll(() => page.locator('[data-panel="dynata"]').count()).toBe(0);
      } else {
        await expect.poll(() => page.locator('[data-panel]').count()).toBe(0);
      }

      const close = page.getByRole('button', { name: f.closeEarly.button });
      await close.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog', { name: f.closeEarly.title });
      await dialog.waitFor();
      const message = f.closeEarly.confirm_other.replace('{{count}}', '0').replace('{{target}}', '150');
      await dialog.getByText(message).waitFor();
      await screenshot(page, `fieldwork-close-confirm-${lang}-${viewport.width}`);
      // Cancel has the focus: Tab to the confirm button, Enter.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByText(f.closeEarly.closing).waitFor();
      await page.getByRole('heading', { level: 2, name: f.states.closing }).waitFor();
      await expect.poll(() => close.count()).toBe(0);
      await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `fieldwork-closing-${lang}-${viewport.width}`);

      // The fieldwork machine's next check closes it: closed early, on the screen's next read.
      await page
        .getByText(f.closeEarly.closedEarly.split('{{date}}')[0]?.trim() ?? '')
        .waitFor({ timeout: 60_000 });
      await page.getByRole('heading', { level: 2, name: f.states.closed }).waitFor();
      await context.close();
    }, 150_000);
  }
});

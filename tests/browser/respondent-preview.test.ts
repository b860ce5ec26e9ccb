import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES, billingContract, fieldworkContract, projectsContract } from '@adpulse/shared';
import { findLoginByEmail } from '../../functions/src/accounts/data/users.ts';
import { readProjectSessions } from '../../functions/src/fieldwork/index.ts';
import { launchBrowser, seriousViolations } from '../support/browser.ts';
import { mediaFixture } from '../fixtures/media.ts';
import type { TestRuntime } from '../support/runtime.ts';
import { REGULAR, openSignedIn, startWizardRuntime } from '../support/wizard-runtime.ts';
import { TEST_BILLING, projectWithStimulus } from '../support/wizard-api.ts';
import { callRoute } from '../support/invoke-route.ts';
import { screenshot } from '../support/wizard-screens.ts';
import { choose } from '../support/respondent-journey.ts';
import { waitFor } from '../support/wait.ts';

/**
 * Preview as a respondent (issue 26): a client takes its own bought project's test from the
 * fieldwork screen, through consent, screener, the ad in its viewer, the evoked question, its
 * question and the demographics; nothing reaches the respondent calls, the fieldwork counts are
 * unchanged and no session exists for the analysis to read.
 */
const m = MESSAGES.en;
const r = m.respondent;
let browser: Browser;
let runtime: TestRuntime;
let token = '';
let projectId = '';

beforeAll(async () => {
  [browser, runtime] = await Promise.all([launchBrowser(), startWizardRuntime()]);
  const signedIn = await openSignedIn(browser, runtime, REGULAR);
  token = signedIn.token;
  await signedIn.context.close();
  projectId = await projectWithStimulus(runtime, token, {
    name: 'Preview as a respondent',
    type: 'discover',
    step: 5,
    stimulus: await mediaFixture('mp4'),
  });
  const params = { projectId };
  await callRoute(runtime.apiUrl, projectsContract.routes.updateProject, {
    token,
    params,
    body: {
      payment: TEST_BILLING,
      questions: [
        { type: 'scale', text: 'How much did you like it?', answers: { answerList: [], randomOrder: false } },
      ],
    },
  });
  await callRoute(runtime.apiUrl, billingContract.routes.buyProject, {
    token,
    params,
    body: { paymentMethod: '4242 4242 4242 4242' },
  });
  await waitFor('the purchase of the preview project', async () => {
    const { state } = await callRoute(runtime.apiUrl, billingContract.routes.getPurchase, { token, params });
    if (state === 'failed') throw new Error('The purchase of the preview project failed');
    return state === 'succeeded' ? state : undefined;
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await runtime?.stop();
});

const counts = async () => {
  const view = await callRoute(runtime.apiUrl, fieldworkContract.routes.getFieldwork, {
    token,
    params: { projectId },
  });
  const { entries, completes, inProgress, screenouts, overquotas, dropouts, webcam, cells } = view;
  return { entries, completes, inProgress, screenouts, overquotas, dropouts, webcam, cells };
};

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('preview as a respondent', () => {
  for (const [size, viewport] of [
    ['390', { width: 390, height: 844 }],
    ['1440', { width: 1440, height: 900 }],
  ] as const) {
    it(`${size} px: takes the test from the fieldwork screen; nothing is counted, no session exists`, async () => {
      const before = await counts();
      const { context, page } = await openSignedIn(browser, runtime, REGULAR, 'en-US', viewport);
      const respondentCalls: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (/^\/api\/(t|sessions)\//.test(path)) respondentCalls.push(`${request.method()} ${path}`);
      });
      await page.goto(`${runtime.url}/en/project/${projectId}/fieldwork`);
      await page.getByRole('link', { name: m.fieldwork.previewLink }).click();
      await page.waitForURL(`**/en/project/${projectId}/preview`);
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

      // The ad in the project's viewer mock-up (TV), as a respondent sees it.
      await page
        .getByRole('heading', {
          name: r.stimulus.title.replace('{{position}}', '1').replace('{{total}}', '1'),
        })
        .waitFor({ timeout: 60_000 });
      await page.locator('figure[data-viewer] video[data-stimulus]').waitFor();
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

      expect(respondentCalls).toEqual([]);
      expect(await counts()).toEqual(before);
      const clientId = (await findLoginByEmail(REGULAR))?.client.clientId ?? '';
      expect(clientId).not.toBe('');
      expect(await readProjectSessions(clientId, projectId)).toEqual([]);
    }, 180_000);
  }
});

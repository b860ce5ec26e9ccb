import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { billingContract, fieldworkContract, projectsContract } from '@adpulse/shared';
import type { RespondentSession } from '../../shared/src/fieldwork/index.ts';
import { itRespondent } from '../../shared/src/i18n/locales/it/respondent.ts';
import { findLoginByEmail } from '../../functions/src/accounts/data/users.ts';
import { readProjectSessions } from '../../functions/src/fieldwork/index.ts';
import { fakeCameraArgs } from '../../scripts/measurement/harness-driver.ts';
import { fakeCameraFile } from '../fixtures/fake-camera.ts';
import { mediaFixture } from '../fixtures/media.ts';
import { launchBrowser } from './browser.ts';
import { loginAt, routeCaller, type RouteCaller } from './invoke-route.ts';
import type { TestRuntime } from './runtime.ts';
import { TEST_AUDIENCE, TEST_BILLING, uploadStimulus } from './wizard-api.ts';
import { waitFor } from './wait.ts';
import { DEMO_PASSWORD, REGULAR, startWizardRuntime } from './wizard-runtime.ts';

/**
 * The respondent journey's world and steps, shared by the journey's browser tests
 * (respondent-journey.test.ts) and its measured end-to-end runs (respondent-measured.test.ts, in
 * the browser-perf project): the local runtime, Debian's Chromium with a fake camera made at test
 * time from a development face, and two bought A/B tests of an Italian audience opened by their
 * direct test links at 390 px, one in the YouTube pre-roll viewer and one in the TikTok feed.
 */
export const texts = itRespondent.respondent;
export const MOBILE = { width: 390, height: 844 };
const VISA = '4242 4242 4242 4242';

export interface BoughtProject {
  projectId: string;
  directUrl: string;
}

export interface JourneyWorld {
  runtime: TestRuntime;
  browser: Browser;
  clientId: string;
  youtube: BoughtProject;
  tiktok: BoughtProject;
  /** The client's calls of the API, signed in. */
  api: RouteCaller;
  stop(): Promise<void>;
}

type Api = JourneyWorld['api'];

/** A bought A/B test whose fieldwork launched: two videos, a shuffled single choice, a scale. */
async function boughtProject(
  api: Api,
  runtime: TestRuntime,
  token: string,
  viewer: 'youtube' | 'tiktok',
): Promise<BoughtProject> {
  const project = await api(projectsContract.routes.createProject, {
    body: { name: `Respondent journey (${viewer})`, type: 'abtest', viewer },
  });
  const id = project._id;
  const ofProject = { params: { projectId: id } };
  await api(projectsContract.routes.updateProject, {
    ...ofProject,
    body: { audience: TEST_AUDIENCE, country: 'IT', payment: TEST_BILLING },
  });
  await api(projectsContract.routes.updateProject, {
    ...ofProject,
    body: {
      questions: [
        {
          type: 'singleChoice',
          text: 'Lo compreresti?',
          answers: { answerList: ['Sì', 'No', 'Forse'], randomOrder: true },
        },
        { type: 'scale', text: 'Quanto ti è piaciuto?', answers: { answerList: [], randomOrder: false } },
      ],
    },
  });
  const video = await mediaFixture('mp4');
  for (let step = 2; step <= 5; step += 1) {
    await api(projectsContract.routes.updateProject, { ...ofProject, body: { step } });
    if (step === 2) {
      await uploadStimulus(runtime, token, id, video);
      await uploadStimulus(runtime, token, id, video);
    }
  }
  await api(billingContract.routes.buyProject, { ...ofProject, body: { paymentMethod: VISA } });
  await waitFor('the purchase', async () => {
    const purchase = await api(billingContract.routes.getPurchase, ofProject);
    if (purchase.state === 'failed') throw new Error('the purchase failed');
    return purchase.state === 'succeeded' ? purchase : undefined;
  });
  const links = await waitFor(
    'the fieldwork launch',
    () => api(fieldworkContract.routes.listTestLinks, ofProject),
    {
      throwsMeanNotYet: true,
    },
  );
  const direct = links.items.find((link) => link.panel === 'direct');
  if (!direct) throw new Error('no direct test link');
  return { projectId: id, directUrl: direct.url };
}

/** Starts the runtime and the browser with the fake camera, and buys the two tests. */
export async function startJourneyWorld(): Promise<JourneyWorld> {
  const [camera, runtime] = await Promise.all([fakeCameraFile(), startWizardRuntime()]);
  const browser = await launchBrowser(fakeCameraArgs(camera));
  const { token } = await loginAt(runtime.apiUrl, REGULAR, DEMO_PASSWORD);
  const clientId = (await findLoginByEmail(REGULAR))?.client.clientId ?? '';
  const api = routeCaller(runtime.apiUrl, token);
  const [youtube, tiktok] = await Promise.all([
    boughtProject(api, runtime, token, 'youtube'),
    boughtProject(api, runtime, token, 'tiktok'),
  ]);
  return {
    runtime,
    browser,
    clientId,
    youtube,
    tiktok,
    api,
    async stop() {
      await browser.close();
      await runtime.stop();
    },
  };
}

export async function respondentPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: MOBILE, locale: 'it-IT', hasTouch: true });
  return { context, page: await context.newPage() };
}

/** Ticks the radio or checkbox labelled exactly `text` (Amplify draws its own control over the input). */
export async function choose(scope: Page | Locator, text: string): Promise<void> {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await scope.locator('label', { hasText: new RegExp(`^\\s*${escaped}\\s*$`) }).click();
}

/** Moves the focus with Tab, as a keyboard user does, until `target` has it. */
export async function focusByTab(page: Page, target: Locator): Promise<void> {
  for (let press = 0; press < 40; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the control');
}

export async function pressOn(page: Page, target: Locator, key: 'Enter' | 'Space'): Promise<void> {
  await focusByTab(page, target);
  await page.keyboard.press(key);
}

/** The page is no wider than the phone: nothing scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(MOBILE.width);
}

interface Screener {
  age: number;
  gender?: 'female' | 'male';
}

export async function consentAndScreener(
  page: Page,
  url: string,
  webcam: boolean,
  screener: Screener,
): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { name: texts.consent.title }).waitFor();
  await expectNoHorizontalScroll(page);
  await page
    .getByRole('button', { name: webcam ? texts.consent.withWebcam : texts.consent.withoutWebcam })
    .click();
  await page.getByRole('heading', { name: texts.screener.title }).waitFor();
  await page.getByLabel(texts.screener.age).fill(String(screener.age));
  await choose(page, texts.screener.genders[screener.gender ?? 'female']);
  await page.getByLabel(texts.screener.region).selectOption('centre');
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: texts.screener.next }).click();
}

/** Allows the camera and starts the calibration; resolves once its first target shows. */
export async function cameraAndCalibration(page: Page): Promise<void> {
  await page.getByRole('button', { name: texts.camera.allow }).click();
  await page.getByRole('button', { name: texts.calibration.start }).click({ timeout: 60_000 });
  await page.locator('[data-calibration="target"]').waitFor({ timeout: 30_000 });
}

/** Waits for the ad's heading, starts it if the browser wanted a gesture, and waits for playback. */
export async function adPlaying(page: Page, position: number, viewer?: 'youtube' | 'tiktok'): Promise<void> {
  await page
    .getByRole('heading', {
      name: texts.stimulus.title.replace('{{position}}', String(position)).replace('{{total}}', '2'),
    })
    .waitFor({ timeout: 90_000 });
  await expectNoHorizontalScroll(page);
  // The ad plays inside its viewer's mock-up (read with its width: a short ad may end soon after).
  const selector = viewer ? `figure[data-viewer="${viewer}"] video[data-stimulus]` : 'video[data-stimulus]';
  await expect
    .poll(
      async () => {
        const play = page.getByRole('button', { name: texts.stimulus.play });
        if (await play.isVisible()) await play.click();
        return page.evaluate(
          (css) => document.querySelector(css)?.getBoundingClientRect().width ?? 0,
          selector,
        );
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  await expect
    .poll(
      () =>
        page.evaluate(
          () => (document.querySelector('video[data-stimulus]') as HTMLVideoElement | null)?.currentTime ?? 0,
        ),
      {
        timeout: 20_000,
      },
    )
    .toBeGreaterThan(0);
}

export async function evokedAnswer(page: Page, feltAmused: boolean): Promise<void> {
  await page.getByRole('heading', { name: texts.evoked.title }).waitFor({ timeout: 30_000 });
  if (feltAmused) {
    await choose(page, texts.evoked.emotions.amusement);
    await choose(
      page.getByRole('radiogroup', {
        name: texts.evoked.intensity.replace('{{emotion}}', texts.evoked.emotions.amusement),
      }),
      '4',
    );
    await page.getByRole('button', { name: texts.evoked.next }).click();
  } else {
    await page.getByRole('button', { name: texts.evoked.none }).click();
  }
}

/** The client's two questions and the demographics, then the completion's end page. */
export async function questionsAndFinish(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Domanda 1 di 2' }).waitFor();
  await choose(page, 'Forse');
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: texts.question.next }).click();
  await page.getByRole('heading', { name: 'Domanda 2 di 2' }).waitFor();
  await choose(page, '7');
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: texts.question.next }).click();
  await page.getByRole('heading', { name: texts.demographics.title }).waitFor();
  await page.getByLabel(texts.demographics.education).selectOption('university');
  await page.getByRole('button', { name: texts.demographics.next }).click();
  await page.getByRole('heading', { name: texts.end.complete.title }).waitFor({ timeout: 60_000 });
  expect(new URL(page.url()).searchParams.get('outcome')).toBe('complete');
}

export interface SignalRequest {
  seq: number;
  samples: number;
  failed: boolean;
}

export async function sessionsOfProject(
  world: JourneyWorld,
  projectId: string,
): Promise<RespondentSession[]> {
  return readProjectSessions(world.clientId, projectId);
}

/** Watches a page's signal uploads: each attempt's seq and size, and whether it failed. */
export function watchSignals(page: Page): SignalRequest[] {
  const signals: SignalRequest[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/signals') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { seq: number; samples: unknown[] };
    const entry = { seq: body.seq, samples: body.samples.length, failed: false };
    signals.push(entry);
    request
      .response()
      .then((response) => {
        if (!response || response.status() !== 202) entry.failed = true;
      })
      .catch(() => {
        entry.failed = true;
      });
  });
  page.on('requestfailed', (request) => {
    if (!request.url().endsWith('/signals')) return;
    const body = request.postDataJSON() as { seq: number };
    const entry = signals.findLast((each) => each.seq === body.seq);
    if (entry) entry.failed = true;
  });
  return signals;
}

/** Samples a second of stimulus time the server holds for each ad of a session (logged). */
export function ratesOf(session: RespondentSession, durations: Map<string, number>): Map<string, number> {
  return new Map(
    session.stimuli.map((stimulusId) => {
      const samples = session.samples[stimulusId]?.length ?? 0;
      const duration = durations.get(stimulusId) ?? 0;
      const rate = duration > 0 ? samples / duration : 0;
      console.log(
        `respondent journey: ${stimulusId} ${samples} samples over ${duration} s (${rate.toFixed(1)}/s)`,
      );
      return [stimulusId, rate];
    }),
  );
}

export async function stimulusDurations(world: JourneyWorld, url: string): Promise<Map<string, number>> {
  const test = await world.api(fieldworkContract.routes.getTest, {
    params: { testId: url.split('/').pop() ?? '' },
  });
  return new Map(test.stimuli.map((stimulus) => [stimulus.stimulusId, stimulus.duration]));
}

/** The next seq the page would number for a session's signal batches (kept in its storage). */
export function storedNextSeq(page: Page, sessionId: string): Promise<number> {
  return page.evaluate(
    (id) => Number(window.localStorage.getItem(`adpulse.signals.${id}.next-seq`)),
    sessionId,
  );
}

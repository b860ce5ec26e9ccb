import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { fieldworkContract } from '@adpulse/shared';
import { QUALITY_RULES } from '../../shared/src/fieldwork/index.ts';
import { storedBatches } from '../../functions/src/fieldwork/data/batches.ts';
import { seriousViolations } from '../support/browser.ts';
import { requestRoute } from '../support/invoke-route.ts';
import { screenshot } from '../support/seed-dashboard.ts';
import {
  adPlaying,
  cameraAndCalibration,
  consentAndScreener,
  evokedAnswer,
  expectNoHorizontalScroll,
  focusByTab,
  pressOn,
  questionsAndFinish,
  ratesOf,
  respondentPage,
  sessionsOfProject,
  startJourneyWorld,
  stimulusDurations,
  storedNextSeq,
  texts,
  watchSignals,
  type JourneyWorld,
} from '../support/respondent-journey.ts';

/**
 * The respondent app in Debian's Chromium (fake camera made at test time from a development
 * face): bought A/B tests (Italian audience) opened by their direct test links at 390 px, one in
 * the YouTube pre-roll viewer and one in the TikTok vertical feed (a project has one viewer). In
 * the YouTube test one respondent takes it without the webcam, by keyboard only, and one screens
 * out; in the TikTok test a webcam respondent reloads the page in the middle of the first ad and
 * goes on in the same session, then a cell is filled and the next respondent of that cell gets
 * the over-quota page, and a respondent whose browser refuses the camera goes on without it. The
 * YouTube journey with the webcam (through a network cut), whose rate is measured, is in
 * respondent-measured.test.ts, in the browser-perf project.
 */
/**
 * Samples a second of stimulus time asserted for the TikTok ad measured whole after a reload: the
 * quality rule's minimum (a session below it does not count in attention). Other Chromiums of
 * this project compete for the CPU; the 15 a second is asserted, run alone, by
 * respondent-measured.test.ts (browser-perf).
 */
const MIN_SAMPLES_PER_SECOND = QUALITY_RULES.minSampleHz;

let world: JourneyWorld;
let projectId: string;
let testUrl: string;
let tiktok: { projectId: string; directUrl: string };

/** The client's fieldwork view of a project (GET /projects/{projectId}/fieldwork). */
const fieldworkView = (id: string) =>
  world.api(fieldworkContract.routes.getFieldwork, { params: { projectId: id } });

beforeAll(async () => {
  world = await startJourneyWorld();
  projectId = world.youtube.projectId;
  testUrl = world.youtube.directUrl;
  tiktok = world.tiktok;
}, 240_000);

afterAll(async () => {
  await world?.stop();
});

describe('the respondent app, from the direct test link', () => {
  it('is served at the test link of the app origin, as its own page', async () => {
    expect(new URL(testUrl).origin).toBe(new URL(world.runtime.url).origin);
    expect(new URL(testUrl).pathname).toMatch(/^\/t\/[A-Za-z0-9_-]+$/);
    const page = await (await fetch(testUrl)).text();
    expect(page).toContain('/assets/respondent-');
    expect(page).not.toContain('/assets/main-');
  });

  it('without the webcam, by keyboard only: the same survey, answers recorded, no camera, no samples', async () => {
    const { context, page } = await respondentPage(world.browser);
    const cameraCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/(signals|calibration)$/.test(request.url())) cameraCalls.push(request.url());
    });
    const violations: string[] = [];
    const checkAccessibility = async (where: string) => {
      for (const violation of await seriousViolations(page))
        violations.push(`${where}: ${violation.id} ${violation.nodes.join(', ')}`);
    };

    await page.goto(testUrl);
    await page.getByRole('heading', { name: texts.consent.title }).waitFor();
    await checkAccessibility('consent');
    await screenshot(page, 'respondent-consent-it-phone', true);
    await pressOn(page, page.getByRole('button', { name: texts.consent.withoutWebcam }), 'Enter');

    await page.getByRole('heading', { name: texts.screener.title }).waitFor();
    await focusByTab(page, page.getByLabel(texts.screener.age));
    await page.keyboard.type('52');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await focusByTab(page, page.getByLabel(texts.screener.region));
    // Region names in the respondent's language (Centro, Sardegna), not the country list's English.
    await expect
      .poll(() => page.getByLabel(texts.screener.region).locator('option').allTextContents())
      .toEqual(expect.arrayContaining([texts.screener.regions.centre, texts.screener.regions.sardinia]));
    expect(await page.getByLabel(texts.screener.region).locator('option').allTextContents()).not.toContain(
      'Sardinia',
    );
    await page.keyboard.press('ArrowDown');
    await checkAccessibility('screener');
    await screenshot(page, 'respondent-screener-it-phone', true);
    await pressOn(page, page.getByRole('button', { name: texts.screener.next }), 'Enter');

    await adPlaying(page, 1, 'youtube');
    await screenshot(page, 'respondent-ad-it-phone', true);
    await page.getByRole('heading', { name: texts.evoked.title }).waitFor({ timeout: 30_000 });
    await checkAccessibility('evoked');
    await pressOn(page, page.getByRole('button', { name: texts.evoked.none }), 'Enter');

    await adPlaying(page, 2);
    await page.getByRole('heading', { name: texts.evoked.title }).waitFor({ timeout: 30_000 });
    await pressOn(page, page.getByLabel(texts.evoked.emotions.amusement), 'Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    for (let step = 1; step < 4; step += 1) await page.keyboard.press('ArrowRight');
    await screenshot(page, 'respondent-evoked-it-phone', true);
    await pressOn(page, page.getByRole('button', { name: texts.evoked.next }), 'Enter');

    await page.getByRole('heading', { name: 'Domanda 1 di 2' }).waitFor();
    // Before answering: axe reads a button's colours mid-transition once it becomes enabled.
    await checkAccessibility('question');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await pressOn(page, page.getByRole('button', { name: texts.question.next }), 'Enter');
    await page.getByRole('heading', { name: 'Domanda 2 di 2' }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    for (let step = 1; step < 7; step += 1) await page.keyboard.press('ArrowRight');
    await screenshot(page, 'respondent-scale-it-phone', true);
    await expectNoHorizontalScroll(page);
    await pressOn(page, page.getByRole('button', { name: texts.question.next }), 'Enter');
    await page.getByRole('heading', { name: texts.demographics.title }).waitFor();
    await checkAccessibility('demographics');
    await pressOn(page, page.getByRole('button', { name: texts.demographics.next }), 'Enter');
    await page.getByRole('heading', { name: texts.end.complete.title }).waitFor({ timeout: 60_000 });
    await checkAccessibility('end');
    expect(violations).toEqual([]);
    expect(cameraCalls).toEqual([]);

    const session = (await sessionsOfProject(world, projectId)).find((each) => !each.webcam);
    expect(session).toMatchObject({ status: 'complete', webcam: false, calibration: null });
    expect(session?.screener).toMatchObject({ age: 52 });
    expect(Object.values(session?.samples ?? {}).flat()).toEqual([]);
    expect(session?.answers?.evoked).toEqual([
      { stimulusId: session?.stimuli[1], emotion: 'amusement', intensity: 4 },
    ]);
    const [choice, scale] = session?.answers?.questions ?? [];
    expect(['Sì', 'No', 'Forse']).toContain(choice?.answer);
    expect(scale?.answer).toBe(7);
    expect(session?.answers?.demographics).toEqual({});
    await context.close();
  }, 120_000);

  it('a respondent under the audience age screens out and sees the screen-out page', async () => {
    const { context, page } = await respondentPage(world.browser);
    await consentAndScreener(page, testUrl, true, { age: 16 });
    await page.getByRole('heading', { name: texts.end.screenout.title }).waitFor();
    await page.getByText(texts.end.screenout.body).waitFor();
    expect(new URL(page.url()).searchParams.get('outcome')).toBe('screenout');
    await expectNoHorizontalScroll(page);
    await context.close();

    const view = await fieldworkView(projectId);
    expect(view).toMatchObject({ completes: 1, screenouts: 1, webcam: { accepted: 0, refused: 1 } });
  }, 60_000);
});

describe('the respondent app in the TikTok feed: a reload mid-ad, then a full cell', () => {
  it('with the webcam: a reload in the middle of the first ad resumes the same session at that ad, nothing lost or counted twice', async () => {
    const { context, page } = await respondentPage(world.browser);
    onTestFinished(() => context.close());
    const signals = watchSignals(page);
    await consentAndScreener(page, tiktok.directUrl, true, { age: 34 });
    await cameraAndCalibration(page);

    // The first ad plays in the TikTok feed; once a batch has reached the server and the ad is
    // past its first second, the page reloads.
    await adPlaying(page, 1, 'tiktok');
    const currentTime = () =>
      page.evaluate(
        () => (document.querySelector('video[data-stimulus]') as HTMLVideoElement | null)?.currentTime ?? 0,
      );
    await expect.poll(currentTime, { timeout: 20_000 }).toBeGreaterThan(1);
    await expect
      .poll(() => signals.filter((entry) => !entry.failed).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const [sessionBefore] = await sessionsOfProject(world, tiktok.projectId);
    const storedBefore = await storedNextSeq(page, sessionBefore?.sessionId ?? '');
    expect(storedBefore).toBeGreaterThan(0);
    const leftAt = await currentTime();
    await page.reload();

    // Same session, same step: the camera starts again, then the same ad goes on where it was
    // (read at the page's frame rate: little of the ad is left).
    await page.getByRole('heading', { name: texts.camera.title }).waitFor({ timeout: 60_000 });
    const resumed = page.waitForFunction(
      () => {
        const video = document.querySelector('figure[data-viewer="tiktok"] video[data-stimulus]');
        if (!(video instanceof HTMLVideoElement) || video.currentTime === 0) return null;
        return { t: video.currentTime, heading: document.querySelector('h1')?.textContent ?? '' };
      },
      undefined,
      { polling: 'raf', timeout: 90_000 },
    );
    await page.getByRole('button', { name: texts.camera.allow }).click();
    const firstSeen = await (await resumed).jsonValue();
    expect(firstSeen?.heading).toBe(
      texts.stimulus.title.replace('{{position}}', '1').replace('{{total}}', '2'),
    );
    expect(firstSeen?.t).toBeGreaterThanOrEqual(leftAt - 0.6);
    await evokedAnswer(page, false);
    await adPlaying(page, 2, 'tiktok');
    await evokedAnswer(page, true);
    await questionsAndFinish(page);

    const sessions = await sessionsOfProject(world, tiktok.projectId);
    expect(sessions.map((each) => [each.sessionId, each.status, each.webcam])).toEqual([
      [sessionBefore?.sessionId, 'complete', true],
    ]);
    const [session] = sessions;
    if (!session) return;
    expect(session.answers?.evoked).toEqual([
      { stimulusId: session.stimuli[1], emotion: 'amusement', intensity: 4 },
    ]);
    expect(session.answers?.questions.map((answer) => answer.answer)).toEqual(['Forse', 7]);

    // The server holds seqs 0..n-1, each once, n being what the page numbered; it holds exactly
    // the samples of those batches (a batch sent again across the reload counts once).
    const nextSeq = await storedNextSeq(page, session.sessionId);
    expect(nextSeq).toBeGreaterThan(storedBefore);
    const batches = await storedBatches(session.sessionId);
    expect(batches.map((batch) => batch.seq)).toEqual(Array.from({ length: nextSeq }, (_, seq) => seq));
    const sizes = new Map(signals.map((entry) => [entry.seq, entry.samples]));
    expect([...sizes.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: nextSeq }, (_, seq) => seq));
    const all = Object.values(session.samples).flat();
    expect(all.length).toBe([...sizes.values()].reduce((sum, size) => sum + size, 0));
    expect(all.filter((sample) => sample.face).length / all.length).toBeGreaterThanOrEqual(0.9);

    // The first ad went on from where it was, not from its start: in upload order its times
    // never step back by more than the last kept position (kept a few times a second).
    const first = session.samples[session.stimuli[0] ?? ''] ?? [];
    const stepsBack = first.slice(1).filter((sample, i) => sample.t < (first[i]?.t ?? 0) - 0.5);
    expect(stepsBack).toEqual([]);
    // The second ad played whole, with nothing in between: the measured rate holds.
    const durations = await stimulusDurations(world, tiktok.directUrl);
    const rates = ratesOf(session, durations);
    expect(rates.get(session.stimuli[1] ?? '')).toBeGreaterThanOrEqual(MIN_SAMPLES_PER_SECOND);
  }, 300_000);

  it('a full quota cell: the next respondent of that cell gets the over-quota page', async () => {
    const view = await fieldworkView(tiktok.projectId);
    const cell = view.cells.find((candidate) => candidate.cellId === 'group56_75:male');
    if (!cell) throw new Error(`no cell group56_75:male in ${JSON.stringify(view.cells)}`);
    const testId = tiktok.directUrl.split('/').pop() ?? '';
    for (let slot = 0; slot < cell.target; slot += 1) {
      const entered = await requestRoute(world.runtime.apiUrl, fieldworkContract.routes.startSession, {
        params: { testId },
        body: {
          panel: { provider: 'direct', respondentId: randomUUID(), params: {} },
          screener: { age: 60, gender: 'male', region: 'south' },
          // Not simulated: a simulated session idle for 5 s drops out and gives its slot back.
          consent: { webcam: false },
        },
      });
      expect(entered.status).toBe(201);
    }

    const { context, page } = await respondentPage(world.browser);
    onTestFinished(() => context.close());
    onTestFinished(async (context) => {
      if (context.task.result?.state !== 'fail') return;
      const text = await page.evaluate(() => document.body.innerText).catch(() => '');
      console.log(`over-quota page at ${page.url()}: ${text.replace(/\s+/g, ' ').slice(0, 400)}`);
    });
    await consentAndScreener(page, tiktok.directUrl, false, { age: 62, gender: 'male' });
    await expect
      .poll(() => new URL(page.url()).searchParams.get('outcome'), { timeout: 60_000 })
      .toBe('overquota');
    await page.getByRole('heading', { name: texts.end.overquota.title }).waitFor({ timeout: 60_000 });
    await page.getByText(texts.end.overquota.body).waitFor();
    expect(new URL(page.url()).searchParams.get('outcome')).toBe('overquota');
    await expectNoHorizontalScroll(page);

    const after = await fieldworkView(tiktok.projectId);
    expect(after.overquotas).toBe(1);
    expect(after.cells.find((candidate) => candidate.cellId === cell.cellId)).toMatchObject({
      inProgress: cell.target,
    });
  }, 120_000);
});

describe('the respondent app when the browser refuses the camera', () => {
  it('says so and goes on to the ads without the webcam', async () => {
    const { context, page } = await respondentPage(world.browser);
    onTestFinished(() => context.close());
    // The browser's answer to a refused prompt (this browser grants the fake camera otherwise).
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await consentAndScreener(page, tiktok.directUrl, true, { age: 40, gender: 'female' });
    await page.getByRole('button', { name: texts.camera.allow }).click();
    await page.getByText(texts.camera.denied).waitFor({ timeout: 30_000 });
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: texts.camera.withoutWebcam }).click();
    await adPlaying(page, 1, 'tiktok');
    const session = (await sessionsOfProject(world, tiktok.projectId)).find(
      (each) => each.screener.age === 40 && each.status === 'started',
    );
    expect(session).toMatchObject({ webcam: true, calibration: null });
  }, 120_000);
});

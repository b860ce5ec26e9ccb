import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUALITY_RULES, SIGNAL_T_TOLERANCE_SECONDS } from '../../shared/src/fieldwork/index.ts';
import { screenshot } from '../support/seed-dashboard.ts';
import {
  adPlaying,
  cameraAndCalibration,
  consentAndScreener,
  evokedAnswer,
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
 * The respondent app end to end with the webcam, measured: consent, screener, camera,
 * calibration, two ads in the YouTube pre-roll viewer (through a network cut), questions and
 * completion, in Debian's Chromium with a fake camera made at test time from a development face.
 * The server then holds the session with a face in 90% or more of its samples, above the
 * analysis' floor of samples a second of each ad. In the browser-perf project: run alone (scripts/test.mjs), so no
 * other Chromium competes for the 2 cores while the rate is measured. The other journeys
 * (without the camera, screen-out, the TikTok feed through a reload mid-ad, over-quota, a
 * refused camera) are in respondent-journey.test.ts.
 */
/**
 * The floor the analysis needs (QUALITY_RULES.minSampleHz). The journey's own rate per ad is
 * logged: it measured 25.3-27.0 a second on one machine run alone and 14.0-15.3 on the CI machine of
 * 2026-11-26 (worker 51.8 ms a frame there), so the 15 a second target is a speed figure of the
 * machine, printed by `npm run bench` against the target, not a pass/fail line here.
 */
const MIN_SAMPLES_PER_SECOND = QUALITY_RULES.minSampleHz;
const FACE_SHARE = 0.9;

let world: JourneyWorld;

beforeAll(async () => {
  world = await startJourneyWorld();
}, 240_000);

afterAll(async () => {
  await world?.stop();
});

describe('the measured respondent journey in the YouTube pre-roll viewer', () => {
  it('with the webcam: calibration, two ads measured through a network cut, questions, complete', async () => {
    const { context, page } = await respondentPage(world.browser);
    const signals = watchSignals(page);

    await consentAndScreener(page, world.youtube.directUrl, true, { age: 34 });
    await cameraAndCalibration(page);
    await screenshot(page, 'respondent-calibration-it-phone');

    // The first ad plays; the network goes away until an upload has failed, then comes back.
    await adPlaying(page, 1, 'youtube');
    await context.setOffline(true);
    await page.getByText(texts.app.offline).waitFor();
    await expect.poll(() => signals.some((entry) => entry.failed), { timeout: 15_000 }).toBe(true);
    await context.setOffline(false);
    await evokedAnswer(page, true);
    await adPlaying(page, 2, 'youtube');
    await evokedAnswer(page, false);
    await questionsAndFinish(page);

    const sessions = await sessionsOfProject(world, world.youtube.projectId);
    const session = sessions.find((each) => each.webcam && each.status === 'complete');
    expect(session, JSON.stringify(sessions.map((each) => [each.status, each.webcam]))).toBeDefined();
    if (!session) return;
    const durations = await stimulusDurations(world, world.youtube.directUrl);

    // Signals: samples for each ad, stamped with the video's own time, a face in nearly all, above
    // the analysis' floor of samples a second of the ad's time.
    const all = Object.values(session.samples).flat();
    expect(all.length).toBeGreaterThan(0);
    for (const stimulusId of session.stimuli) {
      const samples = session.samples[stimulusId] ?? [];
      const duration = durations.get(stimulusId) ?? 0;
      expect(samples.length, stimulusId).toBeGreaterThan(0);
      expect(
        samples.every((sample) => sample.t >= 0 && sample.t <= duration + SIGNAL_T_TOLERANCE_SECONDS),
      ).toBe(true);
      expect(Math.max(...samples.map((sample) => sample.t))).toBeGreaterThan(duration / 2);
    }
    for (const [stimulusId, rate] of ratesOf(session, durations))
      expect(rate, stimulusId).toBeGreaterThanOrEqual(MIN_SAMPLES_PER_SECOND);
    expect(all.filter((sample) => sample.face).length / all.length).toBeGreaterThanOrEqual(FACE_SHARE);
    expect(session.calibration?.validation.targets).toBeGreaterThan(0);
    expect(session.simulated).toBe(false);

    // The network cut lost nothing and counted nothing twice: every seq the page made is stored
    // once, and the server holds exactly the samples of those batches.
    const nextSeq = await storedNextSeq(page, session.sessionId);
    const sizes = new Map(signals.map((entry) => [entry.seq, entry.samples]));
    expect([...sizes.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: nextSeq }, (_, seq) => seq));
    expect(all.length).toBe([...sizes.values()].reduce((sum, size) => sum + size, 0));
    const retried = signals.filter((entry) => entry.failed).map((entry) => entry.seq);
    expect(retried.length).toBeGreaterThan(0);
    for (const seq of retried) expect(signals.filter((entry) => entry.seq === seq).length).toBeGreaterThan(1);

    // Answers: the evoked emotion of the first ad, none for the second, both questions, demographics.
    expect(session.answers?.evoked).toEqual([
      { stimulusId: session.stimuli[0], emotion: 'amusement', intensity: 4 },
    ]);
    expect(session.answers?.questions.map((answer) => answer.answer)).toEqual(['Forse', 7]);
    expect(session.answers?.demographics).toEqual({ education: 'university' });
    await context.close();
  }, 240_000);
});

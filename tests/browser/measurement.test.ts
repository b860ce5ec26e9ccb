import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { calibrationSchema, QUALITY_RULES, sampleSchema } from '../../shared/src/fieldwork/index.ts';
import { fakeCameraArgs, harnessCall, isLocalUrl } from '../../scripts/measurement/harness-driver.ts';
import {
  MIN_FIT_TARGETS,
  MIN_VALIDATION_TARGETS,
} from '../../web/src/features/respondent/measurement/calibration-plan.ts';
import type { CameraRunResult } from '../../web/src/features/respondent/measurement/harness/harness-api.ts';
import { fakeCameraFile, stimulusVideo } from '../fixtures/fake-camera.ts';
import { launchBrowser } from '../support/browser.ts';

/**
 * The on-device measurement in Debian's Chromium with a fake camera made from a smiling face of
 * the development set, over a playing stimulus video (the harness page drives the very module
 * the respondent app uses).
 */
describe('on-device measurement with a fake camera', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let run: CameraRunResult;
  const requests: string[] = [];

  beforeAll(async () => {
    const [camera, stimulus] = await Promise.all([fakeCameraFile(), stimulusVideo()]);
    browser = await launchBrowser(fakeCameraArgs(camera));
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    context.on('request', (request) => requests.push(request.url()));
    // Anything leaving the machine is refused (and still listed above, so the test sees it).
    await context.route('**/*', (route) =>
      isLocalUrl(route.request().url()) ? route.continue() : route.abort(),
    );
    page = await context.newPage();
    await page.goto(`${inject('appUrl')}/measure-harness.html`);
    await page.waitForFunction(() => window.measureHarness !== undefined);
    run = await harnessCall(page, 'cameraRun', {
      stimulusBase64: (await readFile(stimulus)).toString('base64'),
      stimulusId: 'stimulus-1',
      calibration: { neutralMs: 1000, settleMs: 300, collectMs: 1000 },
    });
    console.log(
      `measurement: ${run.samples.length} samples over ${run.stimulusDuration.toFixed(1)} s of video, ` +
        `worker ${run.stats.meanWorkMs} ms/frame, capture-to-reading ${run.stats.meanLatencyMs} ms, ` +
        `worst main-thread frame gap ${run.worstFrameGapMs} ms`,
    );
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
  });

  // The rate itself (the 15 a second target) is a speed figure of the machine it runs on, so
  // `npm run bench` prints it against the target; the test holds the analysis' quality floor.
  it('finds the face in at least 90% of samples, above the quality floor of samples a second', () => {
    const samples = run.samples.map((sample) => sampleSchema.parse(sample));
    const withFace = samples.filter((sample) => sample.face).length;
    expect(withFace / samples.length).toBeGreaterThanOrEqual(0.9);
    expect(samples.length / run.stimulusDuration).toBeGreaterThanOrEqual(QUALITY_RULES.minSampleHz);
    expect(run.stats.backend).toBe('wasm');
  });

  it('stamps each sample with the stimulus media time, rising while the video plays', () => {
    const times = run.samples.map((sample) => sample.t);
    expect(run.samples.every((sample) => sample.stimulusId === 'stimulus-1')).toBe(true);
    expect(times.every((t, i) => i === 0 || t >= (times[i - 1] ?? 0))).toBe(true);
    expect(times[0]).toBeLessThan(0.5);
    expect(times.at(-1)).toBeGreaterThan(run.stimulusDuration - 0.5);
    expect(Math.max(...times)).toBeLessThanOrEqual(run.stimulusDuration);
  });

  it('reads the face against its own rest, attentive, with head pose', () => {
    const withFace = run.samples.filter((sample) => sample.face);
    // Expressions are read at most every 90 ms; the samples between carry none (null, never a copy).
    const read = withFace.flatMap((sample) => (sample.expr ? [sample.expr.happy] : []));
    expect(read.length / run.stimulusDuration).toBeGreaterThanOrEqual(4);
    // The camera shows one smiling photo throughout, the calibration's neutral seconds included:
    // measured against that rest, it does not read happy (validate:camera's test shows smiles do).
    const meanHappy = read.reduce((sum, happy) => sum + happy, 0) / read.length;
    expect(meanHappy).toBeLessThan(0.5);
    expect(withFace.filter((sample) => sample.attentive).length / withFace.length).toBeGreaterThan(0.9);
    expect(withFace.every((sample) => sample.pose && Math.abs(sample.pose.yaw) < 25)).toBe(true);
  });

  it('calibrates: a face that never follows the targets fails the gaze quality rule', () => {
    expect(run.calibrationError).toBeNull();
    const calibration = calibrationSchema.parse(run.calibration);
    // A target counts with 3 readings or more: a slow machine may lose one.
    expect(calibration.targets).toBeGreaterThanOrEqual(MIN_FIT_TARGETS);
    expect(calibration.targets).toBeLessThanOrEqual(9);
    expect(calibration.validation.targets).toBeGreaterThanOrEqual(MIN_VALIDATION_TARGETS);
    expect(calibration.validation.targets).toBeLessThanOrEqual(4);
    expect(calibration.validation.errorDeg).toBeGreaterThan(QUALITY_RULES.maxValidationErrorDeg);
    // The neutral seconds, read against the rest they define, read as the typical neutral face.
    expect(calibration.neutralBaseline?.happy).toBeLessThan(0.5);
    expect(calibration.sampleHz).toBeGreaterThan(0);
  });

  it('loads models and WASM from its own origin and sends nothing to any other host', () => {
    expect(requests.filter((url) => !isLocalUrl(url))).toEqual([]);
    const origin = new URL(inject('appUrl')).origin;
    for (const asset of [
      '/measurement/human/facemesh.bin',
      '/measurement/face-api/face_expression_model.bin',
    ]) {
      expect(requests).toContain(`${origin}${asset}`);
    }
    expect(
      requests.some((url) => url.startsWith(`${origin}/measurement/wasm/`) && url.endsWith('.wasm')),
    ).toBe(true);
  });
});

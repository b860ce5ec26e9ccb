import { describe, expect, it } from 'vitest';
import { QUALITY_RULES, validationPasses } from '../../../../../shared/src/fieldwork/index.ts';
import {
  fitGaze,
  gazeConfidence,
  gazeOnStimulus,
  predictGaze,
  toStimulusPoint,
  validateGaze,
  type GazeObservation,
} from './gaze.ts';
import { degreesToPx } from './visual-angle.ts';

/** A synthetic eye whose features move linearly with the point looked at, plus noise. */
function observe(x: number, y: number, noise: () => number): GazeObservation {
  const features = [
    x / 1000 + noise(),
    y / 800 + noise(),
    0.3 + noise(),
    0.3 + noise(),
    0.2,
    0.2,
    0,
    0,
    0.5,
    0.5,
    0.1,
  ];
  return { features, target: { x, y } };
}

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return (state / 2 ** 32 - 0.5) * 0.004;
  };
}

describe('gaze model', () => {
  const noise = seeded(7);
  const fitPoints = [100, 640, 1180].flatMap((x) => [80, 400, 720].map((y) => ({ x, y })));
  const fit = fitPoints.flatMap(({ x, y }) => Array.from({ length: 12 }, () => observe(x, y, noise)));
  const validation = [
    { x: 384, y: 240 },
    { x: 896, y: 240 },
    { x: 896, y: 560 },
    { x: 384, y: 560 },
  ].flatMap(({ x, y }) => Array.from({ length: 10 }, () => observe(x, y, noise)));

  it('fits on calibration targets and predicts unseen validation targets within a degree', () => {
    const model = fitGaze(fit, 0.01);
    const quality = validateGaze(model, validation, { width: 1280, height: 800 });
    expect(quality.targets).toBe(4);
    expect(quality.chanceErrorPx).toBeCloseTo(301.9, 0);
    expect(validationPasses(quality)).toBe(true);
    expect(quality.errorPx).toBeLessThan(degreesToPx(1));
    expect(quality.errorDeg).toBeLessThan(1);
    const point = predictGaze(model, observe(640, 400, () => 0).features);
    expect(point.x).toBeCloseTo(640, -1);
    expect(point.y).toBeCloseTo(400, -1);
  });

  it('reports a large error when the features do not follow the targets', () => {
    const blind = fit.map((observation) => ({ ...observation, features: observe(640, 400, noise).features }));
    const quality = validateGaze(fitGaze(blind), validation, { width: 1280, height: 800 });
    expect(quality.errorDeg).toBeGreaterThan(QUALITY_RULES.maxValidationErrorDeg);
    expect(quality.errorPx / quality.chanceErrorPx).toBeGreaterThan(0.9);
    expect(validationPasses(quality)).toBe(false);
  });

  it('fails eyes that do not follow the targets on a phone too, under the degrees limit', () => {
    const scale = (point: { x: number; y: number }) => ({
      x: (point.x * 390) / 1280,
      y: (point.y * 844) / 800,
    });
    const phoneFit = fit.map((observation) => ({
      features: observe(195, 422, noise).features,
      target: scale(observation.target),
    }));
    const phoneValidation = validation.map((observation) => ({
      features: observe(195, 422, noise).features,
      target: scale(observation.target),
    }));
    const quality = validateGaze(fitGaze(phoneFit), phoneValidation, { width: 390, height: 844 });
    expect(quality.errorDeg).toBeLessThan(QUALITY_RULES.maxValidationErrorDeg);
    expect(quality.errorPx / quality.chanceErrorPx).toBeGreaterThan(0.9);
    expect(validationPasses(quality)).toBe(false);
  });

  it('measures the mean offset of the predictions', () => {
    const model = fitGaze(fit, 0.01);
    const shifted = validation.map((observation) => ({
      ...observation,
      target: { x: observation.target.x - 50, y: observation.target.y + 20 },
    }));
    const quality = validateGaze(model, shifted, { width: 1280, height: 800 });
    expect(quality.offsetPx.x).toBeCloseTo(50, -1);
    expect(quality.offsetPx.y).toBeCloseTo(-20, -1);
  });

  it('maps screen points to 0..1 over the stimulus, null off it', () => {
    const rect = { left: 100, top: 50, width: 400, height: 200 };
    expect(toStimulusPoint({ x: 300, y: 150 }, rect)).toEqual({ x: 0.5, y: 0.5 });
    expect(toStimulusPoint({ x: 100, y: 250 }, rect)).toEqual({ x: 0, y: 1 });
    expect(toStimulusPoint({ x: 99, y: 150 }, rect)).toBeNull();
    expect(toStimulusPoint({ x: 300, y: 251 }, rect)).toBeNull();
    expect(toStimulusPoint({ x: 300, y: 150 }, { ...rect, width: 0 })).toBeNull();
  });

  it('lowers confidence with the validation error and needs a model, features and a rect', () => {
    const quality = (errorPx: number, chanceErrorPx = 1000) => ({
      targets: 4,
      errorPx,
      errorDeg: errorPx / 40,
      chanceErrorPx,
      offsetPx: { x: 0, y: 0 },
    });
    expect(gazeConfidence(0.9, quality(0))).toBe(0.9);
    expect(gazeConfidence(0.9, quality(240))).toBe(0.45);
    expect(gazeConfidence(0.9, quality(600))).toBe(0);
    // At the ratio limit (half of chance) under the degrees limit: half the face score too.
    expect(gazeConfidence(0.9, quality(100, 200))).toBe(0.45);
    expect(gazeConfidence(0.9, quality(200, 200))).toBe(0);
    const model = { ridge: fitGaze(fit, 0.01), quality: quality(20) };
    const features = observe(640, 400, () => 0).features;
    const rect = { left: 0, top: 0, width: 1280, height: 800 };
    const gaze = gazeOnStimulus(model, features, 1, rect);
    expect(gaze?.x).toBeCloseTo(0.5, 1);
    expect(gaze?.confidence).toBeGreaterThan(0.9);
    expect(gazeOnStimulus(null, features, 1, rect)).toBeNull();
    expect(gazeOnStimulus(model, null, 1, rect)).toBeNull();
    expect(gazeOnStimulus(model, features, 1, null)).toBeNull();
  });
});

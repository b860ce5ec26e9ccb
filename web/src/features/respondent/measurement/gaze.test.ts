import { describe, expect, it } from 'vitest';
import { QUALITY_RULES } from '../../../../../shared/src/fieldwork/index.ts';
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
    const quality = validateGaze(model, validation);
    expect(quality.targets).toBe(4);
    expect(quality.errorPx).toBeLessThan(degreesToPx(1));
    expect(quality.errorDeg).toBeLessThan(1);
    const point = predictGaze(model, observe(640, 400, () => 0).features);
    expect(point.x).toBeCloseTo(640, -1);
    expect(point.y).toBeCloseTo(400, -1);
  });

  it('reports a large error when the features do not follow the targets', () => {
    const blind = fit.map((observation) => ({ ...observation, features: observe(640, 400, noise).features }));
    const quality = validateGaze(fitGaze(blind), validation);
    expect(quality.errorDeg).toBeGreaterThan(QUALITY_RULES.maxValidationErrorDeg);
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
    expect(gazeConfidence(0.9, { targets: 4, errorPx: 0, errorDeg: 0 })).toBe(0.9);
    expect(gazeConfidence(0.9, { targets: 4, errorPx: 240, errorDeg: 6 })).toBe(0.45);
    expect(gazeConfidence(0.9, { targets: 4, errorPx: 600, errorDeg: 15 })).toBe(0);
    const model = { ridge: fitGaze(fit, 0.01), quality: { targets: 4, errorPx: 20, errorDeg: 0.5 } };
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

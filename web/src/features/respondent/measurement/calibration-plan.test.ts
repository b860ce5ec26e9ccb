import { describe, expect, it } from 'vitest';
import {
  calibrationSchema,
  gazeAccuracy,
  gazeValidationSchema,
  QUALITY_RULES,
} from '../../../../../shared/src/fieldwork/index.ts';
import {
  buildCalibration,
  buildEndValidation,
  calibrationTargets,
  CalibrationError,
  type TargetReadings,
} from './calibration-plan.ts';
import { toExpressionScores } from './expression.ts';
import type { FrameReading } from './protocol.ts';
import { fusedHappy, SMILE_FUSION, smileBaseline } from './smile-fusion.ts';

const screen = { width: 1280, height: 800 };

function reading(features: number[] | null, happy = 0.1): FrameReading {
  return {
    face: features !== null,
    faceScore: 0.9,
    pose: { yaw: 0, pitch: 0, roll: 0 },
    eyeOpenness: 0.3,
    gazeFeatures: features,
    expr: toExpressionScores({ happy, neutral: 1 - happy }),
    signals: null,
    workMs: 40,
  };
}

/** Readings whose features follow the target exactly (a respondent who looks where asked). */
const following = (x: number, y: number) => [x / 1280, y / 800, 0.3, 0.3, 0.2, 0.2, 0, 0, 0.5, 0.5, 0.1];

function collect(features: (x: number, y: number) => number[] | null, perTarget = 8): TargetReadings[] {
  return calibrationTargets(screen).map((target) => ({
    target,
    readings: Array.from({ length: perTarget }, () => reading(features(target.x, target.y))),
  }));
}

describe('calibration', () => {
  it('shows 9 fit targets on a grid, then 4 validation targets between them', () => {
    const targets = calibrationTargets(screen);
    expect(targets.filter((target) => target.role === 'fit')).toHaveLength(9);
    expect(targets.slice(9).map((target) => target.role)).toEqual([
      'validation',
      'validation',
      'validation',
      'validation',
    ]);
    expect(targets[0]).toEqual({ role: 'fit', x: 128, y: 80 });
    expect(targets[9]).toEqual({ role: 'validation', x: 384, y: 240 });
    const fitPoints = new Set(targets.slice(0, 9).map((target) => `${target.x},${target.y}`));
    expect(targets.slice(9).some((target) => fitPoints.has(`${target.x},${target.y}`))).toBe(false);
  });

  it('fits the gaze model and returns a Calibration of the contract', () => {
    const result = buildCalibration({
      screen,
      neutral: [reading(following(640, 400), 0.2), reading(following(640, 400), 0.4), reading(null)],
      targets: collect(following),
      sampleHz: 14.44,
    });
    const calibration = calibrationSchema.parse(result.calibration);
    expect(calibration.targets).toBe(9);
    expect(calibration.validation).toMatchObject({ targets: 4, screen: { width: 1280, height: 800 } });
    expect(calibration.validation.errorDeg).toBeLessThan(0.5);
    expect(calibration.neutralBaseline?.happy).toBeCloseTo(0.3, 3);
    expect(calibration.sampleHz).toBe(14.4);
    expect(result.gaze.quality.errorPx).toBe(calibration.validation.errorPx);
  });

  it("takes the smile fusion's rest from the neutral seconds and reports them read against it", () => {
    const resting = { faceApiHappy: 0.4, humanHappy: 0.3, mouthWidth: 0.7, cornerDrop: 0.38 };
    const neutral = [0.3, 0.4, 0.5].map((faceApiHappy) => ({
      ...reading(following(640, 400), 0.6),
      signals: { ...resting, faceApiHappy },
    }));
    const result = buildCalibration({ screen, neutral, targets: collect(following), sampleHz: 10 });
    expect(result.smile?.readings).toBe(3);
    // A face resting this happy reads 0.6 raw; against its own rest, about the typical neutral face.
    const typicalRest = 1 / (1 + Math.exp(-SMILE_FUSION.restLogit));
    expect(result.calibration.neutralBaseline?.happy).toBeCloseTo(typicalRest, 1);
    expect(
      buildCalibration({
        screen,
        neutral: [reading(following(640, 400))],
        targets: collect(following),
        sampleHz: 10,
      }).smile,
    ).toBeNull();
  });

  it('takes the rest over the whole calibration: the head at one distance in the neutral seconds does not set it', () => {
    // validate:camera (issue 21): every fusion feature moves with the face's size in the frame.
    // The neutral seconds here catch the face small (each feature low), the targets at its usual
    // size; later the face rests at that usual size and must read as the typical neutral face.
    const usual = { faceApiHappy: 0.002, humanHappy: 0.03, mouthWidth: 0.6, cornerDrop: 0.38 };
    const small = { faceApiHappy: 0.00002, humanHappy: 0.008, mouthWidth: 0.56, cornerDrop: 0.41 };
    const withSignals = (signals: typeof usual) => ({ ...reading(following(640, 400)), signals });
    const targets = collect(following).map((entry) => ({
      ...entry,
      readings: entry.readings.map((each) => ({ ...each, signals: usual })),
    }));
    const result = buildCalibration({
      screen,
      neutral: Array.from({ length: 20 }, () => withSignals(small)),
      targets,
      sampleHz: 10,
    });
    const typicalRest = 1 / (1 + Math.exp(-SMILE_FUSION.restLogit));
    expect(fusedHappy(usual, SMILE_FUSION, result.smile)).toBeCloseTo(typicalRest, 2);
    // From the neutral seconds alone (the rule before), the same resting face reads over 0.5.
    expect(
      fusedHappy(usual, SMILE_FUSION, smileBaseline(Array.from({ length: 20 }, () => small))),
    ).toBeGreaterThan(0.5);
  });

  it('fails the gaze quality rule when the eyes never follow the targets', () => {
    const result = buildCalibration({
      screen,
      neutral: [],
      targets: collect(() => following(640, 400)),
      sampleHz: 10,
    });
    expect(result.calibration.validation.errorDeg).toBeGreaterThan(QUALITY_RULES.maxValidationErrorDeg);
    expect(result.calibration.neutralBaseline).toBeUndefined();
  });

  it('validates again at the end with the calibration model: the drift of eyes that slid', () => {
    const result = buildCalibration({ screen, neutral: [], targets: collect(following), sampleHz: 10 });
    const validationOnly = (features: (x: number, y: number) => number[]) =>
      collect(features).filter((entry) => entry.target.role === 'validation');
    const held = gazeValidationSchema.parse(
      buildEndValidation(result.gaze, screen, validationOnly(following)),
    );
    expect(held.errorPx).toBeLessThan(20);
    expect(gazeAccuracy(result.calibration, held)?.passes).toBe(true);
    // By the end the features read as if the eyes were 200 px to the right of where they look.
    const slid = buildEndValidation(
      result.gaze,
      screen,
      validationOnly((x, y) => following(x + 200, y)),
    );
    expect(slid.offsetPx.x).toBeCloseTo(200, -1);
    expect(slid.chanceErrorPx).toBeCloseTo(301.9, 0);
    const accuracy = gazeAccuracy(result.calibration, slid);
    expect(accuracy?.drift?.errorPx).toBeGreaterThan(180);
    expect(accuracy?.drift?.offsetPx.x).toBeCloseTo(200, -1);
    expect(accuracy?.passes).toBe(false);
    expect(() => buildEndValidation(result.gaze, screen, [])).toThrow(CalibrationError);
  });

  it('refuses to calibrate when too few targets saw a face', () => {
    const sparse = collect(following).map((entry, i) =>
      i % 2 ? { ...entry, readings: [reading(null)] } : entry,
    );
    expect(() => buildCalibration({ screen, neutral: [], targets: sparse, sampleHz: 10 })).toThrow(
      CalibrationError,
    );
    try {
      buildCalibration({ screen, neutral: [], targets: sparse, sampleHz: 10 });
    } catch (error) {
      expect((error as CalibrationError).code).toBe('calibration-no-face');
    }
  });
});

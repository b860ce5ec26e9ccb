import { describe, expect, it } from 'vitest';
import { QUALITY_RULES } from './constants.ts';
import { judgeSessionQuality, measureSessionQuality } from './quality.ts';
import { sessionQualitySchema, type Calibration, type Sample } from './schemas.ts';

const sample = (stimulusId: string, t: number, face: boolean): Sample => ({
  stimulusId,
  t,
  face,
  attentive: face,
  gaze: null,
  expr: null,
});
function series(stimulusId: string, seconds: number, hz: number, faceShare: number): Sample[] {
  const count = Math.round(seconds * hz);
  return Array.from({ length: count }, (_, i) => sample(stimulusId, i / hz, i < faceShare * count));
}

/** A calibration with this error; chance defaults to a large screen's, so only the degrees limit binds. */
const calibration = (errorDeg: number, chanceErrorPx = 1000): Calibration => ({
  targets: 9,
  validation: {
    targets: 4,
    errorPx: errorDeg * 40,
    errorDeg,
    chanceErrorPx,
    offsetPx: { x: 0, y: 0 },
    screen: { width: 2560, height: 1440 },
  },
});

describe('session quality rules', () => {
  it('measures face share and samples per second of stimulus time', () => {
    const quality = measureSessionQuality(
      { a: series('a', 10, 12, 0.75), b: [] },
      { a: 10, b: 6, c: 0 },
      calibration(2.5),
    );
    expect(sessionQualitySchema.parse(quality)).toEqual({
      faceShare: { a: 0.75, b: 0, c: 0 },
      sampleHz: { a: 12, b: 0, c: 0 },
      validationErrorDeg: 2.5,
      validationErrorPx: 100,
      validationChanceRatio: 0.1,
    });
  });

  it('counts a stimulus in attention and saliency when every rule holds', () => {
    const quality = measureSessionQuality({ a: series('a', 10, 10, 0.9) }, { a: 10 }, calibration(3));
    expect(judgeSessionQuality(quality)).toEqual({ a: { attention: true, saliency: true, failures: [] } });
  });

  it('keeps attention but drops saliency on a poor or missing gaze calibration', () => {
    const poor = judgeSessionQuality(
      measureSessionQuality({ a: series('a', 10, 10, 1) }, { a: 10 }, calibration(6.5)),
    );
    expect(poor.a).toEqual({
      attention: true,
      saliency: false,
      failures: [{ rule: 'maxValidationErrorDeg', value: 6.5, limit: QUALITY_RULES.maxValidationErrorDeg }],
    });
    const none = judgeSessionQuality(measureSessionQuality({ a: series('a', 10, 10, 1) }, { a: 10 }, null));
    expect(none.a?.saliency).toBe(false);
    expect(none.a?.attention).toBe(true);
  });

  it('drops saliency on a phone when the error is under 6 degrees but not well below chance', () => {
    // 390 x 844: a centre guess misses the validation targets by 186 px (4.65 degrees).
    const phone = judgeSessionQuality(
      measureSessionQuality({ a: series('a', 10, 10, 1) }, { a: 10 }, calibration(4.8, 186)),
    );
    expect(phone.a?.saliency).toBe(false);
    expect(phone.a?.failures).toEqual([
      { rule: 'maxValidationChanceRatio', value: 1.032, limit: QUALITY_RULES.maxValidationChanceRatio },
    ]);
    const good = judgeSessionQuality(
      measureSessionQuality({ a: series('a', 10, 10, 1) }, { a: 10 }, calibration(2.3, 186)),
    );
    expect(good.a?.saliency).toBe(true);
  });

  it('judges on the worse of the calibration and the end validation', () => {
    const start = calibration(2);
    const drifted = { ...start.validation, errorPx: 280, errorDeg: 7 };
    const quality = measureSessionQuality({ a: series('a', 10, 10, 1) }, { a: 10 }, start, drifted);
    expect(quality.validationErrorDeg).toBe(7);
    expect(judgeSessionQuality(quality).a?.saliency).toBe(false);
    const held = measureSessionQuality({ a: series('a', 10, 10, 1) }, { a: 10 }, start, start.validation);
    expect(judgeSessionQuality(held).a?.saliency).toBe(true);
  });

  it('drops a stimulus with too few faces or too few samples, at the limits exactly', () => {
    const verdicts = judgeSessionQuality(
      measureSessionQuality(
        {
          edge: series('edge', 10, QUALITY_RULES.minSampleHz, QUALITY_RULES.minFaceShare),
          faces: series('faces', 10, 10, 0.5),
          slow: series('slow', 10, 4, 1),
        },
        { edge: 10, faces: 10, slow: 10 },
        calibration(QUALITY_RULES.maxValidationErrorDeg),
      ),
    );
    expect(verdicts.edge).toEqual({ attention: true, saliency: true, failures: [] });
    expect(verdicts.faces?.attention).toBe(false);
    expect(verdicts.faces?.failures.map((failure) => failure.rule)).toEqual(['minFaceShare']);
    expect(verdicts.slow?.saliency).toBe(false);
    expect(verdicts.slow?.failures).toEqual([
      { rule: 'minSampleHz', value: 4, limit: QUALITY_RULES.minSampleHz },
    ]);
  });
});

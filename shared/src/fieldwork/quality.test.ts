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

const calibration = (errorDeg: number): Calibration => ({
  targets: 9,
  validation: { targets: 4, errorPx: errorDeg * 40, errorDeg, screen: { width: 1280, height: 800 } },
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

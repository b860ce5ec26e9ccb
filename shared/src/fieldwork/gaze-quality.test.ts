import { describe, expect, it } from 'vitest';
import { QUALITY_RULES } from './constants.ts';
import {
  centreGuessErrorPx,
  chanceRatio,
  gazeAccuracy,
  gazeDrift,
  median,
  validationPasses,
  validationTargetsOn,
} from './gaze-quality.ts';
import type { GazeValidation } from './schemas.ts';

const targetsOn = (width: number, height: number) => validationTargetsOn({ width, height });

const validation = (errorPx: number, chanceErrorPx: number, offset = { x: 0, y: 0 }): GazeValidation => ({
  targets: 4,
  errorPx,
  errorDeg: errorPx / 40,
  chanceErrorPx,
  offsetPx: offset,
  screen: { width: 1280, height: 800 },
});

describe('chance on the respondent screen', () => {
  it('is the mean distance from the centre to the targets shown', () => {
    expect(centreGuessErrorPx({ width: 1280, height: 800 }, targetsOn(1280, 800))).toBeCloseTo(301.9, 1);
    expect(centreGuessErrorPx({ width: 390, height: 844 }, targetsOn(390, 844))).toBeCloseTo(186.1, 1);
    // Only the targets actually shown count: one at the centre is missed by nothing.
    expect(
      centreGuessErrorPx({ width: 100, height: 100 }, [
        { x: 50, y: 50 },
        { x: 50, y: 90 },
      ]),
    ).toBe(20);
    expect(centreGuessErrorPx({ width: 100, height: 100 }, [])).toBe(0);
  });
});

describe('the pass rule', () => {
  it('fails a centre guess on a phone although it is under the absolute limit', () => {
    const chance = centreGuessErrorPx({ width: 390, height: 844 }, targetsOn(390, 844));
    const centreGuess = validation(chance, chance);
    expect(centreGuess.errorDeg).toBeLessThan(QUALITY_RULES.maxValidationErrorDeg);
    expect(chanceRatio(centreGuess)).toBe(1);
    expect(validationPasses(centreGuess)).toBe(false);
  });

  it('passes at the ratio exactly, fails just above it, and keeps the absolute limit', () => {
    const limit = QUALITY_RULES.maxValidationChanceRatio;
    expect(validationPasses(validation(limit * 300, 300))).toBe(true);
    expect(validationPasses(validation(limit * 300 + 1, 300))).toBe(false);
    // Well below chance on a very large screen, but over 6 degrees: fails.
    expect(validationPasses(validation(QUALITY_RULES.maxValidationErrorDeg * 40 + 4, 1200))).toBe(false);
    expect(validationPasses(validation(QUALITY_RULES.maxValidationErrorDeg * 40, 1200))).toBe(true);
    expect(chanceRatio({ errorPx: 10, chanceErrorPx: 0 })).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('drift and the stored accuracy', () => {
  it('is the end error minus the start error, and the change of the mean offset', () => {
    const drift = gazeDrift(validation(100, 300, { x: 5, y: -10 }), validation(160, 300, { x: 45, y: 20 }));
    expect(drift).toEqual({ errorPx: 60, errorDeg: 1.5, offsetPx: { x: 40, y: 30 } });
  });

  it('passes only when the calibration and the end validation both pass', () => {
    const start = { validation: validation(100, 300) };
    expect(gazeAccuracy(null, null)).toBeNull();
    expect(gazeAccuracy(start, null)).toEqual({
      errorPx: 100,
      errorDeg: 2.5,
      chanceRatio: 0.333,
      drift: null,
      endChanceRatio: null,
      passes: true,
    });
    const drifted = gazeAccuracy(start, validation(200, 300));
    expect(drifted?.passes).toBe(false);
    expect(drifted?.endChanceRatio).toBe(0.667);
    expect(drifted?.drift?.errorPx).toBe(100);
    expect(gazeAccuracy({ validation: validation(200, 300) }, validation(100, 300))?.passes).toBe(false);
  });

  it('takes the median of odd and even lists', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

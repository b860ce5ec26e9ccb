import { QUALITY_RULES } from './constants.ts';
import type { Calibration, GazeValidation } from './schemas.ts';

/**
 * A respondent's gaze quality, judged against chance on their own screen (methodology, "Gaze
 * quality"). A fixed limit in degrees means different things on different screens: on a
 * 390 x 844 phone a constant guess at the centre misses the validation targets by about 4.7°,
 * under a 6° limit, while on a 1280 x 800 laptop the same guess misses by 7.5°. So a validation
 * passes when its error is at most `maxValidationChanceRatio` of that guess's error on the
 * targets actually shown, and under the absolute `maxValidationErrorDeg`.
 */
export interface ScreenPoint {
  x: number;
  y: number;
}

/**
 * Where the validation targets sit, as fractions of the viewport: between the 3 x 3 fit grid's
 * points (10/50/90%), so the check is on points the fit never saw. The respondent app shows them
 * at the calibration and again after the last stimulus.
 */
export const VALIDATION_TARGET_FRACTIONS = [
  [0.3, 0.3],
  [0.7, 0.3],
  [0.7, 0.7],
  [0.3, 0.7],
] as const;

/** The validation targets on a screen, in CSS px. */
export function validationTargetsOn(screen: { width: number; height: number }): ScreenPoint[] {
  return VALIDATION_TARGET_FRACTIONS.map(([fx, fy]) => ({
    x: Math.round(fx * screen.width),
    y: Math.round(fy * screen.height),
  }));
}

/** The mean distance from the screen's centre to the targets: the error of a constant centre guess. */
export function centreGuessErrorPx(
  screen: { width: number; height: number },
  targets: readonly ScreenPoint[],
): number {
  if (targets.length === 0) return 0;
  const cx = screen.width / 2;
  const cy = screen.height / 2;
  const sum = targets.reduce((total, target) => total + Math.hypot(target.x - cx, target.y - cy), 0);
  return sum / targets.length;
}

/** The validation error over chance's on the same screen and targets (1 = no better than a centre guess). */
export function chanceRatio(validation: Pick<GazeValidation, 'errorPx' | 'chanceErrorPx'>): number {
  return validation.chanceErrorPx > 0
    ? validation.errorPx / validation.chanceErrorPx
    : Number.POSITIVE_INFINITY;
}

/** The pass rule for one validation: under the absolute limit and well below chance. */
export function validationPasses(
  validation: Pick<GazeValidation, 'errorPx' | 'errorDeg' | 'chanceErrorPx'>,
): boolean {
  return (
    validation.errorDeg <= QUALITY_RULES.maxValidationErrorDeg &&
    chanceRatio(validation) <= QUALITY_RULES.maxValidationChanceRatio
  );
}

/** How the gaze model held up between the calibration and the end of the stimuli. */
export interface GazeDrift {
  /** End error minus start error (positive: worse at the end). */
  errorPx: number;
  errorDeg: number;
  /** The end validation's mean offset minus the start's: how far the estimates slid, CSS px. */
  offsetPx: ScreenPoint;
}

export function gazeDrift(start: GazeValidation, end: GazeValidation): GazeDrift {
  return {
    errorPx: round(end.errorPx - start.errorPx, 1),
    errorDeg: round(end.errorDeg - start.errorDeg, 2),
    offsetPx: {
      x: round(end.offsetPx.x - start.offsetPx.x, 1),
      y: round(end.offsetPx.y - start.offsetPx.y, 1),
    },
  };
}

/** A respondent's stored gaze accuracy, as the analysis and the fieldwork screen read it. */
export interface GazeAccuracy {
  /** The calibration's validation. */
  errorPx: number;
  errorDeg: number;
  chanceRatio: number;
  /** Null when there was no end validation. */
  drift: GazeDrift | null;
  /** The end validation's ratio to chance, when there was one. */
  endChanceRatio: number | null;
  /** The pass rule held at the calibration and, when there was one, at the end validation. */
  passes: boolean;
}

/**
 * The respondent's gaze accuracy from the stored validations; null without a calibration (no
 * gaze). Gaze during the stimuli lies between the two validations, so both must pass.
 */
export function gazeAccuracy(
  calibration: Pick<Calibration, 'validation'> | null,
  endValidation: GazeValidation | null,
): GazeAccuracy | null {
  if (!calibration) return null;
  const start = calibration.validation;
  return {
    errorPx: start.errorPx,
    errorDeg: start.errorDeg,
    chanceRatio: round(chanceRatio(start), 3),
    drift: endValidation ? gazeDrift(start, endValidation) : null,
    endChanceRatio: endValidation ? round(chanceRatio(endValidation), 3) : null,
    passes: validationPasses(start) && (endValidation === null || validationPasses(endValidation)),
  };
}

/** Median of a list (NaN for none): the summary the fieldwork screen and the results show. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

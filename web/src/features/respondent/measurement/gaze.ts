import {
  centreGuessErrorPx,
  chanceRatio,
  type GazePoint,
  type GazeValidation,
} from '../../../../../shared/src/fieldwork/index.ts';
import { QUALITY_RULES } from '../../../../../shared/src/fieldwork/constants.ts';
import { fitRidge, predictRidge, type RidgeModel } from './ridge.ts';
import { pxToDegrees } from './visual-angle.ts';

/** Screen points are CSS pixels of the viewport (what getBoundingClientRect and pointer events use). */
export interface ScreenPoint {
  x: number;
  y: number;
}

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** One reading taken while the respondent looked at a known point. */
export interface GazeObservation {
  features: number[];
  target: ScreenPoint;
}

/** Penalty on the standardised feature weights; mild, since a calibration has 100+ rows for 11 features. */
export const GAZE_RIDGE_LAMBDA = 1;

/** The contract's validation without the screen: error, chance on the same targets, mean offset. */
export type GazeQuality = Omit<GazeValidation, 'screen'>;

/** A respondent's fitted gaze model and how well it did on the validation targets. */
export interface GazeModel {
  ridge: RidgeModel;
  quality: GazeQuality;
}

export function fitGaze(
  observations: readonly GazeObservation[],
  lambda: number = GAZE_RIDGE_LAMBDA,
): RidgeModel {
  return fitRidge(
    observations.map((observation) => observation.features),
    observations.map((observation) => [observation.target.x, observation.target.y]),
    lambda,
  );
}

export function predictGaze(model: RidgeModel, features: number[]): ScreenPoint {
  const [x = 0, y = 0] = predictRidge(model, features);
  return { x, y };
}

/**
 * The model checked on readings it was not fitted on: mean error per reading, in px and degrees;
 * chance's error on the same readings (a constant guess at the centre of `screen`); and the mean
 * offset of the predictions (a systematic shift, for the drift between two validations).
 */
export function validateGaze(
  model: RidgeModel,
  observations: readonly GazeObservation[],
  screen: { width: number; height: number },
): GazeQuality {
  const targets = new Set(
    observations.map((observation) => `${observation.target.x},${observation.target.y}`),
  );
  const chance = centreGuessErrorPx(
    screen,
    observations.map((observation) => observation.target),
  );
  let errorSum = 0;
  let dx = 0;
  let dy = 0;
  for (const observation of observations) {
    const point = predictGaze(model, observation.features);
    errorSum += Math.hypot(point.x - observation.target.x, point.y - observation.target.y);
    dx += point.x - observation.target.x;
    dy += point.y - observation.target.y;
  }
  const n = Math.max(1, observations.length);
  return {
    targets: targets.size,
    errorPx: round(errorSum / n, 1),
    errorDeg: round(pxToDegrees(errorSum / n), 2),
    // At least a pixel: the contract's chance is positive (a screen's centre target alone has none).
    chanceErrorPx: round(Math.max(1, chance), 1),
    offsetPx: { x: round(dx / n, 1), y: round(dy / n, 1) },
  };
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A screen point in stimulus coordinates (0..1 each way), or null when it falls off the stimulus. */
export function toStimulusPoint(point: ScreenPoint, rect: Rect): { x: number; y: number } | null {
  if (rect.width <= 0 || rect.height <= 0) return null;
  const x = (point.x - rect.left) / rect.width;
  const y = (point.y - rect.top) / rect.height;
  if (!(x >= 0 && x <= 1 && y >= 0 && y <= 1)) return null;
  return { x: round(x, 4), y: round(y, 4) };
}

/**
 * Confidence of a gaze sample: the face mesh's own score, scaled down as the respondent's
 * validation nears the quality limits: 1 for a perfect validation, 0.5 at either limit (the
 * degrees or the ratio to chance), 0 at twice it or beyond. So a gaze sample of a respondent who
 * fails the rule carries a confidence under half the face score.
 */
export function gazeConfidence(faceScore: number, quality: GazeQuality): number {
  const worst = Math.max(
    quality.errorDeg / QUALITY_RULES.maxValidationErrorDeg,
    chanceRatio(quality) / QUALITY_RULES.maxValidationChanceRatio,
  );
  const calibration = Math.max(0, 1 - worst / 2);
  return round(Math.min(1, Math.max(0, faceScore)) * calibration, 3);
}

/** The sample's gaze: the predicted point on the stimulus with its confidence, or null. */
export function gazeOnStimulus(
  model: GazeModel | null,
  features: number[] | null,
  faceScore: number,
  rect: Rect | null,
): GazePoint | null {
  if (!model || !features || !rect) return null;
  const point = toStimulusPoint(predictGaze(model.ridge, features), rect);
  if (!point) return null;
  return { ...point, confidence: gazeConfidence(faceScore, model.quality) };
}

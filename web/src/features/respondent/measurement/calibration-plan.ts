import {
  VALIDATION_TARGET_FRACTIONS,
  type Calibration,
  type ExpressionScores,
  type GazeValidation,
} from '../../../../../shared/src/fieldwork/index.ts';
import { meanExpression } from './expression.ts';
import { fitGaze, validateGaze, type GazeModel, type GazeObservation, type ScreenPoint } from './gaze.ts';
import type { FrameReading } from './protocol.ts';
import { againstRest, completeSignals, smileBaseline, type SmileBaseline } from './smile-fusion.ts';

export type TargetRole = 'fit' | 'validation';

export interface CalibrationTarget extends ScreenPoint {
  role: TargetRole;
}

export interface ScreenSize {
  width: number;
  height: number;
}

/** Fit targets on a 3 x 3 grid, inset from the edges. */
const FIT_GRID = [0.1, 0.5, 0.9];

/** The calibration's targets in showing order: 9 fit points, then 4 validation points (CSS px). */
export function calibrationTargets(screen: ScreenSize): CalibrationTarget[] {
  const point = (fx: number, fy: number, role: TargetRole): CalibrationTarget => ({
    role,
    x: Math.round(fx * screen.width),
    y: Math.round(fy * screen.height),
  });
  const fit = FIT_GRID.flatMap((fy) => FIT_GRID.map((fx) => point(fx, fy, 'fit')));
  const validation = VALIDATION_TARGET_FRACTIONS.map(([fx, fy]) => point(fx, fy, 'validation'));
  return [...fit, ...validation];
}

/** A target counts when at least this many readings had a face with iris. */
export const MIN_READINGS_PER_TARGET = 3;
export const MIN_FIT_TARGETS = 6;
export const MIN_VALIDATION_TARGETS = 2;

export type CalibrationErrorCode = 'calibration-no-face' | 'calibration-aborted';

export class CalibrationError extends Error {
  constructor(
    readonly code: CalibrationErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'CalibrationError';
  }
}

export interface TargetReadings {
  target: CalibrationTarget;
  readings: FrameReading[];
}

export interface CalibrationInput {
  screen: ScreenSize;
  /** Readings of the neutral seconds. */
  neutral: FrameReading[];
  targets: TargetReadings[];
  /** Readings per second achieved while collecting. */
  sampleHz: number;
}

/** The end re-validation from its readings, checked with the calibration's model. */
export function buildEndValidation(
  gaze: GazeModel,
  screen: ScreenSize,
  targets: readonly TargetReadings[],
): GazeValidation {
  const validation = observations(targets, 'validation');
  if (validation.length < MIN_VALIDATION_TARGETS) {
    throw new CalibrationError(
      'calibration-no-face',
      `a face was seen on ${validation.length} of the validation targets`,
    );
  }
  return { ...validateGaze(gaze.ridge, validation.flat(), screen), screen: screenOf(screen) };
}

export interface CalibrationResult {
  /** What the session sends to POST /sessions/{id}/calibration. */
  calibration: Calibration;
  /** The fitted gaze model the measurement uses afterwards (MeasurementSession.setGazeModel). */
  gaze: GazeModel;
  /**
   * The person's rest for the smile fusion (MeasurementSession.setSmileBaseline), over the whole
   * calibration: every later reading's happy share is read against it. Null when no calibration
   * reading had the fusion's signals.
   */
  smile: SmileBaseline | null;
}

function observations(targets: readonly TargetReadings[], role: TargetRole): GazeObservation[][] {
  return targets
    .filter((entry) => entry.target.role === role)
    .map((entry) =>
      entry.readings.flatMap((reading) =>
        reading.face && reading.gazeFeatures
          ? [{ features: reading.gazeFeatures, target: { x: entry.target.x, y: entry.target.y } }]
          : [],
      ),
    )
    .filter((list) => list.length >= MIN_READINGS_PER_TARGET);
}

const screenOf = (screen: ScreenSize): ScreenSize => ({
  width: Math.round(screen.width),
  height: Math.round(screen.height),
});

/** The calibration's outcome from its readings: gaze fitted on fit targets, checked on validation targets. */
export function buildCalibration(input: CalibrationInput): CalibrationResult {
  const fit = observations(input.targets, 'fit');
  const validation = observations(input.targets, 'validation');
  if (fit.length < MIN_FIT_TARGETS || validation.length < MIN_VALIDATION_TARGETS) {
    throw new CalibrationError(
      'calibration-no-face',
      `a face was seen on ${fit.length} of the fit targets and ${validation.length} of the validation targets`,
    );
  }
  const ridge = fitGaze(fit.flat());
  const quality = validateGaze(ridge, validation.flat(), input.screen);
  const neutralRead = input.neutral.filter((reading) => reading.face && reading.expr);
  // The rest over the whole calibration (neutral seconds and targets, where the face rests too):
  // the neutral seconds alone catch the head at one distance, and every fusion feature moves with
  // the face's size in the frame (validate:camera, README "Each person against their own rest").
  const restingRead = [...input.neutral, ...input.targets.flatMap((entry) => entry.readings)].filter(
    (reading) => reading.face && reading.expr,
  );
  const smile = smileBaseline(restingRead.flatMap((reading) => completeSignals(reading.signals) ?? []));
  // The neutral seconds as the session reads them afterwards (against the person's rest), so the
  // analysis' own baseline subtracts no second time what the device already did.
  const neutralScores = neutralRead.flatMap((reading): ExpressionScores[] => {
    const read = againstRest(reading.expr, reading.signals, smile);
    return read ? [read] : [];
  });
  const baseline = meanExpression(neutralScores);
  const calibration: Calibration = {
    targets: fit.length,
    validation: { ...quality, screen: screenOf(input.screen) },
    ...(baseline ? { neutralBaseline: { ...baseline } } : {}),
    sampleHz: Math.round(Math.min(240, Math.max(0, input.sampleHz)) * 10) / 10,
  };
  return { calibration, gaze: { ridge, quality }, smile };
}

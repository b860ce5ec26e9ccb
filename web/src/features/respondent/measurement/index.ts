/**
 * On-device measurement for the respondent app (README.md beside this file): camera, worker,
 * calibration, samples stamped with the stimulus' time.
 */
export { startCamera, type Camera } from './camera.ts';
export {
  MeasurementSession,
  DEFAULT_MAX_HZ,
  type MeasurementSessionOptions,
  type MeasurementStats,
  type StimulusBinding,
} from './session.ts';
export {
  runCalibration,
  runEndValidation,
  CALIBRATION_TIMING,
  type CalibrationOptions,
  type CalibrationStep,
} from './calibration.ts';
export {
  calibrationTargets,
  CalibrationError,
  type CalibrationResult,
  type CalibrationTarget,
  type CalibrationErrorCode,
} from './calibration-plan.ts';
export {
  MeasurementError,
  MEASUREMENT_ERROR_CODES,
  type MeasurementErrorCode,
  type FrameReading,
} from './protocol.ts';
export { measurementSupported, DEFAULT_ASSET_BASE } from './worker-client.ts';
export { PRODUCT_EXPRESSION_MODEL, HAPPY_THRESHOLD, readExpression } from './expression.ts';
export { fusedHappy, smileBaseline, type SmileBaseline } from './smile-fusion.ts';
export type { GazeModel } from './gaze.ts';

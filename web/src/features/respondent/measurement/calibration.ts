import type { GazeValidation } from '../../../../../shared/src/fieldwork/index.ts';
import {
  buildCalibration,
  buildEndValidation,
  calibrationTargets,
  CalibrationError,
  type CalibrationResult,
  type CalibrationTarget,
  type ScreenSize,
  type TargetReadings,
} from './calibration-plan.ts';
import type { FrameReading } from './protocol.ts';
import type { GazeModel } from './gaze.ts';
import type { MeasurementSession } from './session.ts';

export type CalibrationStep =
  /** Ask for a relaxed, neutral face looking at the screen's centre for `durationMs`. */
  | { kind: 'neutral'; durationMs: number }
  /** Show a target at (target.x, target.y) CSS px of the viewport; `index` counts from 0 over `count`. */
  | { kind: 'target'; target: CalibrationTarget; index: number; count: number };

export interface CalibrationOptions {
  /** Draws each step (the respondent app's screen); may return a promise that settles once drawn. */
  present: (step: CalibrationStep) => void | Promise<void>;
  /** Viewport size in CSS px; default: the window's. */
  screen?: ScreenSize;
  /** Time for the eyes to land on a new target before collecting. */
  settleMs?: number;
  /** Collection time per target. */
  collectMs?: number;
  /** The neutral seconds that give the expression baseline. */
  neutralMs?: number;
  signal?: AbortSignal;
}

export const CALIBRATION_TIMING = { settleMs: 800, collectMs: 1200, neutralMs: 3000 } as const;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new CalibrationError('calibration-aborted', 'the calibration was cancelled'));
      },
      { once: true },
    );
  });

/**
 * The calibration routine: neutral seconds, then each fit and validation target (settle, then
 * collect). Fits the respondent's gaze model, checks it on the validation targets, hands it to
 * the session, and returns the contract's Calibration with it. Throws CalibrationError
 * ('calibration-no-face' when too few targets saw a face: the app may offer a retry).
 */
export async function runCalibration(
  session: MeasurementSession,
  options: CalibrationOptions,
): Promise<CalibrationResult> {
  const { timing, screen, collect } = routine(session, options);

  await options.present({ kind: 'neutral', durationMs: timing.neutralMs });
  const neutral = await collect(timing.neutralMs);
  const targets = calibrationTargets(screen);
  const collected = await showTargets(targets, options, timing, collect);
  const collectingMs = timing.neutralMs + targets.length * timing.collectMs;
  const readings = neutral.length + collected.reduce((sum, entry) => sum + entry.readings.length, 0);
  const result = buildCalibration({
    screen,
    neutral,
    targets: collected,
    // Readings per second while collecting (the settle time is not sampled on purpose).
    sampleHz: collectingMs > 0 ? (readings * 1000) / collectingMs : 0,
  });
  session.setGazeModel(result.gaze);
  session.setSmileBaseline(result.smile);
  return result;
}

/**
 * The re-validation after the last stimulus: the calibration's validation targets again (settle,
 * then collect), checked with the gaze model fitted at the calibration. Its error and mean offset
 * against the calibration's are the drift. Throws CalibrationError ('calibration-no-face' when
 * too few targets saw a face, 'calibration-aborted').
 */
export async function runEndValidation(
  session: MeasurementSession,
  gaze: GazeModel,
  options: Omit<CalibrationOptions, 'neutralMs'>,
): Promise<GazeValidation> {
  const { timing, screen, collect } = routine(session, options);
  const targets = calibrationTargets(screen).filter((target) => target.role === 'validation');
  const collected = await showTargets(targets, options, timing, collect);
  return buildEndValidation(gaze, screen, collected);
}

function routine(session: MeasurementSession, options: Omit<CalibrationOptions, 'neutralMs'>) {
  const { signal } = options;
  const timing = { ...CALIBRATION_TIMING, ...definedOnly(options) };
  const screen = options.screen ?? { width: window.innerWidth, height: window.innerHeight };
  const collect = async (ms: number): Promise<FrameReading[]> => {
    try {
      return await session.collect(ms, signal);
    } catch {
      throw new CalibrationError('calibration-aborted', 'the calibration was cancelled');
    }
  };
  if (signal?.aborted) throw new CalibrationError('calibration-aborted', 'the calibration was cancelled');
  return { timing, screen, collect };
}

/** Each target in turn: drawn, the settle time for the eyes to land, then the collection. */
async function showTargets(
  targets: readonly CalibrationTarget[],
  options: Pick<CalibrationOptions, 'present' | 'signal'>,
  timing: { settleMs: number; collectMs: number },
  collect: (ms: number) => Promise<FrameReading[]>,
): Promise<TargetReadings[]> {
  const collected: TargetReadings[] = [];
  for (const [index, target] of targets.entries()) {
    await options.present({ kind: 'target', target, index, count: targets.length });
    await sleep(timing.settleMs, options.signal);
    collected.push({ target, readings: await collect(timing.collectMs) });
  }
  return collected;
}

function definedOnly(options: Partial<CalibrationOptions>): Partial<typeof CALIBRATION_TIMING> {
  const entries = (['settleMs', 'collectMs', 'neutralMs'] as const).flatMap((key) =>
    options[key] === undefined ? [] : [[key, options[key]] as const],
  );
  return Object.fromEntries(entries);
}

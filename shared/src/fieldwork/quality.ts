import { QUALITY_RULES } from './constants.ts';
import { chanceRatio } from './gaze-quality.ts';
import type { Calibration, GazeValidation, Sample, SessionQuality } from './schemas.ts';

/**
 * The quality rules of a session (QUALITY_RULES; methodology, "Quality rules"), per stimulus:
 * - attention and expression count a stimulus' samples when a face was found in at least
 *   minFaceShare of them and they came at minSampleHz or more per second of stimulus time;
 * - saliency (gaze) counts them when, in addition, the calibration's validation error is at most
 *   maxValidationErrorDeg and at most maxValidationChanceRatio of a centre guess's error on the
 *   same screen, at the calibration and at the end validation when there was one (no
 *   calibration: no gaze).
 * A respondent who fails counts in the survey all the same.
 */
export type QualityRule = keyof typeof QUALITY_RULES;

export interface QualityFailure {
  rule: QualityRule;
  /** The measured value and the rule's limit, for the failure's message. */
  value: number | null;
  limit: number;
}

export interface StimulusQualityVerdict {
  attention: boolean;
  saliency: boolean;
  failures: QualityFailure[];
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The measured side of the rules: face share and sample rate per stimulus, the gaze validation error. */
export function measureSessionQuality(
  samples: Readonly<Record<string, readonly Sample[]>>,
  /** Seconds per stimulus: the video's length or the image's exposure. */
  durations: Readonly<Record<string, number>>,
  calibration: Calibration | null,
  endValidation: GazeValidation | null = null,
): SessionQuality {
  const faceShare: Record<string, number> = {};
  const sampleHz: Record<string, number> = {};
  for (const [stimulusId, duration] of Object.entries(durations)) {
    const list = samples[stimulusId] ?? [];
    faceShare[stimulusId] = list.length
      ? round(list.filter((sample) => sample.face).length / list.length, 4)
      : 0;
    sampleHz[stimulusId] = duration > 0 ? round(list.length / duration, 2) : 0;
  }
  return {
    faceShare,
    sampleHz,
    validationErrorDeg: calibration ? worst(calibration.validation.errorDeg, endValidation?.errorDeg) : null,
    validationErrorPx: calibration ? worst(calibration.validation.errorPx, endValidation?.errorPx) : null,
    validationChanceRatio: calibration
      ? round(worst(chanceRatio(calibration.validation), endValidation && chanceRatio(endValidation)), 3)
      : null,
  };
}

const worst = (start: number, end: number | null | undefined) => Math.max(start, end ?? start);

/** Which stimuli of a session count in attention/expression and in saliency, and why not. */
export function judgeSessionQuality(quality: SessionQuality): Record<string, StimulusQualityVerdict> {
  const verdicts: Record<string, StimulusQualityVerdict> = {};
  for (const [stimulusId, faceShare] of Object.entries(quality.faceShare)) {
    const failures: QualityFailure[] = [];
    if (faceShare < QUALITY_RULES.minFaceShare) {
      failures.push({ rule: 'minFaceShare', value: faceShare, limit: QUALITY_RULES.minFaceShare });
    }
    const hz = quality.sampleHz[stimulusId] ?? 0;
    if (hz < QUALITY_RULES.minSampleHz)
      failures.push({ rule: 'minSampleHz', value: hz, limit: QUALITY_RULES.minSampleHz });
    const attention = failures.length === 0;
    const error = quality.validationErrorDeg;
    const errorOk = error !== null && error <= QUALITY_RULES.maxValidationErrorDeg;
    if (!errorOk) {
      failures.push({
        rule: 'maxValidationErrorDeg',
        value: error,
        limit: QUALITY_RULES.maxValidationErrorDeg,
      });
    }
    const ratio = quality.validationChanceRatio;
    const ratioOk = ratio !== null && ratio <= QUALITY_RULES.maxValidationChanceRatio;
    if (!ratioOk) {
      failures.push({
        rule: 'maxValidationChanceRatio',
        value: ratio,
        limit: QUALITY_RULES.maxValidationChanceRatio,
      });
    }
    verdicts[stimulusId] = { attention, saliency: attention && errorOk && ratioOk, failures };
  }
  return verdicts;
}

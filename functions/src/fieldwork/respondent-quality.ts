import { QUALITY_REASONS, QUALITY_RULES, type QualityReason } from '@adpulse/shared/fieldwork/index';
import type { FieldworkRecord, RespondentSessionRecord } from './data/records.ts';

/**
 * The respondent quality rules checked when a session reaches its end (docs/methodology.md,
 * "Respondent quality"). Pure: the session summary holds every count they read.
 */

/** Samples a stimulus of `seconds` needs: the analysis' floor, QUALITY_RULES.minSampleHz per second. */
export function sampleFloor(seconds: number): number {
  return Math.ceil(QUALITY_RULES.minSampleHz * seconds);
}

/**
 * No measurement, no complete: a respondent who accepted the webcam has, for every stimulus it
 * was shown, at least the floor's samples. A respondent who refused it counts in the survey only.
 */
export function lacksMeasurement(
  session: Pick<RespondentSessionRecord, 'webcam' | 'stimuli' | 'durations' | 'samplesByStimulus'>,
): boolean {
  if (!session.webcam) return false;
  return session.stimuli.some(
    (stimulusId) =>
      (session.samplesByStimulus[stimulusId] ?? 0) < sampleFloor(session.durations[stimulusId] ?? 0),
  );
}

/** The first rule a session at its end fails, or undefined when it counts as a complete. */
export function qualityReasonOf(
  session: Pick<RespondentSessionRecord, 'webcam' | 'stimuli' | 'durations' | 'samplesByStimulus'>,
): QualityReason | undefined {
  if (lacksMeasurement(session)) return 'noMeasurement';
  return undefined;
}

/** Quality terminations by reason, every reason present (0 when none). */
export function qualityReasonCounts(counts: FieldworkRecord['counts']): Record<QualityReason, number> {
  return Object.fromEntries(
    QUALITY_REASONS.map((reason) => [reason, counts[`quality.${reason}`] ?? 0]),
  ) as Record<QualityReason, number>;
}

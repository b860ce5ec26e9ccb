import {
  ATTENTION_CHECK,
  EVOKED_INTENSITY_MIN,
  QUALITY_REASONS,
  QUALITY_RULES,
  SPEEDER_RULE,
  STRAIGHT_LINING_RULE,
  scaleValuesOf,
  type QualityReason,
  type SessionQualityReason,
  type TestQuestion,
} from '@adpulse/shared/fieldwork/index';
import type { FieldworkRecord, RespondentSessionRecord } from './data/records.ts';

/**
 * The respondent quality rules (docs/methodology.md, "Respondent quality"). Pure: the session
 * summary and the test's questions hold everything they read.
 */

type SessionAtEnd = Pick<
  RespondentSessionRecord,
  'webcam' | 'stimuli' | 'durations' | 'samplesByStimulus' | 'answers'
>;

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

/** Playback: the respondent app reported a seek in an ad or the page hidden while one showed. */
export function brokePlayback(answers: SessionAtEnd['answers']): boolean {
  return (answers?.playback ?? []).some((report) => report.seeks > 0 || report.hides > 0);
}

/**
 * The points a respondent chose on scales, each as its place on its scale counted from the start
 * (0 = the first point): the client's scale questions and the evoked-emotion intensities.
 */
export function scalePoints(
  answers: SessionAtEnd['answers'],
  questions: ReadonlyMap<string, TestQuestion>,
): number[] {
  if (!answers) return [];
  const fromQuestions = answers.questions.flatMap((answer) => {
    const question = questions.get(answer.questionId);
    if (question?.type !== 'scale' || typeof answer.answer !== 'number') return [];
    const place = scaleValuesOf(question.answers.answerList).indexOf(answer.answer);
    return place < 0 ? [] : [place];
  });
  return [...fromQuestions, ...answers.evoked.map((answer) => answer.intensity - EVOKED_INTENSITY_MIN)];
}

/** Straight-lining: at least STRAIGHT_LINING_RULE.minItems scale answers, every one on the same point. */
export function straightLines(points: readonly number[]): boolean {
  return points.length >= STRAIGHT_LINING_RULE.minItems && points.every((point) => point === points[0]);
}

/**
 * The attention check: a project that asks it (`asked`) needs the instructed option
 * (ATTENTION_CHECK.instructed); another option, or none, fails it. A project that does not ask
 * it holds no one to it.
 */
export function failsAttentionCheck(answers: SessionAtEnd['answers'], asked: boolean): boolean {
  return asked && answers?.attentionCheck !== ATTENTION_CHECK.instructed;
}

/** What the rules read of the test beside the session: its questions, and whether it asks the attention check. */
export interface TestAtEnd {
  questions?: ReadonlyMap<string, TestQuestion>;
  attentionCheck?: boolean;
}

/** The first rule a session at its end fails, or undefined when it counts as a complete. */
export function qualityReasonOf(
  session: SessionAtEnd,
  test: TestAtEnd = {},
): SessionQualityReason | undefined {
  if (lacksMeasurement(session)) return 'noMeasurement';
  if (brokePlayback(session.answers)) return 'playback';
  if (straightLines(scalePoints(session.answers, test.questions ?? new Map()))) return 'straightLining';
  if (failsAttentionCheck(session.answers, test.attentionCheck ?? false)) return 'attentionCheck';
  return undefined;
}

/** The median of some numbers (undefined when there are none). */
export function median(values: readonly number[]): number | undefined {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Speeders among a project's completes: those whose time in the survey is under
 * SPEEDER_RULE.shareOfMedian of the median of them all; none before SPEEDER_RULE.minCompletes.
 */
export function speedersOf(completes: readonly { sessionId: string; seconds: number }[]): Set<string> {
  if (completes.length < SPEEDER_RULE.minCompletes) return new Set();
  const limit = SPEEDER_RULE.shareOfMedian * (median(completes.map((each) => each.seconds)) ?? 0);
  return new Set(completes.filter((each) => each.seconds < limit).map((each) => each.sessionId));
}

/**
 * A complete's time in the survey, in seconds: from its entry to its end as the server saw them;
 * a simulated respondent's as the simulator says (it does not wait).
 */
export function surveySeconds(
  session: Pick<RespondentSessionRecord, 'simulated' | 'startedAt' | 'completedAt' | 'answers'>,
): number {
  if (session.simulated && session.answers?.simulatedSeconds !== undefined)
    return session.answers.simulatedSeconds;
  if (!session.completedAt) return 0;
  return (Date.parse(session.completedAt) - Date.parse(session.startedAt)) / 1000;
}

/** Quality terminations by reason, every reason present (0 when none); speeders as the analysis last judged them. */
export function qualityReasonCounts(counts: FieldworkRecord['counts']): Record<QualityReason, number> {
  return Object.fromEntries(
    QUALITY_REASONS.map((reason) => [reason, counts[`quality.${reason}`] ?? 0]),
  ) as Record<QualityReason, number>;
}

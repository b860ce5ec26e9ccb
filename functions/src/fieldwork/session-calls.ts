import {
  MAX_SESSION_SAMPLE_HZ,
  SIGNAL_T_TOLERANCE_SECONDS,
  answerFits,
  type Calibration,
  type GazeValidation,
  type SessionEnded,
  type SignalBatch,
  type SignalReceipt,
  type TestQuestion,
  type answersSchema,
} from '@adpulse/shared/fieldwork/index';
import type { z } from 'zod';
import { now } from '../platform/clock.ts';
import { DomainError, invalidFields, notFound, type FieldProblem } from '../platform/errors.ts';
import { findFieldwork } from './data/fieldwork-store.ts';
import { batchObjectKey } from './data/keys.ts';
import type { RespondentSessionRecord } from './data/records.ts';
import { batchSamplesWritten, putBatchSamples } from './data/samples.ts';
import {
  completeSessionWrite,
  findRespondentSession,
  saveAnswersWrite,
  saveCalibrationWrite,
  saveEndValidationWrite,
} from './data/session-updates.ts';
import { killPoint } from '../platform/kill-point.ts';
import { takeBatchWrite, type BatchCounts } from './data/batches.ts';
import { endForQualityWrite } from './data/quality-ends.ts';
import { exitRedirect } from './exits.ts';
import { qualityReasonOf } from './respondent-quality.ts';

const sessionEnded = () => new DomainError('fieldwork.session_ended');
const webcamDeclined = () => new DomainError('fieldwork.webcam_declined');
const nowIso = () => new Date(now()).toISOString();

async function sessionUnderWay(sessionId: string): Promise<RespondentSessionRecord> {
  const session = await findRespondentSession(sessionId);
  if (!session) throw notFound();
  if (session.status !== 'started') throw sessionEnded();
  return session;
}

/** The refusal that explains why a conditional write on a session did not happen. */
async function whyRefused(sessionId: string, limit: DomainError = sessionEnded()): Promise<DomainError> {
  const session = await findRespondentSession(sessionId);
  if (!session) return notFound();
  if (session.status !== 'started') return sessionEnded();
  if (!session.webcam) return webcamDeclined();
  return limit;
}

/** POST /sessions/{sessionId}/calibration: the gaze model's validation, kept as the respondent's gaze quality. */
export async function saveCalibration(sessionId: string, calibration: Calibration): Promise<void> {
  const session = await sessionUnderWay(sessionId);
  if (!session.webcam) throw webcamDeclined();
  if (!(await saveCalibrationWrite(session, calibration, nowIso()))) throw await whyRefused(sessionId);
}

/** POST /sessions/{sessionId}/end-validation: the re-validation after the last stimulus (the drift). */
export async function saveEndValidation(sessionId: string, validation: GazeValidation): Promise<void> {
  const session = await sessionUnderWay(sessionId);
  if (!session.webcam) throw webcamDeclined();
  if (!(await saveEndValidationWrite(session, validation, nowIso()))) throw await whyRefused(sessionId);
}

/** Samples a session may store in all: MAX_SESSION_SAMPLE_HZ over its stimuli's seconds. */
export function sampleLimitOf(session: Pick<RespondentSessionRecord, 'durations'>): number {
  const seconds = Object.values(session.durations).reduce(
    (sum, duration) => sum + duration + SIGNAL_T_TOLERANCE_SECONDS,
    0,
  );
  return Math.ceil(MAX_SESSION_SAMPLE_HZ * seconds);
}

/** Samples that name a stimulus the session does not show, or a time past its end. */
export function sampleProblems(
  session: Pick<RespondentSessionRecord, 'durations'>,
  batch: SignalBatch,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  batch.samples.forEach((sample, index) => {
    const duration = session.durations[sample.stimulusId];
    if (duration === undefined)
      problems.push({ field: `samples.${index}.stimulusId`, code: 'validation.invalid' });
    else if (sample.t > duration + SIGNAL_T_TOLERANCE_SECONDS)
      problems.push({ field: `samples.${index}.t`, code: 'validation.invalid' });
  });
  return problems.slice(0, 10);
}

export function countBatch(batch: SignalBatch): BatchCounts {
  const counts: BatchCounts = { total: batch.samples.length, byStimulus: {}, faces: {} };
  for (const sample of batch.samples) {
    counts.byStimulus[sample.stimulusId] = (counts.byStimulus[sample.stimulusId] ?? 0) + 1;
    counts.faces[sample.stimulusId] = (counts.faces[sample.stimulusId] ?? 0) + (sample.face ? 1 : 0);
  }
  return counts;
}

/**
 * POST /sessions/{sessionId}/signals: idempotent by seq. One conditional transaction takes the
 * seq and counts the samples within the session's limit before anything is written; then the
 * samples go to the samples bucket. A retry of a taken seq changes nothing (duplicate: true),
 * unless the try that took it stopped before its samples were written: the retry writes them.
 */
export async function receiveSignals(sessionId: string, batch: SignalBatch): Promise<SignalReceipt> {
  const session = await sessionUnderWay(sessionId);
  if (!session.webcam) throw webcamDeclined();
  const problems = sampleProblems(session, batch);
  if (problems.length) throw invalidFields(problems);
  const limit = sampleLimitOf(session);
  const sampleLimit = new DomainError('fieldwork.sample_limit');
  if (session.sampleCount + batch.samples.length > limit) throw sampleLimit;

  const key = batchObjectKey(session.clientId, session.projectId, sessionId, batch.seq);
  const receipt = { sessionId, seq: batch.seq, count: batch.samples.length, state: 'stored', key } as const;
  const taken = await takeBatchWrite(session, receipt, countBatch(batch), limit, nowIso());
  if (taken === 'refused') throw await whyRefused(sessionId, sampleLimit);
  if (taken === 'duplicate' && (await batchSamplesWritten(key))) return { accepted: 0, duplicate: true };
  killPoint('batch-taken-before-samples');
  await putBatchSamples(key, batch.samples);
  return { accepted: batch.samples.length, duplicate: false };
}

type AnswersInput = z.output<typeof answersSchema>;

/** The client's questions of the session's test, as fixed when fieldwork launched. */
async function testQuestions(session: RespondentSessionRecord): Promise<Map<string, TestQuestion>> {
  return (await testAtEnd(session)).questions;
}

/** What the quality rules read of the session's test: its questions and whether it asks the attention check. */
async function testAtEnd(
  session: RespondentSessionRecord,
): Promise<{ questions: Map<string, TestQuestion>; attentionCheck: boolean }> {
  const content = (await findFieldwork(session.clientId, session.projectId))?.content;
  return {
    questions: new Map((content?.questions ?? []).map((question) => [question.questionId, question])),
    attentionCheck: content?.attentionCheck ?? false,
  };
}

/** POST /sessions/{sessionId}/answers: the evoked emotions, the client's questions, demographics. */
export async function saveAnswers(sessionId: string, answers: AnswersInput): Promise<void> {
  const session = await sessionUnderWay(sessionId);
  const problems: FieldProblem[] = [];
  const perStimulus: [string, readonly { stimulusId: string }[]][] = [
    ['evoked', answers.evoked],
    ['playback', answers.playback ?? []],
    ['evokedOrder', answers.evokedOrder ?? []],
  ];
  for (const [field, entries] of perStimulus)
    entries.forEach((entry, index) => {
      if (!session.stimuli.includes(entry.stimulusId))
        problems.push({ field: `${field}.${index}.stimulusId`, code: 'validation.invalid' });
    });
  // The server measures a real respondent's time; only the simulator's sessions say theirs.
  if (answers.simulatedSeconds !== undefined && !session.simulated)
    problems.push({ field: 'simulatedSeconds', code: 'validation.invalid' });
  const questions = answers.questions.length ? await testQuestions(session) : new Map<string, TestQuestion>();
  answers.questions.forEach((answer, index) => {
    const question = session.questionIds.includes(answer.questionId)
      ? questions.get(answer.questionId)
      : undefined;
    if (!question) problems.push({ field: `questions.${index}.questionId`, code: 'validation.invalid' });
    else if (!answerFits(question, answer.answer))
      problems.push({ field: `questions.${index}.answer`, code: 'validation.invalid' });
  });
  if (problems.length) throw invalidFields(problems.slice(0, 10));
  if (!(await saveAnswersWrite(session, answers, nowIso()))) throw await whyRefused(sessionId);
}

/**
 * POST /sessions/{sessionId}/complete: the respondent quality rules judged at the end
 * (respondent-quality.ts: measurement, playback, straight-lining), then
 * the session counts as a complete of its quota cell, or ends as a quality termination that gives
 * its slot back; the respondent goes back to the panel with the redirect of that end. Repeatable:
 * an ended session answers its redirect again. The complete's batches are not merged here: the
 * first analysis run that reads the session compacts it (`compaction.ts`, W20), off the
 * respondent's path.
 */
export async function completeSession(sessionId: string): Promise<SessionEnded> {
  const session = await findRespondentSession(sessionId);
  if (!session) throw notFound();
  const identity = { respondentId: session.respondentId, params: session.params };
  const ended = async (outcome: 'complete' | 'quality'): Promise<SessionEnded> => ({
    outcome,
    redirect: await exitRedirect(session.testId, session.panel, outcome, identity),
  });
  if (session.status === 'complete' || session.status === 'quality') return ended(session.status);
  if (session.status !== 'started') throw sessionEnded();
  if (!session.answers) throw new DomainError('fieldwork.answers_missing');
  const reason = qualityReasonOf(session, await testAtEnd(session));
  const written = reason
    ? await endForQualityWrite(session, reason, nowIso())
    : await completeSessionWrite(session, nowIso());
  if (written) return ended(reason ? 'quality' : 'complete');
  const fresh = await findRespondentSession(sessionId);
  if (fresh?.status === 'complete' || fresh?.status === 'quality') return ended(fresh.status);
  throw sessionEnded();
}

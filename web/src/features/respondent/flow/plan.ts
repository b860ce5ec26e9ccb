import {
  ATTENTION_CHECK,
  answerOrder,
  type AttentionCheckOption,
  evokedOrder,
  type EvokedEmotion,
  type SessionStarted,
  type TestDefinition,
  type TestQuestion,
  type TestStimulus,
} from '../../../../../shared/src/fieldwork/index.ts';

/**
 * The steps of one respondent's test after the screener let them in, in order. Consent and the
 * screener come before (they decide whether there is a session at all); completion after.
 */
export type RespondentStep =
  | { kind: 'camera' }
  | { kind: 'calibration' }
  /** With the webcam, right after the last stimulus: the validation targets again (the drift). */
  | { kind: 'revalidation' }
  | { kind: 'stimulus'; stimulus: TestStimulus; index: number; count: number }
  /** `emotions`: the list in this respondent's order for this stimulus (evokedOrder). */
  | { kind: 'evoked'; stimulus: TestStimulus; emotions: EvokedEmotion[]; index: number; count: number }
  | { kind: 'question'; question: TestQuestion; answers: string[]; index: number; count: number }
  /** The project's attention check, after its questions: the options in this respondent's order. */
  | { kind: 'attentionCheck'; options: AttentionCheckOption[]; index: number; count: number }
  | { kind: 'demographics' }
  | { kind: 'complete' };

/** Where the respondent app keeps the attention check's answer among the questions' (no client question has this id). */
export const ATTENTION_CHECK_ID = 'attentionCheck';

/**
 * The step list of a session: with the webcam, camera permission and calibration first; each
 * stimulus (in the order the server drew for this respondent) followed by the evoked-emotion
 * question about it (its emotions shuffled per respondent and stimulus), and with the webcam the gaze re-validation between the last stimulus and
 * its question (as close to the stimuli as possible); then the client's questions, answers shuffled per respondent where the
 * question says so, and the attention check when the project asks it (its options shuffled); demographics; completion. A respondent who declined the webcam skips the
 * camera and calibration and sees everything else.
 */
export function planSteps(
  definition: TestDefinition,
  session: SessionStarted,
  webcam: boolean,
): RespondentStep[] {
  const byId = new Map(definition.stimuli.map((stimulus) => [stimulus.stimulusId, stimulus]));
  const stimuli = session.stimuli.flatMap((stimulusId) => {
    const stimulus = byId.get(stimulusId);
    return stimulus ? [stimulus] : [];
  });
  const steps: RespondentStep[] = webcam ? [{ kind: 'camera' }, { kind: 'calibration' }] : [];
  stimuli.forEach((stimulus, index) => {
    steps.push({ kind: 'stimulus', stimulus, index, count: stimuli.length });
    if (webcam && index === stimuli.length - 1) steps.push({ kind: 'revalidation' });
    const emotions = evokedOrder(session.sessionId, stimulus.stimulusId);
    steps.push({ kind: 'evoked', stimulus, emotions, index, count: stimuli.length });
  });
  const count = definition.questions.length + (definition.attentionCheck ? 1 : 0);
  definition.questions.forEach((question, index) => {
    const answers = answerOrder(
      question.answers.answerList,
      question.answers.randomOrder,
      `${session.sessionId}:${question.questionId}`,
    );
    steps.push({ kind: 'question', question, answers, index, count });
  });
  if (definition.attentionCheck) {
    const options = answerOrder(
      [...ATTENTION_CHECK.options],
      true,
      `${session.sessionId}:${ATTENTION_CHECK_ID}`,
    ) as AttentionCheckOption[];
    steps.push({ kind: 'attentionCheck', options, index: definition.questions.length, count });
  }
  steps.push({ kind: 'demographics' }, { kind: 'complete' });
  return steps;
}

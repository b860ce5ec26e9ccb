import { ATTENTION_CHECK, type SessionEnded } from '@adpulse/shared/fieldwork/index';
import { ATTENTION_CHECK_ID, type RespondentStep } from '../flow/plan.ts';
import type { ProgressStore } from './flow-progress.ts';
import { LIVE_CALLS, type RespondentCalls } from './respondent-calls.ts';
import { sendLeftoverSignals, type RespondentMeasurement } from './respondent-measurement.ts';
import type { CollectedAnswers } from './use-kept-place.ts';

interface FinishInput {
  sessionId: string;
  webcam: boolean;
  steps: readonly RespondentStep[];
  answers: CollectedAnswers;
  measurement: RespondentMeasurement | null;
  calls: RespondentCalls;
  progress: ProgressStore;
}

/**
 * The end of a session: the signals are all sent (the camera's, or what an earlier page left),
 * then the answers, then the completion; the kept place is cleared. Answers the server's end.
 */
export async function finishSession(input: FinishInput): Promise<SessionEnded> {
  const { sessionId, steps, calls } = input;
  if (input.measurement) await input.measurement.finish();
  else if (input.webcam && calls === LIVE_CALLS) await sendLeftoverSignals(sessionId);
  const { evoked, playback, questions, demographics } = input.answers;
  const attentionCheck = ATTENTION_CHECK.options.find(
    (option) => option === questions.get(ATTENTION_CHECK_ID)?.answer,
  );
  await calls.saveAnswers({
    params: { sessionId },
    body: {
      evoked: steps.flatMap((each) =>
        each.kind === 'evoked' ? (evoked.get(each.stimulus.stimulusId) ?? []) : [],
      ),
      questions: [...questions.values()].filter((answer) => answer.questionId !== ATTENTION_CHECK_ID),
      ...(attentionCheck ? { attentionCheck } : {}),
      demographics,
      playback: steps.flatMap((each) =>
        each.kind === 'stimulus'
          ? [
              playback.get(each.stimulus.stimulusId) ?? {
                stimulusId: each.stimulus.stimulusId,
                seeks: 0,
                hides: 0,
              },
            ]
          : [],
      ),
      evokedOrder: steps.flatMap((each) =>
        each.kind === 'evoked' ? [{ stimulusId: each.stimulus.stimulusId, order: each.emotions }] : [],
      ),
    },
  });
  const ended = await calls.completeSession({ params: { sessionId } });
  input.progress.clear();
  return ended;
}

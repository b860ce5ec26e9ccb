import { ATTENTION_CHECK_ID, type RespondentStep } from '../flow/plan.ts';
import { AttentionCheckStep } from './AttentionCheckStep.tsx';
import { DemographicsStep } from '../questions/DemographicsStep.tsx';
import { EvokedStep } from '../questions/EvokedStep.tsx';
import { QuestionStep } from './QuestionStep.tsx';
import type { CollectedAnswers } from './use-kept-place.ts';

type AnsweredKind = 'evoked' | 'question' | 'attentionCheck' | 'demographics';

const ANSWERED: ReadonlySet<RespondentStep['kind']> = new Set<AnsweredKind>([
  'evoked',
  'question',
  'attentionCheck',
  'demographics',
]);

/** Whether a step asks the respondent something (the evoked emotions, a question, the attention check, demographics). */
export function asksAnswer(
  step: RespondentStep | undefined,
): step is Extract<RespondentStep, { kind: AnsweredKind }> {
  return step !== undefined && ANSWERED.has(step.kind);
}

/** A step that asks something: the answer joins the collected ones, then the flow goes on. */
export function AnswerStep({
  step,
  answers,
  onAnswered,
}: {
  step: Extract<RespondentStep, { kind: AnsweredKind }>;
  answers: CollectedAnswers;
  onAnswered: () => void;
}) {
  switch (step.kind) {
    case 'evoked':
      return (
        <EvokedStep
          key={step.stimulus.stimulusId}
          stimulusId={step.stimulus.stimulusId}
          emotions={step.emotions}
          position={step.index + 1}
          count={step.count}
          onSubmit={(given) => {
            answers.evoked.set(step.stimulus.stimulusId, given);
            onAnswered();
          }}
        />
      );
    case 'question':
      return (
        <QuestionStep
          key={step.question.questionId}
          question={step.question}
          answers={step.answers}
          position={step.index + 1}
          count={step.count}
          onSubmit={(answer) => {
            answers.questions.set(answer.questionId, answer);
            onAnswered();
          }}
        />
      );
    case 'attentionCheck':
      return (
        <AttentionCheckStep
          key={ATTENTION_CHECK_ID}
          options={step.options}
          position={step.index + 1}
          count={step.count}
          onSubmit={(option) => {
            // Kept with the questions' answers (and so across a reload); sent on its own at the end.
            answers.questions.set(ATTENTION_CHECK_ID, { questionId: ATTENTION_CHECK_ID, answer: option });
            onAnswered();
          }}
        />
      );
    case 'demographics':
      return (
        <DemographicsStep
          onSubmit={(demographics) => {
            answers.demographics = demographics;
            onAnswered();
          }}
        />
      );
  }
}

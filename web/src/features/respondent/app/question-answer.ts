import { answerFits, type QuestionAnswer, type TestQuestion } from '@adpulse/shared/fieldwork/index';

const MAX_OPEN_ANSWER = 2000;

/** What the respondent has chosen or typed so far. */
export type QuestionValue = string | string[] | number | null;

/**
 * The contract's answer to a question, or null while it is not answered: one of the answers
 * (single choice), one or more (multiple choice), a point of the scale, some text (open-ended).
 */
export function questionAnswerOf(question: TestQuestion, value: QuestionValue): QuestionAnswer | null {
  const { questionId, type, answers } = question;
  const answer =
    type === 'multiChoice' && Array.isArray(value)
      ? answers.answerList.filter((offered) => value.includes(offered))
      : type === 'openEnded' && typeof value === 'string'
        ? value.trim().slice(0, MAX_OPEN_ANSWER)
        : value;
  return answer !== null && answerFits(question, answer) ? { questionId, answer } : null;
}

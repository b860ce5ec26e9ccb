import type { QuestionAnswer, TestQuestion } from '@adpulse/shared/fieldwork/index';

/** A scale question without its own numbers is answered from 1 to 10 (the wizard's promise). */
export const DEFAULT_SCALE = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
const MAX_OPEN_ANSWER = 2000;

/** The points of a scale question: its answers when two or more are numbers, else 1 to 10. */
export function scaleValuesOf(answerList: readonly string[]): number[] {
  const numbers = answerList
    .filter((answer) => answer.trim() !== '')
    .map(Number)
    .filter(Number.isFinite);
  return numbers.length >= 2 ? numbers : [...DEFAULT_SCALE];
}

/** What the respondent has chosen or typed so far. */
export type QuestionValue = string | string[] | number | null;

/**
 * The contract's answer to a question, or null while it is not answered: one of the answers
 * (single choice), one or more (multiple choice), a point of the scale, some text (open-ended).
 */
export function questionAnswerOf(question: TestQuestion, value: QuestionValue): QuestionAnswer | null {
  const { questionId, type, answers } = question;
  switch (type) {
    case 'singleChoice':
      return typeof value === 'string' && answers.answerList.includes(value)
        ? { questionId, answer: value }
        : null;
    case 'multiChoice': {
      if (!Array.isArray(value)) return null;
      const chosen = answers.answerList.filter((answer) => value.includes(answer));
      return chosen.length > 0 ? { questionId, answer: chosen } : null;
    }
    case 'scale':
      return typeof value === 'number' && scaleValuesOf(answers.answerList).includes(value)
        ? { questionId, answer: value }
        : null;
    case 'openEnded': {
      const text = typeof value === 'string' ? value.trim().slice(0, MAX_OPEN_ANSWER) : '';
      return text ? { questionId, answer: text } : null;
    }
  }
}

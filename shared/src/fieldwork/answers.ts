import type { QuestionAnswer, TestQuestion } from './schemas.ts';

/** A scale question without its own numbers is answered from 1 to 10 (the wizard's promise). */
export const DEFAULT_SCALE = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** The points of a scale question: its answers when two or more are numbers, else 1 to 10. */
export function scaleValuesOf(answerList: readonly string[]): number[] {
  const numbers = answerList
    .filter((answer) => answer.trim() !== '')
    .map(Number)
    .filter(Number.isFinite);
  return numbers.length >= 2 ? numbers : [...DEFAULT_SCALE];
}

/**
 * Whether an answer is one the question offers: one of its answers (single choice), one or more
 * of them, none twice (multiple choice), a point of its scale, or some text (open-ended). The
 * respondent app sends only such answers and the server refuses any other.
 */
export function answerFits(question: TestQuestion, answer: QuestionAnswer['answer']): boolean {
  const offered = question.answers.answerList;
  switch (question.type) {
    case 'singleChoice':
      return typeof answer === 'string' && offered.includes(answer);
    case 'multiChoice':
      return (
        Array.isArray(answer) &&
        answer.length > 0 &&
        new Set(answer).size === answer.length &&
        answer.every((choice) => offered.includes(choice))
      );
    case 'scale':
      return typeof answer === 'number' && scaleValuesOf(offered).includes(answer);
    case 'openEnded':
      return typeof answer === 'string' && answer.trim() !== '';
  }
}

import { describe, expect, it } from 'vitest';
import type { TestQuestion } from '@adpulse/shared/fieldwork/index';
import { questionAnswerOf } from './question-answer.ts';

const question = (type: TestQuestion['type'], answerList: string[] = []): TestQuestion => ({
  questionId: 'q1',
  type,
  text: 'Q?',
  answers: { answerList, randomOrder: false },
});

describe('a question answer', () => {
  it('single choice: one of the answers', () => {
    const single = question('singleChoice', ['Yes', 'No']);
    expect(questionAnswerOf(single, 'No')).toEqual({ questionId: 'q1', answer: 'No' });
    expect(questionAnswerOf(single, 'Maybe')).toBeNull();
    expect(questionAnswerOf(single, null)).toBeNull();
  });

  it('multiple choice: at least one, in the question order', () => {
    const multi = question('multiChoice', ['A', 'B', 'C']);
    expect(questionAnswerOf(multi, ['C', 'A'])).toEqual({ questionId: 'q1', answer: ['A', 'C'] });
    expect(questionAnswerOf(multi, [])).toBeNull();
  });

  it('scale: a point of its own numbers, or of 1 to 10', () => {
    expect(questionAnswerOf(question('scale'), 7)).toEqual({ questionId: 'q1', answer: 7 });
    expect(questionAnswerOf(question('scale', ['1', '5']), 7)).toBeNull();
  });

  it('open-ended: some text, trimmed', () => {
    expect(questionAnswerOf(question('openEnded'), '  Nice ad ')).toEqual({
      questionId: 'q1',
      answer: 'Nice ad',
    });
    expect(questionAnswerOf(question('openEnded'), '   ')).toBeNull();
  });
});

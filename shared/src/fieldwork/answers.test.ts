import { describe, expect, it } from 'vitest';
import { answerFits, scaleValuesOf } from './answers.ts';
import type { TestQuestion } from './schemas.ts';

const question = (type: TestQuestion['type'], answerList: string[] = []): TestQuestion => ({
  questionId: 'q1',
  type,
  text: 'Q?',
  answers: { answerList, randomOrder: false },
});

describe('the answers a question offers', () => {
  it('a scale: its own numbers when two or more, else 1 to 10', () => {
    expect(scaleValuesOf([])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(scaleValuesOf(['1', '2', '3', '4', '5'])).toEqual([1, 2, 3, 4, 5]);
    expect(scaleValuesOf(['low', 'high'])).toHaveLength(10);
    expect(answerFits(question('scale'), 10)).toBe(true);
    expect(answerFits(question('scale'), 11)).toBe(false);
    expect(answerFits(question('scale', ['1', '5']), 3)).toBe(false);
    expect(answerFits(question('scale'), '7')).toBe(false);
  });

  it('single choice: exactly one of its answers', () => {
    expect(answerFits(question('singleChoice', ['Yes', 'No']), 'No')).toBe(true);
    expect(answerFits(question('singleChoice', ['Yes', 'No']), 'Maybe')).toBe(false);
    expect(answerFits(question('singleChoice', ['Yes', 'No']), ['Yes'])).toBe(false);
  });

  it('multiple choice: one or more of its answers, none twice', () => {
    const multi = question('multiChoice', ['A', 'B', 'C']);
    expect(answerFits(multi, ['A', 'C'])).toBe(true);
    expect(answerFits(multi, [])).toBe(false);
    expect(answerFits(multi, ['A', 'A'])).toBe(false);
    expect(answerFits(multi, ['A', 'D'])).toBe(false);
  });

  it('open-ended: some text', () => {
    expect(answerFits(question('openEnded'), 'Nice')).toBe(true);
    expect(answerFits(question('openEnded'), '  ')).toBe(false);
    expect(answerFits(question('openEnded'), 3)).toBe(false);
  });
});

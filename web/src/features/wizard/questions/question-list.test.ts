import { describe, expect, it } from 'vitest';
import type { Question } from '@adpulse/shared/projects/schemas';
import { canAddQuestion, moveQuestion, removeQuestion, replaceQuestion } from './question-list.ts';

const q = (text: string): Question => ({
  type: 'openEnded',
  text,
  answers: { answerList: [], randomOrder: false },
});
const texts = (list: Question[]) => list.map((question) => question.text);

describe('question list', () => {
  it('moves a question up and down, clamped to the list', () => {
    const list = [q('a'), q('b'), q('c')];
    expect(texts(moveQuestion(list, 2, 1))).toEqual(['a', 'c', 'b']);
    expect(texts(moveQuestion(list, 0, 1))).toEqual(['b', 'a', 'c']);
    expect(texts(moveQuestion(list, 0, -1))).toEqual(['a', 'b', 'c']);
    expect(texts(moveQuestion(list, 2, 9))).toEqual(['a', 'b', 'c']);
    expect(texts(list)).toEqual(['a', 'b', 'c']);
  });

  it('edits and removes, and allows at most 5', () => {
    const list = [q('a'), q('b')];
    expect(texts(replaceQuestion(list, 1, q('B')))).toEqual(['a', 'B']);
    expect(texts(removeQuestion(list, 0))).toEqual(['b']);
    expect(canAddQuestion(Array(4).fill(q('x')))).toBe(true);
    expect(canAddQuestion(Array(5).fill(q('x')))).toBe(false);
  });
});

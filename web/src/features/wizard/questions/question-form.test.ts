import { describe, expect, it } from 'vitest';
import { formOf, questionFormSchema, toQuestion, type QuestionForm } from './question-form.ts';

const form = (over: Partial<QuestionForm> = {}): QuestionForm => ({
  type: 'singleChoice',
  text: 'Which brand?',
  answers: [{ value: 'Acme' }, { value: 'Globex' }],
  randomOrder: true,
  ...over,
});

const messages = (value: QuestionForm) => {
  const parsed = questionFormSchema.safeParse(value);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the question editor form', () => {
  it('needs a text and, for choice types, two answers that are not blank', () => {
    expect(messages(form())).toEqual([]);
    expect(messages(form({ text: '  ' }))).toEqual(['text: validation.required']);
    expect(messages(form({ answers: [{ value: 'Acme' }, { value: ' ' }] }))).toEqual([
      'answers.root: wizard.questions.minAnswers',
    ]);
    expect(messages(form({ type: 'multiChoice', answers: [] }))).toEqual([
      'answers.root: wizard.questions.minAnswers',
    ]);
    expect(messages(form({ type: 'scale', answers: [] }))).toEqual([]);
    expect(messages(form({ type: 'openEnded', answers: [{ value: '' }] }))).toEqual([]);
  });

  it('stores trimmed answers for choice types, none (and no random order) for the others', () => {
    expect(toQuestion(form({ answers: [{ value: ' Acme ' }, { value: '' }, { value: 'Globex' }] }))).toEqual({
      type: 'singleChoice',
      text: 'Which brand?',
      answers: { answerList: ['Acme', 'Globex'], randomOrder: true },
    });
    expect(toQuestion(form({ type: 'scale' }))).toEqual({
      type: 'scale',
      text: 'Which brand?',
      answers: { answerList: [], randomOrder: false },
    });
  });

  it('starts a new question with two empty answers and edits a stored one as it is', () => {
    expect(formOf(undefined).answers).toHaveLength(2);
    const stored = toQuestion(form());
    expect(toQuestion(formOf(stored))).toEqual(stored);
  });
});

import * as z from 'zod';
import { MESSAGE, requiredText } from '@adpulse/shared/accounts/fields';
import {
  CHOICE_QUESTION_TYPES,
  MIN_CHOICE_ANSWERS,
  QUESTION_TYPES,
  type QuestionType,
} from '@adpulse/shared/projects/constants';
import { questionSchema, type Question } from '@adpulse/shared/projects/schemas';
import { enumField } from '@adpulse/shared/projects/fields';

/**
 * The editor's form: answers as a field array (objects, as react-hook-form wants them). Its
 * rules are the shared question rules; `toQuestion` gives what the API stores.
 */
export const questionFormSchema = z
  .object({
    type: enumField(QUESTION_TYPES),
    text: requiredText(500),
    answers: z
      .array(z.object({ value: z.string().trim().max(200, MESSAGE.length) }))
      .max(20, MESSAGE.invalid),
    randomOrder: z.boolean(),
  })
  .superRefine((form, ctx) => {
    if (!isChoice(form.type)) return;
    const filled = form.answers.filter((answer) => answer.value.trim());
    if (filled.length < MIN_CHOICE_ANSWERS) {
      ctx.addIssue({ code: 'custom', path: ['answers', 'root'], message: 'wizard.questions.minAnswers' });
    }
  });
export type QuestionForm = z.input<typeof questionFormSchema>;

export function isChoice(type: QuestionType): boolean {
  return CHOICE_QUESTION_TYPES.includes(type);
}

export function formOf(question: Question | undefined): QuestionForm {
  if (!question)
    return { type: 'singleChoice', text: '', answers: [{ value: '' }, { value: '' }], randomOrder: false };
  const answers = question.answers.answerList.map((value) => ({ value }));
  return {
    type: question.type,
    text: question.text,
    answers: isChoice(question.type) && answers.length === 0 ? [{ value: '' }, { value: '' }] : answers,
    randomOrder: question.answers.randomOrder,
  };
}

export function toQuestion(form: QuestionForm): Question {
  const choice = isChoice(form.type);
  return questionSchema.parse({
    type: form.type,
    text: form.text,
    answers: {
      answerList: choice ? form.answers.map((answer) => answer.value.trim()).filter(Boolean) : [],
      randomOrder: choice ? form.randomOrder : false,
    },
  });
}

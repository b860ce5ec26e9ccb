import { useEffect, useRef } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, CheckboxField, SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { MIN_CHOICE_ANSWERS, QUESTION_TYPES, type QuestionType } from '@adpulse/shared/projects/constants';
import type { Question } from '@adpulse/shared/projects/schemas';
import { fieldMessage } from '../../../i18n/i18n.ts';
import { formOf, isChoice, questionFormSchema, toQuestion, type QuestionForm } from './question-form.ts';

const MAX_ANSWERS = 20;

/** Adds or edits one question: type, text, answers (choice types) and their random order. */
export function QuestionEditor({
  question,
  number,
  onSave,
  onCancel,
}: {
  question?: Question;
  number: number;
  onSave: (question: Question) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<QuestionForm>({ resolver: zodResolver(questionFormSchema), defaultValues: formOf(question) });
  const { fields, append, remove } = useFieldArray({ control, name: 'answers' });
  const type = watch('type') as QuestionType;
  const choice = isChoice(type);

  useEffect(() => heading.current?.focus(), []);

  const message = (key: string | undefined, labelKey: string, values: Record<string, number> = {}) =>
    key ? fieldMessage(key, labelKey, { ...values, min: MIN_CHOICE_ANSWERS }) : undefined;
  const answersError = message(
    errors.answers?.root?.message ?? errors.answers?.message,
    t('wizard.questions.answers'),
  );

  return (
    <form
      className="ap-card ap-wz-question-editor"
      noValidate
      onSubmit={(event) => void handleSubmit((form) => onSave(toQuestion(form)))(event)}
    >
      <h3 ref={heading} tabIndex={-1}>
        {question ? t('wizard.questions.editTitle', { number }) : t('wizard.questions.newTitle')}
      </h3>
      <SelectField label={t('wizard.questions.type')} {...register('type')}>
        {QUESTION_TYPES.map((value) => (
          <option key={value} value={value}>
            {t(`wizard.questionTypes.${value}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('wizard.questions.text')}
        rows={2}
        isRequired
        hasError={errors.text !== undefined}
        errorMessage={message(errors.text?.message, 'wizard.questions.text')}
        {...register('text')}
      />
      {choice ? (
        <fieldset className="ap-wz-choice-group" aria-invalid={answersError ? true : undefined}>
          <legend>{t('wizard.questions.answers')}</legend>
          <ol className="ap-wz-answers">
            {fields.map((field, index) => (
              <li key={field.id}>
                <TextField
                  label={t('wizard.questions.answer', { number: index + 1 })}
                  hasError={errors.answers?.[index]?.value !== undefined}
                  errorMessage={message(errors.answers?.[index]?.value?.message, 'wizard.questions.answer', {
                    number: index + 1,
                  })}
                  {...register(`answers.${index}.value`)}
                />
                <Button
                  size="small"
                  variation="link"
                  onClick={() => remove(index)}
                  isDisabled={fields.length <= MIN_CHOICE_ANSWERS}
                  aria-label={t('wizard.questions.removeAnswer', { number: index + 1 })}
                >
                  ✕
                </Button>
              </li>
            ))}
          </ol>
          {answersError ? (
            <p className="ap-wz-field-error" role="alert">
              {answersError}
            </p>
          ) : null}
          <Button
            size="small"
            onClick={() => append({ value: '' })}
            isDisabled={fields.length >= MAX_ANSWERS}
          >
            {t('wizard.questions.addAnswer')}
          </Button>
          <CheckboxField label={t('wizard.questions.randomOrder')} {...register('randomOrder')} />
        </fieldset>
      ) : (
        <p className="ap-wz-field-hint">
          {type === 'scale' ? t('wizard.questions.scaleHint') : t('wizard.questions.openHint')}
        </p>
      )}
      <div className="ap-wz-question-editor__actions">
        <Button onClick={onCancel}>{t('wizard.actions.cancel')}</Button>
        <Button type="submit" variation="primary">
          {t('wizard.questions.save')}
        </Button>
      </div>
    </form>
  );
}

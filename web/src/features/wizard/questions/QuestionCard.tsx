import { Button } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import type { Question } from '@adpulse/shared/projects/schemas';
import { isChoice } from './question-form.ts';

/** A saved question with its answers, and the buttons to reorder, edit and delete it. */
export function QuestionCard({
  question,
  index,
  total,
  onMove,
  onEdit,
  onDelete,
  disabled,
}: {
  question: Question;
  index: number;
  total: number;
  onMove: (to: number) => void;
  onEdit: () => void;
  onDelete: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const number = index + 1;
  return (
    <li className="ap-wz-question" aria-labelledby={`question-${index}`}>
      <span className="ap-wz-question__number" aria-hidden="true">
        {number}
      </span>
      <div className="ap-wz-question__body">
        <p className="ap-wz-question__meta">
          <span className="ap-visually-hidden">{t('wizard.questions.number', { number })}, </span>
          {t(`wizard.questionTypes.${question.type}`)}
          {isChoice(question.type) && question.answers.randomOrder
            ? ` · ${t('wizard.questions.random')}`
            : ''}
        </p>
        <h3 id={`question-${index}`} className="ap-wz-question__text">
          {question.text}
        </h3>
        {isChoice(question.type) ? (
          <ul className="ap-wz-question__answers">
            {question.answers.answerList.map((answer, position) => (
              <li key={position}>{answer}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="ap-wz-question__tools">
        <Button
          size="small"
          onClick={() => onMove(index - 1)}
          isDisabled={disabled || index === 0}
          aria-label={t('wizard.questions.moveUp', { number })}
        >
          ↑
        </Button>
        <Button
          size="small"
          onClick={() => onMove(index + 1)}
          isDisabled={disabled || index === total - 1}
          aria-label={t('wizard.questions.moveDown', { number })}
        >
          ↓
        </Button>
        <Button
          size="small"
          onClick={onEdit}
          isDisabled={disabled}
          aria-label={t('wizard.questions.edit', { number })}
        >
          {t('wizard.actions.edit')}
        </Button>
        <Button
          size="small"
          variation="destructive"
          onClick={onDelete}
          isDisabled={disabled}
          aria-label={t('wizard.questions.delete', { number })}
        >
          {t('wizard.actions.delete')}
        </Button>
      </div>
    </li>
  );
}

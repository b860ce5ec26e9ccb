import { useTranslation } from 'react-i18next';
import { ATTENTION_CHECK, type AttentionCheckOption } from '@adpulse/shared/fieldwork/index';
import { ATTENTION_CHECK_ID } from '../flow/plan.ts';
import { QuestionStep } from './QuestionStep.tsx';

/**
 * The project's attention check (methodology, "Respondent quality"), asked as one more single
 * choice question in the respondent's language: its text names the option to choose.
 */
export function AttentionCheckStep({
  options,
  position,
  count,
  onSubmit,
}: {
  options: readonly AttentionCheckOption[];
  position: number;
  count: number;
  onSubmit: (option: AttentionCheckOption) => void;
}) {
  const { t } = useTranslation();
  const label = (option: AttentionCheckOption) => t(`respondent.attentionCheck.options.${option}`);
  const labels: string[] = options.map(label);
  return (
    <QuestionStep
      question={{
        questionId: ATTENTION_CHECK_ID,
        type: 'singleChoice',
        text: t('respondent.attentionCheck.question', { answer: label(ATTENTION_CHECK.instructed) }),
        answers: { answerList: labels, randomOrder: false },
      }}
      answers={labels}
      position={position}
      count={count}
      onSubmit={(answer) => {
        const chosen = options[labels.indexOf(String(answer.answer))];
        if (chosen) onSubmit(chosen);
      }}
    />
  );
}

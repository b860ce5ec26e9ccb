import {
  Button,
  CheckboxField,
  Flex,
  Heading,
  Radio,
  RadioGroupField,
  Text,
  TextAreaField,
} from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scaleValuesOf, type QuestionAnswer, type TestQuestion } from '@adpulse/shared/fieldwork/index';
import { questionAnswerOf, type QuestionValue } from './question-answer.ts';

export interface QuestionStepProps {
  question: TestQuestion;
  /** The answers in the order this respondent sees them (shuffled where the question says so). */
  answers: string[];
  position: number;
  count: number;
  onSubmit: (answer: QuestionAnswer) => void;
}

/** One of the client's questions: single or multiple choice, a scale, or free text. */
export function QuestionStep({ question, answers, position, count, onSubmit }: QuestionStepProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState<QuestionValue>(null);
  const answer = questionAnswerOf(question, value);
  const legend = question.text;

  return (
    <Flex direction="column" gap="1rem" as="section" aria-labelledby="question-title">
      <Heading level={1} id="question-title">
        {t('respondent.question.title', { position, total: count })}
      </Heading>
      {question.type === 'singleChoice' ? (
        <RadioGroupField
          legend={legend}
          name={`question-${question.questionId}`}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => setValue(event.target.value)}
        >
          {answers.map((option) => (
            <Radio key={option} value={option}>
              {option}
            </Radio>
          ))}
        </RadioGroupField>
      ) : null}
      {question.type === 'multiChoice' ? (
        <fieldset className="rsp-fieldset">
          <legend>{legend}</legend>
          <Text fontSize="small">{t('respondent.question.multiHint')}</Text>
          {answers.map((option) => {
            const chosen = Array.isArray(value) ? value : [];
            return (
              <CheckboxField
                key={option}
                name={`question-${question.questionId}`}
                label={option}
                value={option}
                checked={chosen.includes(option)}
                onChange={(event) =>
                  setValue(
                    event.target.checked ? [...chosen, option] : chosen.filter((entry) => entry !== option),
                  )
                }
              />
            );
          })}
        </fieldset>
      ) : null}
      {question.type === 'scale' ? (
        <ScaleField question={question} value={value} onChange={setValue} />
      ) : null}
      {question.type === 'openEnded' ? (
        <>
          <Text as="p">{legend}</Text>
          <TextAreaField
            label={t('respondent.question.openLabel')}
            rows={4}
            maxLength={2000}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => setValue(event.target.value)}
          />
        </>
      ) : null}
      <Button variation="primary" isDisabled={!answer} onClick={() => answer && onSubmit(answer)}>
        {t('respondent.question.next')}
      </Button>
    </Flex>
  );
}

function ScaleField({
  question,
  value,
  onChange,
}: {
  question: TestQuestion;
  value: QuestionValue;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const points = scaleValuesOf(question.answers.answerList);
  return (
    <RadioGroupField
      legend={question.text}
      descriptiveText={t('respondent.question.scaleHint', { min: points[0] ?? 1, max: points.at(-1) ?? 10 })}
      name={`question-${question.questionId}`}
      className="rsp-options-row"
      value={typeof value === 'number' ? String(value) : ''}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {points.map((point) => (
        <Radio key={point} value={String(point)}>
          {point}
        </Radio>
      ))}
    </RadioGroupField>
  );
}

import { Alert } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { CHART_COLOURS, SURVEY_MIN_ANSWERS, type SurveyQuestionResult } from '@adpulse/shared/analysis/index';
import { useFormats } from '../data/use-formats.ts';
import { distributionBars, shareBars } from '../model/chart-data.ts';
import { anchorId } from '../model/insights.ts';
import { BarChart } from '../../../components/chart/svg/BarChart.tsx';
import { ChartFigure } from './ChartFigure.tsx';
import { EstimateText } from './EstimateText.tsx';

const SHOWN_ANSWERS = 10;

function Question({ question, position }: { question: SurveyQuestionResult; position: number }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const colour = CHART_COLOURS[0];
  const title = t('results.survey.question', { number: position + 1, text: question.text });
  const answered = t('results.survey.answered', { n: formats.count(question.answered) });
  const warning = question.notSignificant ? (
    <Alert variation="warning" className="ap-survey__warning" role="note">
      {t('results.survey.notSignificant', { min: SURVEY_MIN_ANSWERS, n: formats.count(question.answered) })}
    </Alert>
  ) : null;

  if (question.type === 'openEnded') {
    const open = question.openEnded;
    return (
      <article className="ap-survey__question" data-question={question.questionId}>
        <h3 className="ap-subtitle">{title}</h3>
        <p className="ap-muted">
          {t(`results.survey.types.${question.type}`)} · {answered}
        </p>
        {warning}
        {open && open.words.length > 0 ? (
          <>
            <h4 className="ap-minor-title">{t('results.survey.words')}</h4>
            <ul className="ap-words">
              {open.words.map((word) => (
                <li key={word.word}>
                  {word.word} <span className="ap-words__count">{formats.count(word.count)}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {open && open.answers.length > 0 ? (
          <>
            <h4 className="ap-minor-title">{t('results.survey.answers')}</h4>
            <ul className="ap-answers">
              {open.answers.slice(0, SHOWN_ANSWERS).map((answer, index) => (
                <li key={index}>{answer}</li>
              ))}
            </ul>
            {open.answers.length > SHOWN_ANSWERS ? (
              <details>
                <summary>
                  {t('results.survey.moreAnswers', { more: open.answers.length - SHOWN_ANSWERS })}
                </summary>
                <ul className="ap-answers">
                  {open.answers.slice(SHOWN_ANSWERS).map((answer, index) => (
                    <li key={index}>{answer}</li>
                  ))}
                </ul>
              </details>
            ) : null}
          </>
        ) : null}
      </article>
    );
  }

  if (question.type === 'scale' && question.scale) {
    return (
      <article className="ap-survey__question" data-question={question.questionId}>
        <ChartFigure
          title={title}
          description={
            <>
              {t(`results.survey.types.${question.type}`)} · {answered} · {t('results.survey.mean')}{' '}
              <EstimateText estimate={question.scale.mean} unit="intensity" size="inline" />
            </>
          }
          chart={
            <BarChart
              label={t('results.survey.chartLabel', { text: question.text })}
              orientation="vertical"
              colour={colour}
              bars={distributionBars(question)}
              valueTitle={t('results.survey.count')}
              categoryTitle={t('results.survey.value')}
              height={240}
            />
          }
          table={{
            caption: title,
            columns: [t('results.survey.value'), t('results.survey.count')],
            rows: question.scale.distribution.map((entry) => [
              formats.number(entry.value, 2),
              formats.count(entry.count),
            ]),
          }}
        >
          {warning}
        </ChartFigure>
      </article>
    );
  }

  const chart = shareBars(
    question.options.map((option) => ({ label: option.answer, share: option.share })),
    (share) => formats.unit(share, 'share'),
  );
  return (
    <article className="ap-survey__question" data-question={question.questionId}>
      <ChartFigure
        title={title}
        description={
          <>
            {t(`results.survey.types.${question.type}`)} · {answered}
            {question.type === 'multiChoice' ? ` · ${t('results.survey.multiNote')}` : ''}
          </>
        }
        chart={
          <BarChart
            label={t('results.survey.chartLabel', { text: question.text })}
            orientation="horizontal"
            colour={colour}
            {...chart}
          />
        }
        table={{
          caption: title,
          columns: [
            t('results.survey.answer'),
            t('results.survey.count'),
            t('results.survey.share'),
            t('results.table.interval'),
          ],
          rows: question.options.map((option) => {
            const share = formats.estimate(option.share, 'share');
            return [option.answer, formats.count(option.count), share.value, share.interval];
          }),
        }}
      >
        {warning}
      </ChartFigure>
    </article>
  );
}

/** Survey results (project level, every complete): per question, with the not-significant warning. */
export function SurveyView({ questions }: { questions: readonly SurveyQuestionResult[] }) {
  const { t } = useTranslation();
  return (
    <section className="ap-card ap-section" id={anchorId.section('survey')} aria-labelledby="survey-title">
      <h2 id="survey-title" className="ap-section-title">
        {t('results.survey.title')}
      </h2>
      {questions.length === 0 ? (
        <p className="ap-muted">{t('results.survey.none')}</p>
      ) : (
        questions.map((question, position) => (
          <Question key={question.questionId} question={question} position={position} />
        ))
      )}
    </section>
  );
}

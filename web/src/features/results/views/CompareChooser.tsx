import { useState, type FormEvent } from 'react';
import { Button, Radio, RadioGroupField } from '@aws-amplify/ui-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../routing/use-language.ts';
import { useCompareCandidates } from '../data/use-compare-candidates.ts';
import { useFormats } from '../data/use-formats.ts';
import { ResultsFailed } from './LoadStates.tsx';

/** "Compare with": the client's other projects with results; choosing one opens the comparison. */
export function CompareChooser({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const language = useLanguage();
  const navigate = useNavigate();
  const { candidates, error, retry } = useCompareCandidates(projectId);
  const [chosen, setChosen] = useState<string | null>(null);
  const value = chosen ?? candidates?.[0]?._id ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value) return;
    void navigate(
      `/${language}/project/${encodeURIComponent(projectId)}/project-analysis/comparisson/${encodeURIComponent(value)}`,
    );
  };
  return (
    <section className="ap-card ap-section" aria-labelledby="compare-title" data-testid="compare-chooser">
      <h2 id="compare-title" className="ap-section-title">
        {t('results.compare.title')}
      </h2>
      <p className="ap-muted">{t('results.compare.intro')}</p>
      {!candidates ? (
        error ? (
          <ResultsFailed error={error} onRetry={retry} />
        ) : (
          <p className="ap-muted" role="status">
            {t('results.compare.loading')}
          </p>
        )
      ) : candidates.length === 0 ? (
        <div data-testid="compare-none">
          <p>{t('results.compare.none')}</p>
          <Link to={`/${language}/dashboard`} className="ap-action-link">
            {t('results.compare.dashboard')}
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} className="ap-compare-chooser">
          {/* Cards, not a select: a select cut each project's name, status and date at 390 px. */}
          <RadioGroupField
            legend={t('results.compare.choose')}
            name="compareWith"
            value={value}
            onChange={(event) => setChosen(event.target.value)}
            className="ap-compare-chooser__options"
          >
            {candidates.map((project) => (
              <Radio key={project._id} value={project._id} data-candidate={project._id}>
                <span className="ap-compare-chooser__name">{project.name}</span>
                <span className="ap-compare-chooser__details">
                  {t('results.compare.details', {
                    status: t(`results.status.${project.status}`),
                    date: formats.date(project.closed ?? project.created),
                  })}
                </span>
              </Radio>
            ))}
          </RadioGroupField>
          <Button type="submit" variation="primary" marginTop="0.75rem">
            {t('results.compare.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../routing/use-language.ts';
import { useFormats } from '../data/use-formats.ts';
import { useProjectResults } from '../data/use-project-results.ts';
import { isMissing } from '../../../api/error-kinds.ts';
import { SimulatedBanner } from './Banners.tsx';
import { CompareChooser } from './CompareChooser.tsx';
import { ResultsFailed, ResultsLoading } from './LoadStates.tsx';

/**
 * project/{id}/project-analysis: the project's analysis views (results, heatmap) and the chooser
 * of the project to compare it with. A wrong or foreign id goes to Dashboard (404).
 */
export function ProjectAnalysisHome({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const language = useLanguage();
  const { source, error, retry } = useProjectResults(projectId);
  if (!source) {
    const missing = isMissing(error);
    return error && !missing ? <ResultsFailed error={error} onRetry={retry} /> : <ResultsLoading />;
  }
  const base = `/${language}/project/${encodeURIComponent(projectId)}`;
  const facts: string[] = [t(`results.status.${source.status}`)];
  if (source.run)
    facts.push(t('results.facts.respondents', { n: formats.count(source.run.n), count: source.run.n }));
  return (
    <div className="ap-results-stack" data-testid="project-analysis" data-project-id={projectId}>
      <section className="ap-card ap-section" aria-labelledby="analysis-project-title">
        <h2 id="analysis-project-title" className="ap-section-title">
          {source.projectName}
        </h2>
        <p className="ap-muted">{facts.join(' · ')}</p>
        <SimulatedBanner source={source} />
        <nav aria-label={t('results.compare.views')}>
          <ul className="ap-analysis-links">
            <li>
              <Link to={base} className="ap-action-link">
                {t('results.compare.openResults')}
              </Link>
            </li>
            {source.status !== 'pending' ? (
              <li>
                <Link to={`${base}/project-analysis/heatmap`} className="ap-action-link">
                  {t('results.metrics.openHeatmap')}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      </section>
      <CompareChooser projectId={projectId} />
    </div>
  );
}

import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { useLanguage } from '../../../routing/use-language.ts';
import { useHeldAnalyses } from '../data/held-analyses.ts';
import { useProjectResults } from '../data/use-project-results.ts';
import { isMissing } from '../../../api/error-kinds.ts';
import { ResultsFailed, ResultsLoading } from '../views/LoadStates.tsx';
import { ShareButton } from '../share/ShareButton.tsx';
import { DownloadsPanel } from '../views/DownloadsPanel.tsx';
import { ResultsLayout } from './ResultsLayout.tsx';

/**
 * project/{id}: the analytics of a signed-in user's project. A project or analysis that does not
 * exist (404/405) goes to Dashboard through the API client; other failures show with a retry.
 */
export function ProjectResultsScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { id } = useParams();
  const { source, error, retry } = useProjectResults(id);
  useHeldAnalyses(id);
  if (!source) {
    const missing = isMissing(error);
    return (
      <ScreenPage title={t('screens.project')}>
        {error && !missing ? <ResultsFailed error={error} onRetry={retry} /> : <ResultsLoading />}
      </ScreenPage>
    );
  }
  const bought = source.status !== 'pending';
  return (
    <ResultsLayout
      source={source}
      actions={
        bought ? (
          <div className="ap-results-actions">
            <Link
              to={`/${language}/project/${encodeURIComponent(source.projectId)}/project-analysis`}
              className="ap-action-link"
            >
              {t('results.compare.open')}
            </Link>
            <ShareButton projectId={source.projectId} />
          </div>
        ) : undefined
      }
      fieldworkHref={`/${language}/project/${encodeURIComponent(source.projectId)}/fieldwork`}
    >
      {bought && source.file.format !== 'missing' ? <DownloadsPanel projectId={source.projectId} /> : null}
    </ResultsLayout>
  );
}

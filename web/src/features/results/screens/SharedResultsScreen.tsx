import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { useSharedResults } from '../data/use-shared-results.ts';
import { isMissing } from '../../../api/error-kinds.ts';
import { ResultsFailed, ResultsLoading } from '../views/LoadStates.tsx';
import { ResultsLayout } from './ResultsLayout.tsx';

/**
 * share/project/{projectId}/{clientId}/{sharingToken}: a project's results in guest mode, read-only,
 * with the same four tabs. A token that opens nothing gives page-not-found and Dashboard.
 */
export function SharedResultsScreen() {
  const { t } = useTranslation();
  const { projectId, clientId, sharingToken } = useParams();
  const { source, error, retry } = useSharedResults({ projectId, clientId, sharingToken });
  if (!source) {
    const missing = isMissing(error);
    return (
      <ScreenPage title={t('screens.share')}>
        {error && !missing ? <ResultsFailed error={error} onRetry={retry} /> : <ResultsLoading />}
      </ScreenPage>
    );
  }
  return <ResultsLayout source={source} />;
}

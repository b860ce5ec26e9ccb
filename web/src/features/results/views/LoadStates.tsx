import { Alert, Button, Flex, Loader, Placeholder, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text.ts';

/** Results on their way: the shape of the page in grey, and why, for screen readers. */
export function ResultsLoading() {
  const { t } = useTranslation();
  return (
    <section className="ap-card ap-results-loading" aria-busy="true" data-testid="results-loading">
      <Flex alignItems="center" gap="0.75rem" marginBottom="1rem">
        <Loader size="small" />
        <Text role="status">{t('results.loading')}</Text>
      </Flex>
      <Placeholder size="large" marginBottom="0.75rem" />
      <Placeholder marginBottom="0.75rem" />
      <Placeholder width="60%" />
    </section>
  );
}

/** The results could not be read (not a missing project: that goes to Dashboard): why, and a retry. */
export function ResultsFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert variation="error" role="alert" heading={t('results.loadFailed')}>
      <Flex direction="column" gap="0.75rem" alignItems="flex-start">
        <Text>{errorText(error)}</Text>
        <Button size="small" onClick={onRetry}>
          {t('results.retry')}
        </Button>
      </Flex>
    </Alert>
  );
}

/** No analysis yet: for an active project it comes as respondents complete; this page updates by itself. */
export function ResultsEmpty({ kind }: { kind: 'pending' | 'live' | 'closed' | 'invalid' }) {
  const { t } = useTranslation();
  return (
    <section className="ap-card ap-empty" data-testid="results-empty" data-kind={kind}>
      <h2 className="ap-section-title">
        {t(kind === 'invalid' ? 'results.empty.invalidTitle' : 'results.empty.title')}
      </h2>
      <p className="ap-muted">{t(`results.empty.${kind}`)}</p>
    </section>
  );
}

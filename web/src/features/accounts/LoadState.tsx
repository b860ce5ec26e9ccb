import { Alert, Button, Flex, Loader, Placeholder, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/api-error.ts';
import { errorText } from '../../api/error-text.ts';
import { isForbidden } from '../../api/error-kinds.ts';

/** A screen's data on its way: a few grey bars, and the reason for screen readers. */
export function LoadingCard({ label, inline = false }: { label: string; inline?: boolean }) {
  return (
    <section className={inline ? 'ap-acc-loading' : 'ap-card ap-acc-card ap-acc-loading'} aria-busy="true">
      <Flex alignItems="center" gap="0.75rem" marginBottom="1rem">
        <Loader size="small" />
        <Text role="status">{label}</Text>
      </Flex>
      <Placeholder size="large" marginBottom="0.75rem" />
      <Placeholder marginBottom="0.75rem" />
      <Placeholder width="60%" />
    </section>
  );
}

/** The data could not be read: what happened, and a way to try again. */
export function LoadFailed({ error, onRetry }: { error: ApiError | undefined; onRetry: () => void }) {
  const { t } = useTranslation();
  const detail = error && !isForbidden(error) ? errorText(error) : t('errors.default');
  return (
    <Alert variation="error" role="alert" heading={t('accounts.loadFailed')}>
      <Flex direction="column" gap="0.75rem" alignItems="flex-start">
        <Text>{detail}</Text>
        <Button size="small" onClick={onRetry}>
          {t('accounts.retry')}
        </Button>
      </Flex>
    </Alert>
  );
}

import { Button, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../frame/Logo.tsx';

export function BootLoading() {
  const { t } = useTranslation();
  return (
    <div className="ap-boot" role="status" aria-live="polite">
      <div className="ap-boot__card">
        <Logo tone="brand" />
        <Loader size="large" aria-hidden="true" />
        <Text>{t('bootstrap.loading')}</Text>
      </div>
    </div>
  );
}

/** Shown when the runtime configuration cannot be read: nothing else can work without it. */
export function BootError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="ap-boot">
      <div className="ap-boot__card" role="alert">
        <Logo tone="brand" />
        <Heading level={1}>{t('bootstrap.configFailed')}</Heading>
        <Text>{t('bootstrap.configHint')}</Text>
        <Button variation="primary" onClick={onRetry}>
          {t('bootstrap.retry')}
        </Button>
      </div>
    </main>
  );
}

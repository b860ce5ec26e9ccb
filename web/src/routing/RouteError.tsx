import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LazyTimeoutError } from './lazy.ts';
import { ScreenPage } from '../components/ScreenPage.tsx';

/** A screen that failed to load or crashed: the generic error, and a way out. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const message = error instanceof LazyTimeoutError ? t('errors.lazyTimeout') : t('errors.default');
  return (
    <main className="ap-main" id="main" tabIndex={-1}>
      <ScreenPage title={t('errors.defaultTitle')}>
        <Flex direction="column" gap="1rem" alignItems="flex-start">
          <Alert variation="error" role="alert">
            {message}
          </Alert>
          <Button onClick={() => window.location.reload()}>{t('bootstrap.retry')}</Button>
        </Flex>
      </ScreenPage>
    </main>
  );
}

import { Alert, Button, Flex, Loader, Tabs, Text } from '@aws-amplify/ui-react';
import { Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RESULT_TABS, DEFAULT_RESULT_TAB, type ResultTab } from '../../../routing/route-table.ts';
import { useScreenHandle } from '../../../routing/route-handle.ts';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { TAB_LABEL } from '../tabs.ts';
import { useResultsSubject } from '../use-results-subject.ts';
import { errorText } from '../../../api/error-text.ts';

/**
 * Results with the four tabs (project analytics and shared links); each tab is a child route.
 * The project is read first: one that does not exist gives page-not-found and Dashboard.
 */
export function SharedResultsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const handle = useScreenHandle();
  const current: ResultTab = handle?.tab ?? DEFAULT_RESULT_TAB;
  const screen = handle?.screen ?? 'project';
  const subject = useResultsSubject(screen);

  if (screen !== 'share' && subject.data === undefined) {
    const missing = subject.error?.status === 404 || subject.error?.status === 405;
    return (
      <ScreenPage title={t(`screens.${screen}`)}>
        {subject.error && !missing ? (
          <Alert variation="error" role="alert">
            <Flex direction="column" gap="0.75rem" alignItems="flex-start">
              <Text>{errorText(subject.error)}</Text>
              <Button size="small" onClick={() => void subject.mutate()}>
                {t('bootstrap.retry')}
              </Button>
            </Flex>
          </Alert>
        ) : (
          <Flex alignItems="center" gap="0.75rem">
            <Loader aria-hidden="true" />
            <Text role="status">{t('app.loading')}</Text>
          </Flex>
        )}
      </ScreenPage>
    );
  }

  return (
    <ScreenPage title={t(`screens.${screen}`)}>
      <Tabs.Container value={current} onValueChange={(tab) => navigate(tab)} className="ap-tabs">
        <Tabs.List aria-label={t('tabs.label')}>
          {RESULT_TABS.map((tab) => (
            <Tabs.Item key={tab} value={tab}>
              {t(`tabs.${TAB_LABEL[tab]}`)}
            </Tabs.Item>
          ))}
        </Tabs.List>
        {RESULT_TABS.map((tab) => (
          <Tabs.Panel key={tab} value={tab}>
            {tab === current ? <Outlet /> : null}
          </Tabs.Panel>
        ))}
      </Tabs.Container>
    </ScreenPage>
  );
}

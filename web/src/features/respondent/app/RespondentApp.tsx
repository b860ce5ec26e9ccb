import { Alert } from '@aws-amplify/ui-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EndPage } from './EndPage.tsx';
import { OfflineNotice } from './OfflineNotice.tsx';
import { panelEntryOf } from './panel-entry.ts';
import { endOutcomeOf, testLocationOf } from './test-location.ts';
import { TestScreen } from './TestScreen.tsx';
import './respondent.css';

/** The respondent app: a test link (`/t/{testId}` with the panel's parameters) or its end page. */
export function RespondentApp({ pathname, search }: { pathname: string; search: string }) {
  const { t } = useTranslation();
  const location = useMemo(() => testLocationOf(pathname), [pathname]);
  const entry = useMemo(
    () =>
      location?.page === 'test'
        ? panelEntryOf(search, location.testId, window.localStorage, undefined, window.location.href)
        : null,
    [location, search],
  );
  return (
    <div className="rsp-app">
      <OfflineNotice />
      {location === null ? (
        <main className="rsp-main">
          <Alert variation="info" role="alert">
            {t('respondent.app.notFound')}
          </Alert>
        </main>
      ) : null}
      {location?.page === 'end' ? (
        <main className="rsp-main">
          <EndPage outcome={endOutcomeOf(search)} />
        </main>
      ) : null}
      {location?.page === 'test' && entry ? <TestScreen testId={location.testId} entry={entry} /> : null}
    </div>
  );
}

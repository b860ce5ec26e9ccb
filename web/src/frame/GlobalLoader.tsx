import { Loader } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../state/app-store.ts';

/** The loader: a bar across the top while a screen loads or a call that asked for it runs. */
export function GlobalLoader() {
  const { t } = useTranslation();
  const active = useAppState((state) => state.loader.navigating || state.loader.pending > 0);
  return (
    <>
      <div className="ap-visually-hidden" role="status" aria-live="polite">
        {active ? t('app.loading') : ''}
      </div>
      {active ? (
        <div className="ap-loader-bar" data-testid="global-loader">
          <Loader variation="linear" filledColor="#fb7185" emptyColor="transparent" aria-hidden="true" />
        </div>
      ) : null}
    </>
  );
}

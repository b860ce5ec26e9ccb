import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../state/app-store.ts';
import { DialogButton } from './DialogButton.tsx';

/** The quick predict flow of spec section 4, from the dashboard: one image or video, end to end. */
export function QuickPredictButton() {
  const { t } = useTranslation();
  const signedIn = useAppState((state) => state.session.token !== null && !state.session.guest);
  if (!signedIn) return null;
  return (
    <DialogButton
      label={t('wizard.predict.open')}
      title={t('wizard.predict.title')}
      intro={t('wizard.predict.intro')}
      load={() => import('./QuickPredictDialog.tsx')}
    />
  );
}

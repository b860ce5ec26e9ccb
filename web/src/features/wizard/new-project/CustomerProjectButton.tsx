import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../state/app-store.ts';
import { DialogButton } from './DialogButton.tsx';

/** Customers create their custom projects here (the new-project screen is for regular users). */
export function CustomerProjectButton() {
  const { t } = useTranslation();
  const customer = useAppState((state) => state.session.clientType === 'custom' && !state.session.guest);
  if (!customer) return null;
  return (
    <DialogButton
      variation="primary"
      label={t('wizard.newProject.open')}
      title={t('wizard.newProject.customerTitle')}
      intro={t('wizard.newProject.customerIntro')}
      load={() => import('./CustomerProjectDialog.tsx')}
    />
  );
}

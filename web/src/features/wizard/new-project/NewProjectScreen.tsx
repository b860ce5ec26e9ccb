import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { NewProjectForm } from './NewProjectForm.tsx';
import '../wizard.css';

/** New project (regular users): name, package, viewer; then Audience with the new id. */
export default function NewProjectScreen() {
  const { t } = useTranslation();
  return (
    <ScreenPage title={t('screens.newProject')} intro={t('wizard.newProject.intro')}>
      <div className="ap-card">
        <NewProjectForm />
      </div>
    </ScreenPage>
  );
}

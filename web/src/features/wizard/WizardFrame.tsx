import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../components/ScreenPage.tsx';
import { useWizard } from './wizard-context.tsx';
import { WizardBar } from './WizardBar.tsx';
import { SaveIndicator } from './SaveIndicator.tsx';

/** A step's page: its title, the project it belongs to, the bar and the auto-save state. */
export function WizardFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { project } = useWizard();
  return (
    <ScreenPage
      title={`${title} · ${project.name}`}
      heading={title}
      intro={t('wizard.projectLine', { name: project.name, type: t(`wizard.types.${project.type}`) })}
      actions={<SaveIndicator />}
    >
      <WizardBar />
      <div className="ap-wizard-body">{children}</div>
    </ScreenPage>
  );
}

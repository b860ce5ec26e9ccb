import { Alert } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useWizard } from '../wizard-context.tsx';
import { StepActions } from '../StepActions.tsx';
import { AudienceSourceChoice } from './AudienceSourceChoice.tsx';
import { AudienceStudy } from './AudienceStudy.tsx';
import { AudienceWhere } from './AudienceWhere.tsx';
import { AudienceWho } from './AudienceWho.tsx';
import { audienceProblemText, useAudienceForm } from './use-audience-form.ts';

/**
 * Audience: who answers (a panel or the client's own link), where, who and what the study is
 * about; every change is saved as the user goes.
 */
export function AudienceStep() {
  const { t } = useTranslation();
  const { project, clientType } = useWizard();
  const form = useAudienceForm();

  return (
    <>
      <p className="ap-wz-step-intro">{t('wizard.audience.intro')}</p>
      {form.shownProblems.length ? (
        <Alert variation="error" role="alert" marginBottom="1rem">
          {form.shownProblems.map(audienceProblemText).join(' ')}
        </Alert>
      ) : null}
      <AudienceSourceChoice form={form} />
      <AudienceWhere form={form} />
      <AudienceWho form={form} clientType={clientType} />
      <AudienceStudy form={form} viewer={project.viewer} />
      <StepActions onNext={form.next} />
    </>
  );
}

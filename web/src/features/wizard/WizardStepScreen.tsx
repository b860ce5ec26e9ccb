import { useEffect } from 'react';
import { Alert, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { dispatch, useAppState } from '../../state/app-store.ts';
import { useScreenHandle } from '../../routing/route-handle.ts';
import { routeTo } from '../../routing/named-routes.ts';
import { useLanguage } from '../../routing/use-language.ts';
import { wizardDecision } from './wizard-guard.ts';
import { isReadyForCheckout } from './readiness.ts';
import { ScreenPage } from '../../components/ScreenPage.tsx';
import { useWizardData } from './wizard-project.ts';
import { WizardProvider } from './wizard-context.tsx';
import { WizardFrame } from './WizardFrame.tsx';
import { AudienceStep } from './audience/AudienceStep.tsx';
import { StimulusStep } from './stimulus/StimulusStep.tsx';
import { QuestionsStep } from './questions/QuestionsStep.tsx';
import { ReviewStep } from './review/ReviewStep.tsx';
import { CheckoutStep } from './checkout/CheckoutStep.tsx';
import './wizard.css';
import { isForbidden, isMissing } from '../../api/error-kinds.ts';

const STEP_SCREENS = {
  audience: AudienceStep,
  stimulus: StimulusStep,
  questions: QuestionsStep,
  review: ReviewStep,
  checkout: CheckoutStep,
} as const;

/** A wizard step behind the wizard guards of spec section 2, with the bar and auto-save. */
export default function WizardStepScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const handle = useScreenHandle();
  const projectId = useParams().id ?? '';
  const clientType = useAppState((state) => state.session.clientType) ?? 'regular';
  const { project, assets, error, setProject, setAssets, reloadAssets } = useWizardData(projectId);

  useEffect(() => {
    if (project) dispatch({ type: 'projects/active', projectId });
  }, [project, projectId]);

  if (!handle?.wizardStep) return null;
  const step = handle.wizardStep;
  const title = t(`screens.${handle.screen}`);

  if (error) {
    if (isMissing(error) || isForbidden(error)) {
      const { state, ...to } = routeTo('Dashboard', lang, {}, { is404: true });
      return <Navigate to={to} state={state} replace />;
    }
    return (
      <ScreenPage title={title}>
        <Alert variation="error" role="alert">
          {errorText(error)}
        </Alert>
      </ScreenPage>
    );
  }

  const stimuli = assets?.filter((asset) => asset.status === 'ready').length ?? 0;
  const ready = project ? isReadyForCheckout(project, stimuli, clientType) : false;
  const decision = wizardDecision(
    projectId,
    step,
    project && assets ? { id: projectId, status: project.status, step: project.step, ready } : null,
  );
  if (decision.kind === 'load' || !project || !assets) {
    return (
      <Flex alignItems="center" gap="0.75rem" role="status">
        <Loader aria-hidden="true" />
        <Text>{t('wizard.loading')}</Text>
      </Flex>
    );
  }
  if (decision.kind === 'not-found') {
    const { state, ...to } = routeTo('Dashboard', lang, {}, { is404: true });
    return <Navigate to={to} state={state} replace />;
  }
  if (decision.kind === 'incomplete') {
    const to = routeTo('Review', lang, { projectId });
    return (
      <Navigate to={{ pathname: to.pathname }} state={{ errorKey: 'errors.incompleteProject' }} replace />
    );
  }

  const Step = STEP_SCREENS[step];
  return (
    <WizardProvider
      key={projectId}
      project={project}
      assets={assets}
      clientType={clientType}
      step={step}
      ready={ready}
      setProject={setProject}
      setAssets={setAssets}
      reloadAssets={reloadAssets}
    >
      <WizardFrame title={title}>
        <Step />
      </WizardFrame>
    </WizardProvider>
  );
}

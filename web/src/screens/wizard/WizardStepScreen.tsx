import { useEffect } from 'react';
import { Alert, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/use-api.ts';
import { dispatch } from '../../state/app-store.ts';
import { useScreenHandle } from '../../routing/route-handle.ts';
import { routeTo } from '../../routing/named-routes.ts';
import { useLanguage } from '../../routing/use-language.ts';
import { wizardDecision } from '../../wizard/wizard-guard.ts';
import { ScreenPage } from '../../components/ScreenPage.tsx';
import { RouteFacts } from '../placeholder/RouteFacts.tsx';
import { wizardProjectSchema } from './wizard-project.ts';

/** A wizard step behind the wizard guards; the step's form arrives with the wizard issue. */
export default function WizardStepScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const handle = useScreenHandle();
  const projectId = useParams().id ?? '';
  const { data, error } = useApi(
    projectId ? `/projects/${encodeURIComponent(projectId)}` : null,
    wizardProjectSchema,
  );

  useEffect(() => {
    if (data) dispatch({ type: 'projects/active', projectId });
  }, [data, projectId]);

  if (!handle?.wizardStep) return null;
  const title = t(`screens.${handle.screen}`);

  if (error) {
    if (error.status === 404 || error.status === 403) {
      const { state, ...to } = routeTo('Dashboard', lang, {}, { is404: true });
      return <Navigate to={to} state={state} replace />;
    }
    return (
      <ScreenPage title={title}>
        <Alert variation="error" role="alert">
          {error.message}
        </Alert>
      </ScreenPage>
    );
  }

  const decision = wizardDecision(
    projectId,
    handle.wizardStep,
    data ? { id: projectId, status: data.status, step: data.step, ready: data.ready ?? false } : null,
  );
  if (decision.kind === 'load') {
    return (
      <Flex alignItems="center" gap="0.75rem" role="status">
        <Loader aria-hidden="true" />
        <Text>{t('app.loading')}</Text>
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
  return (
    <ScreenPage title={title}>
      <section className="ap-card">
        <Text>{t('placeholder.intro')}</Text>
        <RouteFacts pattern={handle.pattern} />
      </section>
    </ScreenPage>
  );
}

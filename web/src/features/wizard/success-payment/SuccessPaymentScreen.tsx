import { useEffect } from 'react';
import { Alert, Button, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canAccess } from '@adpulse/shared';
import { billingApi } from '../../../api/billing.ts';
import { projectsApi } from '../../../api/projects.ts';
import { reportedErrorText } from '../../../api/error-text.ts';
import { useApi } from '../../../api/use-api.ts';
import { dispatch, useAppState } from '../../../state/app-store.ts';
import { principalOf } from '../../../session/session.ts';
import { useLanguage } from '../../../routing/use-language.ts';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { PURCHASE_POLL_MS } from '../checkout/purchase.ts';
import { paymentOutcome, purchaseUnsettled } from './payment-outcome.ts';
import '../wizard.css';

/**
 * After a purchase: the project is active and the analysis-in-progress window opens (it can be
 * closed). Said only when GET /buy confirms a purchase of this project; otherwise the page says
 * there is nothing to confirm.
 */
export default function SuccessPaymentScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const projectId = search.get('project');
  const session = useAppState((state) => state.session);
  const principal = principalOf(session);
  const purchase = useApi(billingApi.getPurchase, projectId ? { params: { projectId } } : null, {
    refreshInterval: (latest) => (purchaseUnsettled(latest) ? PURCHASE_POLL_MS : 0),
  });
  const outcome = paymentOutcome(projectId, { view: purchase.data, error: purchase.error });
  const confirmed = outcome.kind === 'confirmed';
  const { data: project } = useApi(
    projectsApi.getProject,
    confirmed && projectId ? { params: { projectId } } : null,
  );

  useEffect(() => {
    dispatch({ type: 'projects/active', projectId: null });
  }, []);
  useEffect(() => {
    if (confirmed) dispatch({ type: 'ui/analysisModal', open: true });
  }, [confirmed]);

  const actions = (
    <Flex gap="0.75rem" wrap="wrap" justifyContent="center">
      <Button variation="primary" onClick={() => void navigate(`/${lang}/dashboard`)}>
        {t('wizard.success.dashboard')}
      </Button>
      {confirmed && principal && canAccess(principal, 'newProject') ? (
        <Button onClick={() => void navigate(`/${lang}/new-project`)}>
          {t('wizard.success.newProject')}
        </Button>
      ) : null}
    </Flex>
  );

  // Until a purchase is confirmed, the page's title does not say that a payment was received.
  if (outcome.kind === 'checking' || outcome.kind === 'confirming') {
    return (
      <ScreenPage title={t('wizard.success.checking')}>
        <Flex alignItems="center" gap="0.75rem">
          <Loader aria-hidden="true" />
          <Text role="status">
            {outcome.kind === 'checking' ? t('app.loading') : t('wizard.success.confirming')}
          </Text>
        </Flex>
      </ScreenPage>
    );
  }

  if (!confirmed) {
    const failed = outcome.kind === 'failed';
    return (
      <ScreenPage title={failed ? t('wizard.success.failedTitle') : t('wizard.success.noPurchaseTitle')}>
        <section className="ap-card ap-wz-success">
          {failed ? (
            <Alert variation="error" role="alert">
              {reportedErrorText(outcome.error)}
            </Alert>
          ) : (
            <Text>{t('wizard.success.noPurchaseBody')}</Text>
          )}
          {actions}
        </section>
      </ScreenPage>
    );
  }

  // "Payment received" only where money moved: a project started on the plan's analyses says so.
  const paid = purchase.data?.paidWith === 'card';
  return (
    <ScreenPage title={paid ? t('screens.successPayment') : t('billing.pricing.analysisStarted')}>
      <section className="ap-card ap-wz-success" aria-labelledby="success-title">
        <div className="ap-wz-success__mark" aria-hidden="true">
          ✓
        </div>
        <Heading level={2} id="success-title">
          {t('wizard.success.title')}
        </Heading>
        <Text>
          {project ? t('wizard.success.body', { name: project.name }) : t('wizard.success.bodyNoName')}
        </Text>
        {actions}
      </section>
    </ScreenPage>
  );
}

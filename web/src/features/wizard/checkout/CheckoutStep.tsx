import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routeTo } from '../../../routing/named-routes.ts';
import { useLanguage } from '../../../routing/use-language.ts';
import { useMoney } from '../../../i18n/use-money.ts';
import { forgetProjectList } from '../project-list.ts';
import { useWizard } from '../wizard-context.tsx';
import { StepActions } from '../StepActions.tsx';
import { billingApi } from '../../../api/billing.ts';
import { useApi } from '../../../api/use-api.ts';
import { errorText } from '../../../api/error-text.ts';
import { readPurchase } from './purchase.ts';
import { PaymentForm } from './PaymentForm.tsx';
import { PriceCard } from './PriceCard.tsx';
import { useFeasibility, type ReviewErrorKey } from './use-feasibility.ts';
import { usePurchase } from './use-purchase.ts';
import { DEFAULT_AUDIENCE_SOURCE } from '@adpulse/shared/projects/constants';

/**
 * Checkout: the loader while the feasibility machine runs, then the card payment (regular
 * users, priced packages) or the plan's analyses, then the purchase machine.
 */
export function CheckoutStep() {
  const { t } = useTranslation();
  const formatEuro = useMoney();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { project } = useWizard();
  const projectId = project._id;
  // The client's own audience answers through the project's link: no panel is asked (startFeasibility).
  const ownAudience = (project.audience.source ?? DEFAULT_AUDIENCE_SOURCE) === 'own';
  // A buy already under way (a reload during the purchase) is followed rather than checked again.
  const [resumed, setResumed] = useState<boolean | null>(null);

  const backToReview = useCallback(
    (errorKey: ReviewErrorKey) => {
      const to = routeTo('Review', lang, { projectId });
      void navigate({ pathname: to.pathname }, { replace: true, state: { errorKey } });
    },
    [lang, projectId, navigate],
  );
  const succeeded = useCallback(() => {
    forgetProjectList();
    void navigate(`/${lang}/success-payment?${new URLSearchParams({ project: projectId })}`, {
      replace: true,
    });
  }, [lang, projectId, navigate]);
  const cannotBuy = useCallback(() => backToReview('errors.cannotBuy'), [backToReview]);
  const purchase = usePurchase(projectId, succeeded, cannotBuy);
  const { follow } = purchase;

  useEffect(() => {
    let active = true;
    readPurchase(projectId)
      .then((view) => {
        if (!active) return;
        setResumed(view.state === 'running');
        if (view.state === 'running') void follow();
      })
      .catch(() => active && setResumed(false));
    return () => {
      active = false;
    };
  }, [projectId, follow]);

  const feasibility = useFeasibility(projectId, resumed === false, backToReview);
  // How the project is paid, what it costs and whether our form takes the card (test provider)
  // or Stripe's page does: the server's quote, the same decision POST /buy makes.
  const quote = useApi(billingApi.getPurchaseQuote, { params: { projectId } });
  const method = quote.data?.method;
  const collectsCard = quote.data?.checkout.collectsCard ?? true;
  const amount = formatEuro(quote.data?.amount ?? 0);
  const busy = purchase.phase.status === 'running';
  const failure = purchase.phase.status === 'failed' ? purchase.phase.message : null;

  if (resumed === null || resumed || feasibility.phase.status === 'checking' || quote.isLoading) {
    return (
      <section className="ap-card ap-wz-checking" aria-labelledby="checking-title" aria-busy="true">
        <Loader size="large" aria-hidden="true" />
        <div>
          <h2 id="checking-title">
            {resumed ? t('wizard.checkout.starting') : t('wizard.checkout.feasibilityTitle')}
          </h2>
          {resumed ? null : <Text>{t('wizard.checkout.feasibilityBody')}</Text>}
        </div>
      </section>
    );
  }

  if (quote.error) {
    return (
      <>
        <Alert variation="error" role="alert" marginBottom="1rem">
          {errorText(quote.error)}
        </Alert>
        <StepActions>
          <Button onClick={() => void quote.mutate()}>{t('wizard.checkout.retry')}</Button>
        </StepActions>
      </>
    );
  }

  if (feasibility.phase.status === 'error') {
    return (
      <>
        <Alert variation="error" role="alert" marginBottom="1rem">
          {feasibility.phase.message}
        </Alert>
        <StepActions>
          <Button onClick={feasibility.retry}>{t('wizard.checkout.retry')}</Button>
        </StepActions>
      </>
    );
  }

  return (
    <>
      <p className="ap-wz-step-intro">
        {t(ownAudience ? 'wizard.checkout.introOwnAudience' : 'wizard.checkout.intro')}
      </p>
      <div className="ap-wz-feasible" role="status">
        <span aria-hidden="true">✓</span>{' '}
        {t(ownAudience ? 'wizard.checkout.noPanelNeeded' : 'wizard.checkout.feasible')}
      </div>
      {quote.data ? <PriceCard quote={quote.data} /> : null}
      {method === 'card' ? (
        <PaymentForm
          amount={amount}
          busy={busy}
          collectsCard={collectsCard}
          failure={failure}
          onPay={(card) => purchase.buy(card || undefined)}
        />
      ) : (
        <section className="ap-card ap-wz-form-section" aria-labelledby="credits-title">
          <h2 id="credits-title">{t('wizard.checkout.creditsTitle')}</h2>
          <Text>
            {t('wizard.checkout.creditsBody', {
              analyses: quote.data?.analyses ?? 1,
              count: quote.data?.analyses ?? 1,
            })}
          </Text>
          {failure ? (
            <Alert variation="error" role="alert" marginTop="1rem">
              {failure}
            </Alert>
          ) : null}
          <Flex justifyContent="flex-end" marginTop="1rem">
            <Button
              variation="primary"
              isLoading={busy}
              loadingText={t('wizard.checkout.starting')}
              onClick={() => void purchase.buy()}
            >
              {t('wizard.checkout.confirmCredits')}
            </Button>
          </Flex>
        </section>
      )}
      <StepActions />
    </>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Flex, Link, Radio, RadioGroupField, Text } from '@aws-amplify/ui-react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BILLING_CYCLES, PLAN_IDS, isFreePlan, type PlanId } from '@adpulse/shared/billing/plans';
import type { ChangePlanResult, PlanView } from '@adpulse/shared/billing/schemas';
import { billingApi } from '../../api/billing.ts';
import { errorText } from '../../api/error-text.ts';
import { formatDate } from '../../i18n/format-date.ts';
import { useLanguage } from '../../routing/use-language.ts';
import { SectionCard, serverFieldErrors } from '../accounts/index.ts';
import { CardNumberField } from '../wizard/index.ts';

import {
  amountDue,
  changePlanFormSchema,
  isCurrentPlan,
  planOffer,
  toChangePlanRequest,
  type ChangePlanForm,
} from './plan-change.ts';

/**
 * A regular client picks a plan and its cycle. A paid plan is paid at once: with the card typed
 * here (test provider), or on the provider's page, where the browser is sent.
 */
export function ChangePlanCard({
  view,
  clientId,
  onChanged,
}: {
  view: PlanView;
  clientId: string;
  onChanged: (result: ChangePlanResult, plan: PlanId) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = useLanguage();
  const collectsCard = view.checkout.collectsCard;
  const current = view.subscription;
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const {
    control,
    register,
    handleSubmit,
    watch,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<ChangePlanForm>({
    resolver: zodResolver(changePlanFormSchema(collectsCard)),
    defaultValues: {
      plan: current?.plan ?? 'basic',
      billing: current?.billing ?? 'monthly',
      cardNumber: '',
    },
  });
  const plan = watch('plan');
  const cycle = watch('billing');
  const due = amountDue(plan, cycle, i18n.language);
  const unchanged = isCurrentPlan(current, plan, cycle) && !current?.cancelAtPeriodEnd;
  const infoMissing = !isFreePlan(plan) && !view.billingInfoComplete;

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  async function submit(form: ChangePlanForm) {
    setFailure(null);
    try {
      const result = await billingApi.changePlan({
        params: { clientId },
        body: toChangePlanRequest(form, collectsCard),
      });
      if (result.state === 'redirect' && result.redirectUrl) {
        window.location.assign(result.redirectUrl);
        return;
      }
      resetField('cardNumber');
      onChanged(result, form.plan);
    } catch (error) {
      const fields = serverFieldErrors(error, ['paymentMethod'] as const);
      for (const field of fields) setError('cardNumber', { type: 'server', message: field.message });
      if (!fields.length) setFailure(errorText(error));
    }
  }

  const offerText = (id: PlanId) => {
    const offer = planOffer(id, cycle, i18n.language);
    const price = offer.price
      ? t(cycle === 'yearly' ? 'billing.offer.perYear' : 'billing.offer.perMonth', { price: offer.price })
      : t('billing.offer.free');
    const analyses =
      offer.analyses.kind === 'unlimited'
        ? t('billing.offer.unlimited')
        : offer.analyses.kind === 'free'
          ? t('billing.offer.freeAnalyses', { count: offer.analyses.count })
          : t('billing.offer.analysesPerPeriod', { count: offer.analyses.count });
    return { price, analyses };
  };

  return (
    <SectionCard title={t('billing.change.title')}>
      {view.pendingCheckout ? (
        <Alert variation="info" marginTop="1rem">
          {t('billing.change.pending', { plan: t(`billing.plans.${view.pendingCheckout.plan}`) })}
        </Alert>
      ) : null}
      <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="ap-acc-form">
        <Controller
          control={control}
          name="billing"
          render={({ field }) => (
            <RadioGroupField
              legend={t('billing.change.cycle')}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              direction="row"
              className="ap-bill-cycles"
            >
              {BILLING_CYCLES.map((id) => (
                <Radio key={id} value={id}>
                  {t(`billing.cycles.${id}`)}
                </Radio>
              ))}
            </RadioGroupField>
          )}
        />
        <Controller
          control={control}
          name="plan"
          render={({ field }) => (
            <RadioGroupField
              legend={t('billing.change.plan')}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              className="ap-bill-plans"
            >
              {PLAN_IDS.map((id) => {
                const offer = offerText(id);
                return (
                  <Radio key={id} value={id} className="ap-bill-plan" data-plan={id}>
                    <span className="ap-bill-plan__name">
                      {t(`billing.plans.${id}`)}
                      {isCurrentPlan(current, id, cycle) ? (
                        <span className="ap-bill-plan__badge">{t('billing.offer.currentBadge')}</span>
                      ) : null}
                    </span>
                    <span className="ap-bill-plan__price">{offer.price}</span>
                    <span className="ap-bill-plan__gives">{offer.analyses}</span>
                  </Radio>
                );
              })}
            </RadioGroupField>
          )}
        />
        {infoMissing ? (
          <Alert variation="warning">
            <Flex direction="column" gap="0.5rem" alignItems="flex-start">
              <Text>{t('billing.change.infoNeeded')}</Text>
              <Link as={RouterLink} to={`/${lang}/billing-info`}>
                {t('billing.change.infoLink')}
              </Link>
            </Flex>
          </Alert>
        ) : null}
        {collectsCard && due && !unchanged ? (
          <CardNumberField field={register('cardNumber')} errorKey={errors.cardNumber?.message} />
        ) : null}
        {failure ? (
          <div ref={failureRef} tabIndex={-1}>
            <Alert variation="error" role="alert">
              {failure}
            </Alert>
          </div>
        ) : null}
        <Flex alignItems="center" gap="1rem" wrap="wrap">
          <Button
            type="submit"
            variation="primary"
            isDisabled={unchanged || infoMissing}
            isLoading={isSubmitting}
            loadingText={t('billing.change.changing')}
          >
            {due && !unchanged ? t('billing.change.pay', { amount: due }) : t('billing.change.submit')}
          </Button>
          {current?.cancelAtPeriodEnd && current.endsAt ? (
            <Text as="span" className="ap-bill-muted">
              {t('billing.current.basicFollows', { date: formatDate(current.endsAt, i18n.language) })}
            </Text>
          ) : null}
        </Flex>
      </form>
    </SectionCard>
  );
}

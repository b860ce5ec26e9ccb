import { Alert, Badge, Flex, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { isFreePlan } from '@adpulse/shared/billing/plans';
import type { PlanView } from '@adpulse/shared/billing/schemas';
import { formatDate } from '../../i18n/format-date.ts';
import { SectionCard } from '../accounts/index.ts';

/**
 * The plan in force: its name, cycle, state and period, the analyses used and left; or the
 * spec's texts when a custom client has no subscription or it expired.
 */
export function CurrentPlanCard({ view }: { view: PlanView }) {
  const { t, i18n } = useTranslation();
  const day = (iso: string) => formatDate(iso, i18n.language);
  const subscription = view.subscription;

  if (!subscription) {
    return (
      <SectionCard title={t('billing.current.title')}>
        <Alert variation="warning" marginTop="1rem">
          {t('errors.noSubscription')}
        </Alert>
      </SectionCard>
    );
  }
  const expired = subscription.status === 'expired';
  const free = isFreePlan(subscription.plan);
  return (
    <SectionCard title={t('billing.current.title')}>
      <Flex alignItems="center" gap="0.75rem" wrap="wrap" marginTop="0.75rem">
        <Text as="strong" className="ap-bill-plan-name" data-testid="current-plan">
          {t(`billing.plans.${subscription.plan}`)}
        </Text>
        <Badge variation={expired ? 'error' : 'success'}>
          {t(expired ? 'billing.current.expired' : 'billing.current.active')}
        </Badge>
        <Text as="span" className="ap-bill-muted">
          {free
            ? t('billing.current.free')
            : t(
                subscription.billing === 'yearly'
                  ? 'billing.current.billedYearly'
                  : 'billing.current.billedMonthly',
              )}
        </Text>
      </Flex>
      {expired ? (
        <Alert variation="error" marginTop="1rem">
          {t('errors.subscriptionExpired')}
        </Alert>
      ) : null}
      <ul className="ap-bill-facts">
        {subscription.endsAt ? (
          <li>
            {expired
              ? t('billing.current.endedOn', { date: day(subscription.endsAt) })
              : subscription.cancelAtPeriodEnd
                ? t('billing.current.basicFollows', { date: day(subscription.endsAt) })
                : t('billing.current.endsOn', { date: day(subscription.endsAt) })}
          </li>
        ) : null}
        <li>
          {free
            ? t('billing.current.freeUsed', {
                used: subscription.analysesUsed,
                included: subscription.analysesIncluded,
                count: subscription.analysesIncluded,
              })
            : t('billing.current.periodUsed', {
                used: subscription.analysesUsed,
                count: subscription.analysesUsed,
              })}
        </li>
        <li>
          {t('billing.current.balance')}:{' '}
          <strong data-testid="plan-balance">
            {subscription.unlimited ? t('billing.current.unlimited') : view.balance}
          </strong>
        </li>
      </ul>
      {!view.selfService ? <Text className="ap-bill-muted">{t('billing.current.managed')}</Text> : null}
    </SectionCard>
  );
}

import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import type { PlanId } from '@adpulse/shared/billing/plans';
import type { ChangePlanResult } from '@adpulse/shared/billing/schemas';
import { billingApi } from '../../api/billing.ts';
import { swrKey, useApi } from '../../api/use-api.ts';
import { ScreenPage } from '../../components/ScreenPage.tsx';
import { formatDate } from '../../i18n/format-date.ts';
import { LoadFailed, LoadingCard, StatusLine } from '../accounts/index.ts';

import { ChangePlanCard } from './ChangePlanCard.tsx';
import { CurrentPlanCard } from './CurrentPlanCard.tsx';
import { InvoicesCard } from './InvoicesCard.tsx';
import { useClientInput } from './use-client-id.ts';

import './billing.css';

/**
 * plan: the plan in force and its analyses; a regular client changes plan here and finds the
 * invoices of its payments (custom clients' plans are contracts, their invoices on billing).
 */
export default function PlanScreen() {
  const { t, i18n } = useTranslation();
  const input = useClientInput();
  const { mutate: mutateKey } = useSWRConfig();
  const [search] = useSearchParams();
  const { data, error, mutate } = useApi(billingApi.getPlan, input);
  const checkout = search.get('checkout');
  const [status, setStatus] = useState<string | null>(
    checkout === 'complete'
      ? t('billing.change.checkoutComplete')
      : checkout === 'canceled'
        ? t('billing.change.checkoutCanceled')
        : null,
  );

  function changed(result: ChangePlanResult, plan: PlanId) {
    const ends = result.subscription?.endsAt;
    setStatus(
      result.state === 'scheduled' && ends
        ? t('billing.change.scheduled', { date: formatDate(ends, i18n.language) })
        : t('billing.change.changed', { plan: t(`billing.plans.${plan}`) }),
    );
    void mutate();
    if (input) void mutateKey(swrKey(billingApi.listInvoices, input));
  }

  return (
    <ScreenPage title={t('screens.plan')} intro={t('billing.planIntro')}>
      <StatusLine text={status} onDismiss={() => setStatus(null)} />
      {data && input ? (
        <div className="ap-bill-stack">
          <CurrentPlanCard view={data} />
          {data.selfService ? (
            <>
              <ChangePlanCard view={data} clientId={input.params.clientId} onChanged={changed} />
              <InvoicesCard />
            </>
          ) : null}
        </div>
      ) : error ? (
        <LoadFailed error={error} onRetry={() => void mutate()} />
      ) : (
        <LoadingCard label={t('billing.loading')} />
      )}
    </ScreenPage>
  );
}

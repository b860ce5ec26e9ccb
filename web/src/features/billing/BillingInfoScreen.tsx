import { useTranslation } from 'react-i18next';
import type { BillingInfoView } from '@adpulse/shared/billing/schemas';
import { billingApi } from '../../api/billing.ts';
import { useApi } from '../../api/use-api.ts';
import { ScreenPage } from '../../components/ScreenPage.tsx';
import { LoadFailed, LoadingCard } from '../accounts/index.ts';
import { BillingInfoForm } from './BillingInfoForm.tsx';
import { useClientInput } from './use-client-id.ts';
import './billing.css';

/** billing-info: the company details kept on the client, printed on invoices, used at checkout. */
export default function BillingInfoScreen() {
  const { t } = useTranslation();
  const input = useClientInput();
  const { data, error, mutate } = useApi(billingApi.getBillingInfo, input);
  const saved = (view: BillingInfoView) => void mutate(view, { revalidate: false });
  return (
    <ScreenPage title={t('screens.billingInfo')} intro={t('billing.infoIntro')}>
      {data && input ? (
        <BillingInfoForm view={data} clientId={input.params.clientId} onSaved={saved} />
      ) : error ? (
        <LoadFailed error={error} onRetry={() => void mutate()} />
      ) : (
        <LoadingCard label={t('billing.loading')} />
      )}
    </ScreenPage>
  );
}

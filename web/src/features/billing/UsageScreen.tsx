import { useTranslation } from 'react-i18next';
import { billingApi } from '../../api/billing.ts';
import { useApi } from '../../api/use-api.ts';
import { ScreenPage } from '../../components/ScreenPage.tsx';
import { LoadFailed, LoadingCard } from '../accounts/index.ts';
import { useClientInput } from './use-client-id.ts';
import './billing.css';

/** usage (spec section 3): the account balance, videos analysed, videos in progress. */
export default function UsageScreen() {
  const { t } = useTranslation();
  const { data, error, mutate } = useApi(billingApi.getUsage, useClientInput());
  const figures = data
    ? [
        {
          key: 'balance',
          label: t('billing.usage.balance'),
          value: data.unlimited ? t('billing.usage.unlimited') : String(data.balance),
          unit: data.unlimited ? null : t('billing.usage.analysesUnit'),
        },
        { key: 'analysed', label: t('billing.usage.analysed'), value: String(data.analysed), unit: null },
        {
          key: 'inProgress',
          label: t('billing.usage.inProgress'),
          value: String(data.inProgress),
          unit: null,
        },
      ]
    : [];
  return (
    <ScreenPage title={t('screens.usage')} intro={t('billing.usageIntro')}>
      {data ? (
        <dl className="ap-bill-figures">
          {figures.map((figure) => (
            <div key={figure.key} className="ap-card ap-bill-figure" data-figure={figure.key}>
              <dt>{figure.label}</dt>
              <dd>
                <strong>{figure.value}</strong>
                {figure.unit ? <span> {figure.unit}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : error ? (
        <LoadFailed error={error} onRetry={() => void mutate()} />
      ) : (
        <LoadingCard label={t('billing.loading')} />
      )}
    </ScreenPage>
  );
}

import { Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { billingApi } from '../../api/billing.ts';
import { useApi } from '../../api/use-api.ts';
import { ScreenPage } from '../../components/ScreenPage.tsx';
import { formatDate } from '../../i18n/format-date.ts';
import { LoadFailed, LoadingCard, SectionCard } from '../accounts/index.ts';
import { InvoicesCard } from './InvoicesCard.tsx';
import { useClientInput } from './use-client-id.ts';
import './billing.css';

const signed = (change: number) => (change > 0 ? `+${change}` : String(change));

/** billing: a custom client's balance of analyses with its latest changes, and its invoices. */
export default function BillingScreen() {
  const { t, i18n } = useTranslation();
  const { data, error, mutate } = useApi(billingApi.getCredits, useClientInput());
  return (
    <ScreenPage title={t('screens.billing')} intro={t('billing.billingIntro')}>
      <div className="ap-bill-stack">
        <SectionCard title={t('billing.credits.title')}>
          {data ? (
            <>
              <Text className="ap-bill-balance">
                {t('billing.credits.balance')}: <strong data-testid="credits-balance">{data.balance}</strong>
              </Text>
              <h3 className="ap-bill-subtitle">{t('billing.credits.ledger')}</h3>
              {data.entries.length ? (
                <div className="ap-bill-table">
                  <Table size="small" variation="striped">
                    <TableHead>
                      <TableRow>
                        <TableCell as="th">{t('billing.credits.when')}</TableCell>
                        <TableCell as="th">{t('billing.credits.why')}</TableCell>
                        <TableCell as="th" className="ap-bill-num">
                          {t('billing.credits.change')}
                        </TableCell>
                        <TableCell as="th" className="ap-bill-num">
                          {t('billing.credits.after')}
                        </TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.entries.map((entry) => (
                        <TableRow key={`${entry.at}-${entry.reason}-${entry.balanceAfter}`}>
                          <TableCell data-label={t('billing.credits.when')}>
                            {formatDate(entry.at, i18n.language)}
                          </TableCell>
                          <TableCell data-label={t('billing.credits.why')}>
                            {t(`billing.credits.reasons.${entry.reason}`)}
                          </TableCell>
                          <TableCell data-label={t('billing.credits.change')} className="ap-bill-num">
                            {signed(entry.change)}
                          </TableCell>
                          <TableCell data-label={t('billing.credits.after')} className="ap-bill-num">
                            {entry.balanceAfter}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </div>
              ) : (
                <Text className="ap-bill-empty">{t('billing.credits.empty')}</Text>
              )}
            </>
          ) : error ? (
            <LoadFailed error={error} onRetry={() => void mutate()} />
          ) : (
            <LoadingCard inline label={t('billing.loading')} />
          )}
        </SectionCard>
        <InvoicesCard />
      </div>
    </ScreenPage>
  );
}

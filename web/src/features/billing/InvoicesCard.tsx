import { useState } from 'react';
import { Alert, Button, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@adpulse/shared/i18n/money';
import type { Invoice } from '@adpulse/shared/billing/schemas';
import { billingApi } from '../../api/billing.ts';
import { errorText } from '../../api/error-text.ts';
import { useApi } from '../../api/use-api.ts';
import { formatDate } from '../../i18n/format-date.ts';
import { LoadFailed, LoadingCard, SectionCard } from '../accounts/index.ts';
import { useClientInput } from './use-client-id.ts';

/**
 * The client's invoices, newest first, each downloadable as its PDF (a short-lived link the
 * browser saves as a file), with the spec's note that an invoice may take a day to appear.
 */
export function InvoicesCard() {
  const { t, i18n } = useTranslation();
  const input = useClientInput();
  const { data, error, mutate } = useApi(billingApi.listInvoices, input);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function download(invoice: Invoice) {
    if (!input) return;
    setFailure(null);
    setBusy(invoice._id);
    try {
      const link = await billingApi.downloadInvoice({
        params: { clientId: input.params.clientId, invoiceId: invoice._id },
      });
      // The link answers the PDF as an attachment: the browser saves it and the page stays.
      window.location.assign(link.url);
    } catch (cause) {
      setFailure(`${t('billing.invoices.downloadFailed')} ${errorText(cause)}`);
    } finally {
      setBusy(null);
    }
  }

  return (
    <SectionCard title={t('billing.invoices.title')} intro={t('billing.invoices.note')}>
      {data ? (
        data.items.length ? (
          <div className="ap-bill-table">
            <Table size="small" variation="striped" highlightOnHover>
              <TableHead>
                <TableRow>
                  <TableCell as="th">{t('billing.invoices.number')}</TableCell>
                  <TableCell as="th">{t('billing.invoices.date')}</TableCell>
                  <TableCell as="th">{t('billing.invoices.description')}</TableCell>
                  <TableCell as="th" className="ap-bill-num">
                    {t('billing.invoices.total')}
                  </TableCell>
                  <TableCell as="th">{t('billing.invoices.file')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((invoice) => (
                  <TableRow key={invoice._id} data-invoice={invoice.number}>
                    <TableCell data-label={t('billing.invoices.number')}>{invoice.number}</TableCell>
                    <TableCell data-label={t('billing.invoices.date')}>
                      {formatDate(invoice.issuedAt, i18n.language)}
                    </TableCell>
                    <TableCell data-label={t('billing.invoices.description')}>
                      {invoice.description}
                    </TableCell>
                    <TableCell data-label={t('billing.invoices.total')} className="ap-bill-num">
                      {formatCents(invoice.total, i18n.language)}
                    </TableCell>
                    <TableCell data-label={t('billing.invoices.file')}>
                      <Button
                        size="small"
                        isLoading={busy === invoice._id}
                        aria-label={t('billing.invoices.downloadLabel', { number: invoice.number })}
                        onClick={() => void download(invoice)}
                      >
                        {t('billing.invoices.download')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        ) : (
          <Text className="ap-bill-empty">{t('billing.invoices.empty')}</Text>
        )
      ) : error ? (
        <LoadFailed error={error} onRetry={() => void mutate()} />
      ) : (
        <LoadingCard inline label={t('billing.loading')} />
      )}
      <div role="status">
        {failure ? (
          <Alert variation="error" marginTop="1rem">
            {failure}
          </Alert>
        ) : null}
      </div>
    </SectionCard>
  );
}

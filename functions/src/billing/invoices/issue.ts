import type { Invoice } from '@adpulse/shared/billing/schemas';
import { now } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import { storage } from '../../platform/storage.ts';
import {
  findInvoice,
  issueInvoice,
  listInvoices,
  setInvoicePdf,
  type InvoiceDraft,
  type InvoiceRecord,
} from '../data/invoices.ts';
import { renderInvoicePdf } from './pdf.ts';

/** Presigned links to an invoice's PDF live 5 minutes: enough to start the download. */
const DOWNLOAD_SECONDS = 5 * 60;

const pdfKeyOf = (invoice: InvoiceRecord) =>
  `invoices/${invoice.clientId}/${invoice.year}/${invoice.number}.pdf`;

/**
 * The invoice of a payment: numbered (once per payment), then its PDF made and stored in the
 * results bucket. A PDF that failed to store is made again on the next call or on download,
 * under the same number.
 */
export async function invoicePayment(draft: InvoiceDraft): Promise<InvoiceRecord> {
  const invoice = await issueInvoice(draft);
  return invoice.pdfKey ? invoice : storeInvoicePdf(invoice);
}

async function storeInvoicePdf(invoice: InvoiceRecord): Promise<InvoiceRecord> {
  const key = pdfKeyOf(invoice);
  const bytes = await renderInvoicePdf(invoice);
  await storage().put({ bucket: 'results', key }, Buffer.from(bytes), 'application/pdf');
  await setInvoicePdf(invoice.clientId, invoice._id, key);
  return { ...invoice, pdfKey: key };
}

/** What the billing screen lists of an invoice. */
export function invoiceView(invoice: InvoiceRecord): Invoice {
  return {
    _id: invoice._id,
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    kind: invoice.kind,
    description: invoice.description,
    net: invoice.net,
    vat: invoice.vat,
    total: invoice.total,
    currency: invoice.currency,
    ...(invoice.projectId ? { projectId: invoice.projectId } : {}),
    ...(invoice.plan ? { plan: invoice.plan } : {}),
    ...(invoice.periodStart ? { periodStart: invoice.periodStart } : {}),
    ...(invoice.periodEnd ? { periodEnd: invoice.periodEnd } : {}),
  };
}

/** GET /clients/{clientId}/invoices: the client's invoices, newest first. */
export async function clientInvoices(clientId: string): Promise<{ items: Invoice[] }> {
  return { items: (await listInvoices(clientId)).map(invoiceView) };
}

/** GET /clients/{clientId}/invoices/{invoiceId}/pdf: a short-lived download link. */
export async function invoiceDownload(clientId: string, invoiceId: string) {
  const found = await findInvoice(clientId, invoiceId);
  if (!found) throw notFound();
  const invoice = found.pdfKey ? found : await storeInvoicePdf(found);
  const url = await storage().downloadUrl(
    { bucket: 'results', key: invoice.pdfKey ?? pdfKeyOf(invoice) },
    `AdPulse-invoice-${invoice.number}.pdf`,
    DOWNLOAD_SECONDS,
  );
  return { url, expiresAt: new Date(now() + DOWNLOAD_SECONDS * 1000).toISOString() };
}

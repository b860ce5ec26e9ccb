import { PDFDocument, StandardFonts } from 'pdf-lib';
import { PDF_MUTED as MUTED, PdfWriter } from '../../platform/pdf-writer.ts';
import { VAT_RATE } from '@adpulse/shared/billing/plans';
import { formatCents } from '@adpulse/shared/i18n/money';
import type { InvoiceRecord } from '../data/invoices.ts';
import { INVOICE_ISSUER } from './issuer.ts';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;

/** Italian invoices, bilingual labels (Italian / English), dates in the Italian format. */
const DATE = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const formatDate = (iso: string) => DATE.format(new Date(iso));

/**
 * The invoice as a one-page A4 PDF (pdf-lib, standard Helvetica): seller, buyer, the line, the
 * taxable amount, VAT and total, how it was paid. Characters Helvetica cannot encode (it covers
 * Western European scripts) are shown as "?".
 */
export async function renderInvoicePdf(invoice: InvoiceRecord): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Fattura ${invoice.number}`);
  pdf.setAuthor(INVOICE_ISSUER.name);
  pdf.setCreationDate(new Date(invoice.issuedAt));
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const writer = new PdfWriter(page, regular, bold, MARGIN);

  writer.text(INVOICE_ISSUER.name, MARGIN, 790, 16, true);
  writer.lines(
    [
      INVOICE_ISSUER.address,
      INVOICE_ISSUER.city,
      INVOICE_ISSUER.country,
      `P. IVA / VAT ${INVOICE_ISSUER.vat}`,
      INVOICE_ISSUER.email,
    ],
    MARGIN,
    772,
    9,
    MUTED,
  );
  writer.text('Fattura / Invoice', 340, 790, 16, true);
  writer.lines([`N. ${invoice.number}`, `Data / Date ${formatDate(invoice.issuedAt)}`], 340, 772, 10);

  const buyer = invoice.billedTo;
  writer.text('Cliente / Bill to', MARGIN, 680, 10, true);
  writer.lines(
    [
      buyer.company,
      buyer.address,
      `${buyer.zip} ${buyer.city}${buyer.province ? ` (${buyer.province})` : ''}`,
      buyer.country,
      `P. IVA / VAT ${buyer.vat}`,
      ...(buyer.recipientCode ? [`Codice destinatario / Recipient code ${buyer.recipientCode}`] : []),
      ...(buyer.pec ? [`PEC ${buyer.pec}`] : []),
      ...(buyer.po ? [`Ordine d'acquisto / PO ${buyer.po}`] : []),
    ],
    MARGIN,
    664,
    10,
  );

  const tableTop = 520;
  writer.rule(tableTop + 16);
  writer.text('Descrizione / Description', MARGIN, tableTop, 10, true);
  writer.textRight('Importo / Amount', tableTop, 10, true);
  writer.rule(tableTop - 8);
  let y = tableTop - 26;
  y = writer.wrapped(invoice.description, MARGIN, y, 10, 340);
  if (invoice.periodStart && invoice.periodEnd) {
    writer.text(
      `Periodo / Period ${formatDate(invoice.periodStart)} - ${formatDate(invoice.periodEnd)}`,
      MARGIN,
      y,
      9,
      false,
      MUTED,
    );
    y -= 14;
  }
  writer.textRight(formatCents(invoice.net, 'it'), tableTop - 26, 10);
  y = Math.min(y, tableTop - 40) - 10;
  writer.rule(y);

  const rate = Math.round(VAT_RATE * 100);
  const totals: [string, string, boolean][] = [
    ['Imponibile / Taxable amount', formatCents(invoice.net, 'it'), false],
    [`IVA ${rate}% / VAT ${rate}%`, formatCents(invoice.vat, 'it'), false],
    ['Totale / Total', formatCents(invoice.total, 'it'), true],
  ];
  y -= 20;
  for (const [label, amount, strong] of totals) {
    writer.text(label, 340, y, strong ? 11 : 10, strong);
    writer.textRight(amount, y, strong ? 11 : 10, strong);
    y -= 18;
  }

  writer.text('Pagamento / Payment', MARGIN, y - 20, 10, true);
  writer.lines(
    [
      `Pagata / Paid ${formatDate(invoice.issuedAt)} - ${invoice.paidWith.provider === 'stripe' ? 'Stripe' : 'Carta (test) / Card (test)'}`,
      `Rif. / Ref. ${invoice.paidWith.reference}`,
    ],
    MARGIN,
    y - 36,
    9,
    MUTED,
  );
  writer.text(
    'Documento emesso da AdPulse / Issued by AdPulse. Prezzi IVA inclusa / Prices include VAT.',
    MARGIN,
    60,
    8,
    false,
    MUTED,
  );
  return pdf.save();
}

import { splitVat } from '@adpulse/shared/billing/plans';
import { now } from '../../platform/clock.ts';
import { findPayment } from '../data/payments.ts';
import type { InvoiceRecord } from '../data/invoices.ts';
import { invoicePayment } from '../invoices/issue.ts';
import { billingInfoForPayment } from '../plans/billed-to.ts';
import type { PurchaseInput } from '@adpulse/shared/workflows/purchase';

/**
 * The invoice of a project paid by card, once (source `purchase-<projectId>`), made out to the
 * billing details of the project's checkout as the order carries them (no project read);
 * nothing for a project paid with credits.
 */
export async function invoicePurchase(purchase: PurchaseInput): Promise<InvoiceRecord | null> {
  if (purchase.order.method !== 'card') return null;
  const payment = await findPayment(purchase.clientId, purchase.projectId);
  if (!payment) return null;
  const fromClient = await billingInfoForPayment(purchase.clientId);
  const { net, vat } = splitVat(payment.amount);
  return invoicePayment({
    clientId: purchase.clientId,
    source: `purchase-${purchase.projectId}`,
    kind: 'purchase',
    issuedAt: new Date(now()).toISOString(),
    description: purchase.order.description,
    net,
    vat,
    total: payment.amount,
    currency: 'eur',
    projectId: purchase.projectId,
    billedTo: { ...fromClient.billedTo, ...purchase.order.billedTo },
    paidWith: { provider: payment.provider, reference: payment.chargeId },
  });
}

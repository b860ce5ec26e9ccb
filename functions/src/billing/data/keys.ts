/**
 * Keys of the billing items (functions/src/billing/README.md lists the access patterns). Every
 * item of a client lives under `CLIENT#<clientId>`; the invoice counters of the year and the
 * payment provider's notifications are the product's own, not a client's.
 */
const client = (clientId: string) => `CLIENT#${clientId}`;

export const subscriptionKey = (clientId: string) => ({ pk: client(clientId), sk: 'SUBSCRIPTION' });
export const balanceKey = (clientId: string) => ({ pk: client(clientId), sk: 'BALANCE' });
export const LEDGER_PREFIX = 'LEDGER#';
export const ledgerKey = (clientId: string, at: string, entryId: string) => ({
  pk: client(clientId),
  sk: `${LEDGER_PREFIX}${at}#${entryId}`,
});
export const CONSUMPTION_PREFIX = 'CREDITS#';
export const consumptionKey = (clientId: string, projectId: string) => ({
  pk: client(clientId),
  sk: `${CONSUMPTION_PREFIX}${projectId}`,
});
export const PAYMENT_PREFIX = 'PAYMENT#';
/** A project's payment, written once. */
export const paymentKey = (clientId: string, projectId: string) => ({
  pk: client(clientId),
  sk: `${PAYMENT_PREFIX}${projectId}`,
});
/** How many of a project's payments were given back because their purchase failed (`chargeGeneration`). */
export const chargeGenerationKey = (clientId: string, projectId: string) => ({
  pk: client(clientId),
  sk: `CHARGEGEN#${projectId}`,
});
export const periodKey = (clientId: string, periodId: string) => ({
  pk: client(clientId),
  sk: `PERIOD#${periodId}`,
});
export const INVOICE_PREFIX = 'INVOICE#';
export const invoiceKey = (clientId: string, invoiceId: string) => ({
  pk: client(clientId),
  sk: `${INVOICE_PREFIX}${invoiceId}`,
});
export const invoiceSourceKey = (clientId: string, source: string) => ({
  pk: client(clientId),
  sk: `INVOICESOURCE#${source}`,
});
export const invoiceCounterKey = (year: number) => ({ pk: `INVOICES#${year}`, sk: 'COUNTER' });
/** gsi1 of an invoice: the year's register, in number order. */
export const invoiceRegisterPk = (year: number) => `INVOICES#${year}`;
export const billingInfoKey = (clientId: string) => ({ pk: client(clientId), sk: 'BILLINGINFO' });
export const planCheckoutKey = (clientId: string) => ({ pk: client(clientId), sk: 'PLANCHECKOUT' });
export const webhookEventKey = (provider: string, eventId: string) => ({
  pk: `WEBHOOK#${provider}#${eventId}`,
  sk: 'EVENT',
});

/** An item without its keys and index attributes. */
export function withoutKeys<T>(item: Record<string, unknown>): T {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _s1, ...rest } = item;
  return rest as T;
}

/**
 * The seller on every invoice. Placeholder company data for this build: replace with the
 * operating company's registered details before issuing real invoices.
 */
export const INVOICE_ISSUER = {
  name: 'AdPulse S.r.l.',
  address: 'Via Example 1',
  city: '20121 Milano (MI)',
  country: 'Italia',
  vat: 'IT00000000000',
  email: 'billing@adpulse.example',
} as const;

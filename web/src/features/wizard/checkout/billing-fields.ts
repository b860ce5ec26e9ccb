import type { BillingInfoField } from '@adpulse/shared/billing/schemas';

/** How the billing details are laid out (checkout and the billing-info screen share it). */
export const BILLING_FIELD_LAYOUT: {
  field: BillingInfoField;
  wide?: boolean;
  autoComplete?: string;
  required?: boolean;
}[] = [
  { field: 'company', wide: true, autoComplete: 'organization', required: true },
  { field: 'vat', required: true },
  { field: 'po' },
  { field: 'address', wide: true, autoComplete: 'street-address', required: true },
  { field: 'zip', autoComplete: 'postal-code', required: true },
  { field: 'city', autoComplete: 'address-level2', required: true },
  { field: 'province', autoComplete: 'address-level1' },
  { field: 'country', autoComplete: 'country', required: true },
  { field: 'recipientCode' },
  { field: 'pec', autoComplete: 'email' },
];

/** The catalogue key of each billing field's label. */
export const BILLING_LABEL_KEY: Record<BillingInfoField, `wizard.fields.${string}`> = {
  company: 'wizard.fields.company',
  vat: 'wizard.fields.vat',
  address: 'wizard.fields.address',
  zip: 'wizard.fields.zip',
  city: 'wizard.fields.city',
  province: 'wizard.fields.province',
  country: 'wizard.fields.billingCountry',
  recipientCode: 'wizard.fields.recipientCode',
  pec: 'wizard.fields.pec',
  po: 'wizard.fields.po',
};

import { describe, expect, it } from 'vitest';
import {
  cardDigits,
  formOf,
  isSavable,
  paymentFormSchema,
  paymentFormSchemaFor,
  toPayment,
  type PaymentForm,
} from './payment-form.ts';

const complete: PaymentForm = {
  ...formOf({}),
  company: 'Acme S.r.l.',
  vat: '12345678901',
  address: 'Via Roma 1',
  zip: '20100',
  city: 'Milano',
  acceptedTerms: true,
  cardNumber: '4242 4242 4242 4242',
};

const fieldsWithErrors = (form: PaymentForm) => {
  const parsed = paymentFormSchema.safeParse(form);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('the checkout form', () => {
  it("asks no card when the provider's page takes it (Stripe), and still the billing rules", () => {
    const stripeForm = paymentFormSchemaFor(false);
    expect(stripeForm.safeParse({ ...complete, cardNumber: '' }).success).toBe(true);
    expect(paymentFormSchema.safeParse({ ...complete, cardNumber: '' }).success).toBe(false);
    const parsed = stripeForm.safeParse({ ...complete, cardNumber: '', vat: '123' });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path[0])).toEqual(['vat']);
  });

  it('accepts complete billing details, an 11-digit VAT, accepted terms and a card', () => {
    expect(fieldsWithErrors(complete)).toEqual({});
  });

  it('uses the shared billing rules and checks the card number', () => {
    expect(fieldsWithErrors({ ...complete, vat: '1234567890', acceptedTerms: false, city: ' ' })).toEqual({
      vat: 'validation.vat',
      acceptedTerms: 'validation.checkbox',
      city: 'validation.required',
    });
    expect(fieldsWithErrors({ ...complete, pec: 'not-an-email' })).toEqual({ pec: 'validation.email' });
    expect(fieldsWithErrors({ ...complete, cardNumber: '' })).toEqual({ cardNumber: 'validation.required' });
    expect(fieldsWithErrors({ ...complete, cardNumber: '4242 42' })).toEqual({
      cardNumber: 'validation.invalid',
    });
  });

  it('stores only what was filled in, and saves while typing only what the API takes', () => {
    expect(toPayment(complete)).toEqual({
      company: 'Acme S.r.l.',
      vat: '12345678901',
      address: 'Via Roma 1',
      zip: '20100',
      city: 'Milano',
      country: 'IT',
      acceptedTerms: true,
    });
    expect(isSavable({ ...complete, vat: '' })).toBe(true);
    expect(isSavable({ ...complete, vat: '123' })).toBe(false);
    expect(cardDigits('4242-4242 4242 4242')).toBe('4242424242424242');
  });
});

import * as z from 'zod';
import { MESSAGE } from '@adpulse/shared/accounts/fields';
import { paymentSchema, type Payment } from '@adpulse/shared/projects/schemas';
import { paymentProblems } from '@adpulse/shared/wizard/steps';
import { BILLING_INFO_FIELDS, type BillingInfoField } from '@adpulse/shared/billing/schemas';

export type PaymentForm = Record<BillingInfoField, string> & { acceptedTerms: boolean; cardNumber: string };

/** A card number as typed: digits and spaces, 12 to 19 digits (the provider checks the rest). */
const CARD_RULE = /^\d{12,19}$/;
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** What is wrong with a typed card number (a catalogue key), or null. */
export function cardProblem(value: string): string | null {
  const card = cardDigits(value);
  if (!card) return MESSAGE.required;
  return CARD_RULE.test(card) ? null : MESSAGE.invalid;
}

/** The billing details to store: empty optional texts left out, so a blank PEC is no bad e-mail. */
export function toPayment(form: PaymentForm): Payment {
  const payment: Payment = { acceptedTerms: form.acceptedTerms };
  for (const field of BILLING_INFO_FIELDS) {
    const value = form[field].trim();
    if (value) payment[field] = value;
  }
  return payment;
}

export function formOf(payment: Payment): PaymentForm {
  const form = { acceptedTerms: payment.acceptedTerms === true, cardNumber: '' } as PaymentForm;
  for (const field of BILLING_INFO_FIELDS) form[field] = payment[field] ?? '';
  if (!form.country) form.country = 'IT';
  return form;
}

/** Whether the details can be saved as they are (the API validates every field it gets). */
export function isSavable(form: PaymentForm): boolean {
  return paymentSchema.safeParse(toPayment(form)).success;
}

/**
 * The checkout form: the shared billing rules (required fields, an 11-digit VAT, terms
 * accepted), each field's own rule, and a card number when our form takes the card (the test
 * provider; Stripe takes it on its own page).
 */
const text = z.string();
export const paymentFormSchemaFor = (collectsCard: boolean) =>
  z
    .object({
      company: text,
      vat: text,
      address: text,
      zip: text,
      city: text,
      province: text,
      country: text,
      recipientCode: text,
      pec: text,
      po: text,
      acceptedTerms: z.boolean(),
      cardNumber: text,
    })
    .superRefine((form, ctx) => {
      const payment = toPayment(form);
      const seen = new Set<string>();
      const add = (field: string, message: string) => {
        if (seen.has(field)) return;
        seen.add(field);
        ctx.addIssue({ code: 'custom', path: [field], message });
      };
      for (const problem of paymentProblems(payment))
        add(problem.field.replace(/^payment\./, ''), problem.message);
      const parsed = paymentSchema.safeParse(payment);
      if (!parsed.success) for (const issue of parsed.error.issues) add(String(issue.path[0]), issue.message);
      const card = collectsCard ? cardProblem(form.cardNumber) : null;
      if (card) add('cardNumber', card);
    });
export const paymentFormSchema = paymentFormSchemaFor(true);

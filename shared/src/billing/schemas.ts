import * as z from 'zod';
import { MESSAGE, idField, optionalText, requiredText } from '../accounts/fields.ts';
import { reportedErrorSchema } from '../contracts/errors.ts';
import { AUDIENCE_SOURCES } from '../projects/constants.ts';
import { enumField } from '../projects/fields.ts';
import { VAT_RULE } from '../wizard/steps.ts';
import { BILLING_CYCLES, PLAN_IDS } from './plans.ts';
import { PAYMENT_METHODS } from './purchase.ts';

/**
 * Billing information of a client (spec sections 3 and 5): company, VAT (exactly 11 digits),
 * address, country, zip or postal code, city, province, recipient code, PEC, PO number and the
 * accepted terms. Kept on the client and reused at checkout; the same fields as a project's
 * payment, with the rules of a card payment (`paymentProblems`) as required fields.
 */
export const billingInfoSchema = z.object({
  company: requiredText(200),
  vat: z
    .string({ error: MESSAGE.required })
    .trim()
    .min(1, { error: MESSAGE.required, abort: true })
    .regex(VAT_RULE, 'validation.vat'),
  address: requiredText(200),
  country: requiredText(64),
  zip: requiredText(16),
  city: requiredText(100),
  province: optionalText(100),
  recipientCode: optionalText(16),
  pec: z
    .string({ error: MESSAGE.invalid })
    .trim()
    .max(254, MESSAGE.email)
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.email(MESSAGE.email).optional()),
  po: optionalText(100),
  acceptedTerms: z.boolean({ error: MESSAGE.checkbox }).refine((value) => value, MESSAGE.checkbox),
});
export type BillingInfo = z.output<typeof billingInfoSchema>;
export type BillingInfoInput = z.input<typeof billingInfoSchema>;

export const BILLING_INFO_FIELDS = [
  'company',
  'vat',
  'address',
  'zip',
  'city',
  'province',
  'country',
  'recipientCode',
  'pec',
  'po',
] as const;
export type BillingInfoField = (typeof BILLING_INFO_FIELDS)[number];

/** GET /clients/{clientId}/billing-info: the stored information, or null before the first save. */
export const billingInfoViewSchema = z.object({
  billingInfo: billingInfoSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type BillingInfoView = z.infer<typeof billingInfoViewSchema>;

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * How this deployment takes card payments: the test provider takes a (test) card number in our
 * form; Stripe takes the card on its hosted Checkout page, so our form has no card field.
 */
export const checkoutSettingsSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  collectsCard: z.boolean(),
});
export type CheckoutSettings = z.infer<typeof checkoutSettingsSchema>;

/** Who manages a subscription: the client on the plan screen, or an operator under a contract. */
export const SUBSCRIPTION_SOURCES = ['free', 'test', 'stripe', 'operator'] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

/** The client's active subscription (spec section 3), with its expiry. */
export const subscriptionViewSchema = z.object({
  plan: z.enum(PLAN_IDS),
  billing: z.enum(BILLING_CYCLES),
  status: z.enum(['active', 'expired']),
  startsAt: z.string(),
  /** Null: never ends (basic). */
  endsAt: z.string().nullable(),
  unlimited: z.boolean(),
  /** Analyses used since this period started (on basic: the free analyses used). */
  analysesUsed: z.number().int().nonnegative(),
  /** Analyses a period of the plan adds; basic's free analyses. */
  analysesIncluded: z.number().int().nonnegative(),
  source: z.enum(SUBSCRIPTION_SOURCES),
  /** The paid plan ends at endsAt and basic follows (a regular client chose basic). */
  cancelAtPeriodEnd: z.boolean(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/** GET /clients/{clientId}/plan: what the plan screen shows. */
export const planViewSchema = z.object({
  subscription: subscriptionViewSchema.nullable(),
  /** Analyses available besides an unlimited plan. */
  balance: z.number().int(),
  checkout: checkoutSettingsSchema,
  /** The client may change plan itself (regular clients); custom clients' plans are contracts. */
  selfService: z.boolean(),
  billingInfoComplete: z.boolean(),
  /** A plan checkout on the provider's page that has not been confirmed yet. */
  pendingCheckout: z.object({ plan: z.enum(PLAN_IDS), billing: z.enum(BILLING_CYCLES) }).nullable(),
});
export type PlanView = z.infer<typeof planViewSchema>;

/** POST /clients/{clientId}/plan: the plan and cycle; a test card for the test provider. */
export const changePlanRequestSchema = z.object({
  plan: enumField(PLAN_IDS),
  billing: enumField(BILLING_CYCLES),
  paymentMethod: z.string().trim().max(200, MESSAGE.invalid).optional(),
});
export type ChangePlanRequest = z.input<typeof changePlanRequestSchema>;

/**
 * active: the new plan is in force; scheduled: basic follows when the paid period ends;
 * redirect: pay on the provider's page at `redirectUrl` (the plan starts when it confirms).
 */
export const changePlanResultSchema = z.object({
  state: z.enum(['active', 'scheduled', 'redirect']),
  redirectUrl: z.url().optional(),
  subscription: subscriptionViewSchema.optional(),
});
export type ChangePlanResult = z.infer<typeof changePlanResultSchema>;

export const INVOICE_KINDS = ['purchase', 'subscription'] as const;

/** An invoice as the billing screen lists it; amounts in cents, VAT included in `total`. */
export const invoiceSchema = z.object({
  _id: z.string(),
  /** `2026-000042`: the year and a sequence without gaps within it. */
  number: z.string(),
  issuedAt: z.string(),
  kind: z.enum(INVOICE_KINDS),
  description: z.string(),
  net: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  currency: z.literal('eur'),
  projectId: z.string().optional(),
  plan: z.enum(PLAN_IDS).optional(),
  periodStart: z.string().optional(),
  periodEnd: z.string().optional(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListSchema = z.object({ items: z.array(invoiceSchema) });
export const invoiceParamsSchema = z.object({
  clientId: idField,
  invoiceId: z.string().regex(/^\d{4}-\d{6}$/, MESSAGE.invalid),
});
/** A short-lived link to the invoice's PDF. */
export const invoiceDownloadSchema = z.object({ url: z.string(), expiresAt: z.string() });

/** GET /clients/{clientId}/usage (spec section 3): account balance, videos analysed and in progress. */
export const usageSchema = z.object({
  balance: z.number().int(),
  unlimited: z.boolean(),
  analysed: z.number().int().nonnegative(),
  inProgress: z.number().int().nonnegative(),
});
export type Usage = z.infer<typeof usageSchema>;

export const LEDGER_REASONS = ['free', 'plan', 'top-up', 'purchase', 'adjustment', 'returned'] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** One change of a client's analysis balance: who, when, why, and the balance after it. */
export const ledgerEntrySchema = z.object({
  at: z.string(),
  change: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.enum(LEDGER_REASONS),
  note: z.string(),
  actor: z.object({ kind: z.enum(['user', 'operator', 'system']), id: z.string() }),
  projectId: z.string().optional(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** GET /clients/{clientId}/credits: the balance and its latest changes, newest first. */
export const creditsViewSchema = z.object({ balance: z.number().int(), entries: z.array(ledgerEntrySchema) });
export type CreditsView = z.infer<typeof creditsViewSchema>;

/**
 * GET /projects/{projectId}/buy/quote: how this project would be paid now. A refusal that
 * already applies (no subscription, expired, not enough analyses) comes as `problem`, so the
 * checkout shows the spec's text before the user confirms.
 */
export const priceBreakdownSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('package'),
    type: z.enum(['discover', 'abtest', 'sequential']),
    /** Who answers: the panel (charged per respondent) or the client's own link (set-up only). */
    audience: z.enum(AUDIENCE_SOURCES),
    sampleSize: z.number().int().positive(),
    setup: z.number().nonnegative(),
    perRespondent: z.number().nonnegative(),
    total: z.number().nonnegative(),
  }),
  z.object({
    kind: z.literal('predict'),
    sampleSize: z.number().int().positive(),
    total: z.number().nonnegative(),
  }),
]);
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

export const purchaseQuoteSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  /** Euros charged by card; 0 with credits. */
  amount: z.number().nonnegative(),
  /**
   * The project's card price and how it is made (shared/src/billing/pricing.ts); null for a
   * package priced on quotation. With credits it is what the project would cost by card.
   */
  price: priceBreakdownSchema.nullable(),
  analyses: z.number().int().positive(),
  /** Analyses available; null on an unlimited plan. */
  available: z.number().int().nullable(),
  checkout: checkoutSettingsSchema,
  problem: reportedErrorSchema.optional(),
});
export type PurchaseQuote = z.infer<typeof purchaseQuoteSchema>;

/**
 * The price list of the product in one place: plans (spec section 3: basic free with a count of
 * free analyses, pro, extreme unlimited; each billed monthly or yearly), what a predict costs
 * when the plan has no analysis left, and the VAT rate invoices show. The package prices are the
 * spec's (`PACKAGES` of shared/src/projects/constants.ts). Prices are in euros, VAT included;
 * every screen and export shows them with `formatEuro` (shared/src/i18n/money.ts: one format per
 * language, as issue 26 asks over the spec's Italian format for all).
 * The spec gives no plan prices or credit amounts: these are ours.
 */
export const PLAN_IDS = ['basic', 'pro', 'extreme'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export interface PlanConfig {
  /** Euros per cycle, VAT included; 0 is free. */
  price: Record<BillingCycle, number>;
  /** Analyses added to the balance when a paid period starts (unused ones carry over). */
  analysesPerPeriod: Record<BillingCycle, number>;
  /** Analyses given once, when a client first gets the plan (basic's free analyses). */
  freeAnalyses: number;
  /** Purchases take nothing from the balance. */
  unlimited: boolean;
}

export const PLANS: Record<PlanId, PlanConfig> = {
  basic: {
    price: { monthly: 0, yearly: 0 },
    analysesPerPeriod: { monthly: 0, yearly: 0 },
    freeAnalyses: 3,
    unlimited: false,
  },
  pro: {
    price: { monthly: 290, yearly: 2900 },
    analysesPerPeriod: { monthly: 10, yearly: 120 },
    freeAnalyses: 0,
    unlimited: false,
  },
  extreme: {
    price: { monthly: 990, yearly: 9900 },
    analysesPerPeriod: { monthly: 0, yearly: 0 },
    freeAnalyses: 0,
    unlimited: true,
  },
};

/** The plan every regular client starts on (custom clients get theirs from an operator). */
export const DEFAULT_PLAN: PlanId = 'basic';

/** A predict analysis paid by card when the plan has no analysis left (euros, VAT included). */
export const PREDICT_PRICE = 49;

/** Italian VAT: prices include it, invoices show the taxable amount and the tax apart. */
export const VAT_RATE = 0.22;

export const CURRENCY = 'eur';

export const isFreePlan = (plan: PlanId) => PLANS[plan].price.monthly === 0;

/** The plan's price for a cycle in cents, as payment providers take it. */
export const planPriceCents = (plan: PlanId, cycle: BillingCycle) =>
  Math.round(PLANS[plan].price[cycle] * 100);

/** Taxable amount and VAT of a price that includes VAT, in cents (the VAT rounds half up). */
export function splitVat(totalCents: number, rate = VAT_RATE): { net: number; vat: number } {
  const net = Math.round(totalCents / (1 + rate));
  return { net, vat: totalCents - net };
}

/**
 * The end of a billing period that starts at `start`: one calendar month or year later, on the
 * same day (the last day of a shorter month: 31 January + 1 month is 28 or 29 February).
 */
export function periodEnd(start: Date, cycle: BillingCycle): Date {
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  if (cycle === 'monthly') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

export { formatCents, formatEuro } from '../i18n/money.ts';

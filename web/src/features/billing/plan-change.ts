import * as z from 'zod';
import { formatEuro } from '@adpulse/shared/i18n/money';
import { PLANS, isFreePlan, type BillingCycle, type PlanId } from '@adpulse/shared/billing/plans';
import {
  changePlanRequestSchema,
  type ChangePlanRequest,
  type SubscriptionView,
} from '@adpulse/shared/billing/schemas';
import { cardDigits, cardProblem } from '../wizard/index.ts';

export interface ChangePlanForm {
  plan: PlanId;
  billing: BillingCycle;
  cardNumber: string;
}

/**
 * The plan form: the shared request's plan and cycle, and a card number when the plan costs
 * something and our form takes the card (the test provider; Stripe takes it on its own page).
 */
export function changePlanFormSchema(collectsCard: boolean) {
  return changePlanRequestSchema
    .pick({ plan: true, billing: true })
    .extend({ cardNumber: z.string() })
    .superRefine((form, ctx) => {
      if (!collectsCard || isFreePlan(form.plan)) return;
      const problem = cardProblem(form.cardNumber);
      if (problem) ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: problem });
    });
}

/** What POST /plan gets: the card only where one is needed. */
export function toChangePlanRequest(form: ChangePlanForm, collectsCard: boolean): ChangePlanRequest {
  const card = collectsCard && !isFreePlan(form.plan) ? cardDigits(form.cardNumber) : '';
  return { plan: form.plan, billing: form.billing, ...(card ? { paymentMethod: card } : {}) };
}

/** What a plan costs and gives for a cycle, as the plan cards show it. */
export function planOffer(plan: PlanId, cycle: BillingCycle, language: string) {
  const config = PLANS[plan];
  const price = config.price[cycle];
  return {
    price: price === 0 ? null : formatEuro(price, language),
    analyses: config.unlimited
      ? ({ kind: 'unlimited' } as const)
      : config.freeAnalyses > 0
        ? ({ kind: 'free', count: config.freeAnalyses } as const)
        : ({ kind: 'perPeriod', count: config.analysesPerPeriod[cycle] } as const),
  };
}

/** Whether the plan and cycle are the ones in force (any cycle of a free plan is the same plan). */
export function isCurrentPlan(
  subscription: Pick<SubscriptionView, 'plan' | 'billing' | 'status'> | null,
  plan: PlanId,
  cycle: BillingCycle,
): boolean {
  if (!subscription || subscription.status !== 'active' || subscription.plan !== plan) return false;
  return isFreePlan(plan) || subscription.billing === cycle;
}

/** The amount paid at once for a plan change; null when nothing is paid. */
export function amountDue(plan: PlanId, cycle: BillingCycle, language: string): string | null {
  return isFreePlan(plan) ? null : formatEuro(PLANS[plan].price[cycle], language);
}

import { PLANS, splitVat, type BillingCycle, type PlanId } from '@adpulse/shared/billing/plans';
import { now } from '../../platform/clock.ts';
import { CompanionRefused, changeBalance, type LedgerActor } from '../data/balance.ts';
import type { BilledTo, InvoiceRecord } from '../data/invoices.ts';
import {
  findSubscription,
  newerPeriodPut,
  periodClaim,
  type SubscriptionRecord,
} from '../data/subscriptions.ts';
import { transact, type TransactItem } from '../../platform/dynamo/transactions.ts';
import { invoicePayment } from '../invoices/issue.ts';
import { paymentProvider } from '../providers/index.ts';
import { billingInfoForPayment } from './billed-to.ts';

/** A paid period of a plan, as a payment provider confirmed it. */
export interface PeriodActivation {
  clientId: string;
  plan: PlanId;
  billing: BillingCycle;
  startsAt: string;
  endsAt: string;
  /** Names the payment (one period per payment): `test-<charge>`, `stripe-<invoice>`. */
  periodId: string;
  source: 'test' | 'stripe';
  amountCents: number;
  paidWith: { provider: string; reference: string };
  actor: LedgerActor;
  stripe?: { subscriptionId: string; customerId?: string };
}

const PLAN_NAMES: Record<PlanId, string> = { basic: 'Basic', pro: 'Pro', extreme: 'Extreme' };

/**
 * Starts a paid period, once per payment: the period's claim, the subscription (unless a period
 * that started later is already in force) and the plan's analyses added to the balance with
 * their ledger entry, in one transaction; then the period's invoice (numbered once, with its
 * PDF). A paid plan replacing another Stripe subscription ends that one. Safe to repeat.
 */
export async function activatePlanPeriod(
  input: PeriodActivation,
): Promise<{ subscription: SubscriptionRecord | undefined; invoice: InvoiceRecord }> {
  const previous = await findSubscription(input.clientId);
  const at = new Date(now()).toISOString();
  const config = PLANS[input.plan];
  const record: SubscriptionRecord = {
    clientId: input.clientId,
    plan: input.plan,
    billing: input.billing,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    unlimited: config.unlimited,
    analysesIncluded: config.analysesPerPeriod[input.billing],
    analysesUsed: 0,
    source: input.source,
    cancelAtPeriodEnd: false,
    periodId: input.periodId,
    ...(input.stripe ? { stripeSubscriptionId: input.stripe.subscriptionId } : {}),
    ...(input.stripe?.customerId ? { stripeCustomerId: input.stripe.customerId } : {}),
    updatedAt: at,
  };
  const applied = await applyPeriod(input, record, at);
  if (
    applied === 'current' &&
    previous?.source === 'stripe' &&
    previous.stripeSubscriptionId &&
    previous.stripeSubscriptionId !== input.stripe?.subscriptionId
  ) {
    await paymentProvider('stripe').cancelPlan(previous.stripeSubscriptionId);
  }
  const { billedTo } = await billingInfoForPayment(input.clientId);
  const invoice = await invoicePayment(periodInvoice(input, billedTo, at));
  return { subscription: await findSubscription(input.clientId), invoice };
}

/** 'current': the period is now the subscription; 'past': a later one is; 'repeat': applied before. */
async function applyPeriod(
  input: PeriodActivation,
  record: SubscriptionRecord,
  at: string,
): Promise<'current' | 'past' | 'repeat'> {
  const claim = periodClaim(input.clientId, input.periodId, at);
  for (const withSubscription of [true, false]) {
    const companions: TransactItem[] = withSubscription ? [claim, newerPeriodPut(record)] : [claim];
    const applied = withSubscription ? 'current' : 'past';
    if (record.analysesIncluded > 0) {
      try {
        await changeBalance(
          {
            clientId: input.clientId,
            change: record.analysesIncluded,
            reason: 'plan',
            note: `${PLAN_NAMES[input.plan]} plan, ${input.billing}, from ${input.startsAt.slice(0, 10)}`,
            actor: input.actor,
          },
          () => companions,
        );
        return applied;
      } catch (error) {
        if (!(error instanceof CompanionRefused)) throw error;
        if (error.index === 0) return 'repeat';
      }
    } else {
      const outcome = await transact(companions);
      if (outcome.ok) return applied;
      if (outcome.refused.includes(0)) return 'repeat';
      if (!outcome.refused.includes(1)) throw new Error('The period could not be applied');
    }
  }
  throw new Error(`Period ${input.periodId} could not be applied`);
}

function periodInvoice(input: PeriodActivation, billedTo: BilledTo, at: string) {
  const { net, vat } = splitVat(input.amountCents);
  return {
    clientId: input.clientId,
    source: `period-${input.periodId}`,
    kind: 'subscription' as const,
    issuedAt: at,
    description: `AdPulse ${PLAN_NAMES[input.plan]} plan (${input.billing === 'monthly' ? 'monthly / mensile' : 'yearly / annuale'})`,
    net,
    vat,
    total: input.amountCents,
    currency: 'eur' as const,
    plan: input.plan,
    periodStart: input.startsAt,
    periodEnd: input.endsAt,
    billedTo,
    paidWith: input.paidWith,
  };
}

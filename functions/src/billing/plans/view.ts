import type { PlanView, SubscriptionView } from '@adpulse/shared/billing/schemas';
import type { Session } from '../../platform/auth/session.ts';
import { now, nowSeconds } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import { readBalance } from '../data/balance.ts';
import { findPlanCheckout } from '../data/plan-checkouts.ts';
import type { SubscriptionRecord } from '../data/subscriptions.ts';
import { checkoutSettings } from '../providers/index.ts';
import { billingInfoForPayment } from './billed-to.ts';
import { currentSubscription, hasEnded } from './current.ts';

export function subscriptionView(record: SubscriptionRecord): SubscriptionView {
  return {
    plan: record.plan,
    billing: record.billing,
    status: hasEnded(record, now()) ? 'expired' : 'active',
    startsAt: record.startsAt,
    endsAt: record.endsAt,
    unlimited: record.unlimited,
    analysesUsed: record.analysesUsed,
    analysesIncluded: record.analysesIncluded,
    source: record.source,
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
  };
}

/** GET /clients/{clientId}/subscription: the client's subscription (an expired one says so), or 404. */
export async function readSubscription(session: Session): Promise<SubscriptionView> {
  const subscription = await currentSubscription(session.clientId, session.clientType);
  if (!subscription) throw notFound();
  return subscriptionView(subscription);
}

/** GET /clients/{clientId}/plan: the plan screen's data. */
export async function readPlan(session: Session): Promise<PlanView> {
  const subscription = await currentSubscription(session.clientId, session.clientType);
  const [{ balance }, billing, pending] = await Promise.all([
    readBalance(session.clientId),
    billingInfoForPayment(session.clientId),
    findPlanCheckout(session.clientId, nowSeconds()),
  ]);
  return {
    subscription: subscription ? subscriptionView(subscription) : null,
    balance,
    checkout: checkoutSettings(),
    selfService: session.clientType === 'regular',
    billingInfoComplete: billing.problems.length === 0,
    pendingCheckout: pending ? { plan: pending.plan, billing: pending.billing } : null,
  };
}

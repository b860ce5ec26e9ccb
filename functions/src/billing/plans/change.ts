import { isFreePlan, periodEnd, planPriceCents } from '@adpulse/shared/billing/plans';
import type { ChangePlanRequest, ChangePlanResult } from '@adpulse/shared/billing/schemas';
import { ENV, type Language } from '@adpulse/shared';
import type { Session } from '../../platform/auth/session.ts';
import { now, nowSeconds } from '../../platform/clock.ts';
import { DomainError, invalidField } from '../../platform/errors.ts';
import { findBillingInfo } from '../data/billing-info.ts';
import { savePlanCheckout } from '../data/plan-checkouts.ts';
import { setCancelAtPeriodEnd } from '../data/subscriptions.ts';
import { PaymentDeclined, declinedError, paymentProvider } from '../providers/index.ts';
import { CHECKOUT_LIFETIME_SECONDS } from '../providers/stripe-provider.ts';
import { activatePlanPeriod } from './activate.ts';
import { billingInfoForPayment } from './billed-to.ts';
import { currentSubscription, hasEnded } from './current.ts';
import { subscriptionView } from './view.ts';
import { findUser } from '../../accounts/index.ts';

type PlanChange = Required<Pick<ChangePlanRequest, 'plan' | 'billing'>> & {
  paymentMethod?: string | undefined;
};

/**
 * POST /clients/{clientId}/plan: a regular client changes plan (custom clients' plans are their
 * contracts, changed by operators). Basic ends the paid plan at the end of its period (nothing
 * is refunded; choosing the paid plan again before then keeps it). A paid plan is paid at once:
 * with the test provider by the card given here, the period starting now; with Stripe on its
 * Checkout page, the period starting when Stripe confirms the payment. No proration: a paid plan
 * chosen during another starts a full new period.
 */
export async function changePlan(
  session: Session,
  request: PlanChange,
  language: Language,
): Promise<ChangePlanResult> {
  if (session.clientType !== 'regular') throw new DomainError('billing.plan_managed');
  const current = await currentSubscription(session.clientId, session.clientType);
  if (!current) throw new DomainError('billing.plan_managed');
  const stamp = new Date(now()).toISOString();
  const provider = paymentProvider();
  const paidNow = !isFreePlan(current.plan) && !hasEnded(current, now());
  const samePlan =
    current.plan === request.plan && (isFreePlan(request.plan) || current.billing === request.billing);

  if (isFreePlan(request.plan)) {
    if (!paidNow || current.cancelAtPeriodEnd) throw new DomainError('billing.plan_unchanged');
    await provider.setRenewal(current.stripeSubscriptionId, false);
    await setCancelAtPeriodEnd(session.clientId, current.periodId, true, stamp);
    return { state: 'scheduled', subscription: subscriptionView({ ...current, cancelAtPeriodEnd: true }) };
  }
  if (samePlan && paidNow) {
    if (!current.cancelAtPeriodEnd) throw new DomainError('billing.plan_unchanged');
    await provider.setRenewal(current.stripeSubscriptionId, true);
    await setCancelAtPeriodEnd(session.clientId, current.periodId, false, stamp);
    return { state: 'active', subscription: subscriptionView({ ...current, cancelAtPeriodEnd: false }) };
  }

  const billing = await billingInfoForPayment(session.clientId);
  if (billing.problems.length)
    throw new DomainError('billing.billing_info_incomplete', { details: billing.problems });
  const paymentMethod = request.paymentMethod?.trim() ?? '';
  if (provider.collectsCard && !paymentMethod) throw invalidField('paymentMethod', 'validation.required');
  const [user, info] = await Promise.all([
    findUser(session.clientId, session.userId),
    findBillingInfo(session.clientId),
  ]);
  const appUrl = `${process.env[ENV.appUrl] ?? ''}/${language}/plan`;
  const amount = planPriceCents(request.plan, request.billing);
  let payment;
  try {
    payment = await provider.payPlan({
      clientId: session.clientId,
      plan: request.plan,
      billing: request.billing,
      amount,
      description: `AdPulse ${request.plan} (${request.billing})`,
      paymentMethod,
      idempotencyKey: `plan-${session.clientId}-${request.plan}-${request.billing}-${current.periodId}`,
      ...(user?.email ? { email: user.email } : {}),
      ...(info.stripeCustomerId ? { customerId: info.stripeCustomerId } : {}),
      successUrl: `${appUrl}?checkout=complete`,
      cancelUrl: `${appUrl}?checkout=canceled`,
    });
  } catch (error) {
    if (error instanceof PaymentDeclined) throw declinedError(error);
    throw error;
  }
  if (payment.kind === 'redirect') {
    await savePlanCheckout(session.clientId, {
      checkoutId: payment.checkout.checkoutId,
      plan: request.plan,
      billing: request.billing,
      createdAt: stamp,
      expiresAt: nowSeconds() + CHECKOUT_LIFETIME_SECONDS,
    });
    return { state: 'redirect', redirectUrl: payment.checkout.redirectUrl };
  }
  const starts = new Date(now());
  const { subscription } = await activatePlanPeriod({
    clientId: session.clientId,
    plan: request.plan,
    billing: request.billing,
    startsAt: starts.toISOString(),
    endsAt: periodEnd(starts, request.billing).toISOString(),
    periodId: `${provider.name}-${payment.charge.chargeId}`,
    source: provider.name,
    amountCents: payment.charge.amount,
    paidWith: { provider: payment.charge.provider, reference: payment.charge.chargeId },
    actor: { kind: 'user', id: session.userId },
  });
  return {
    state: 'active',
    ...(subscription ? { subscription: subscriptionView(subscription) } : {}),
  };
}

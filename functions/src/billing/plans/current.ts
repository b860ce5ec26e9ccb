import type { ClientType } from '@adpulse/shared';
import { DEFAULT_PLAN, PLANS } from '@adpulse/shared/billing/plans';
import { now } from '../../platform/clock.ts';
import { CompanionRefused, changeBalance } from '../data/balance.ts';
import {
  findSubscription,
  firstSubscriptionPut,
  replacingPeriodPut,
  type SubscriptionRecord,
} from '../data/subscriptions.ts';
import { transact } from '../../platform/dynamo/transactions.ts';

/** A Stripe renewal may be confirmed a little after the period's end: the plan waits this long. */
const RENEWAL_GRACE_MS = 2 * 24 * 3600 * 1000;

/** Whether the subscription is over at `at` (basic never ends). */
export function hasEnded(subscription: Pick<SubscriptionRecord, 'endsAt'>, at: number): boolean {
  return subscription.endsAt !== null && Date.parse(subscription.endsAt) <= at;
}

/** The free basic plan a regular client is on when it has paid for nothing (or its paid plan ended). */
function basicPeriod(clientId: string, at: string, periodId: string): SubscriptionRecord {
  return {
    clientId,
    plan: DEFAULT_PLAN,
    billing: 'monthly',
    startsAt: at,
    endsAt: null,
    unlimited: false,
    analysesIncluded: PLANS[DEFAULT_PLAN].freeAnalyses,
    analysesUsed: 0,
    source: 'free',
    cancelAtPeriodEnd: false,
    periodId,
    updatedAt: at,
  };
}

/**
 * The client's subscription in force. A regular client always has one: basic with its free
 * analyses (added to the balance once, with the subscription, in one transaction) the first time
 * it is asked, and basic again when a paid plan has ended (no new free analyses then). A custom
 * client has what an operator gave it, possibly expired, or nothing.
 */
export async function currentSubscription(
  clientId: string,
  clientType: ClientType,
): Promise<SubscriptionRecord | undefined> {
  const found = await findSubscription(clientId);
  if (clientType !== 'regular') return found;
  const at = now();
  const stamp = new Date(at).toISOString();
  if (!found) {
    const first = basicPeriod(clientId, stamp, 'basic-free');
    try {
      await changeBalance(
        {
          clientId,
          change: PLANS[DEFAULT_PLAN].freeAnalyses,
          reason: 'free',
          note: 'Basic plan: free analyses',
          actor: { kind: 'system', id: 'plans' },
        },
        () => [firstSubscriptionPut(first)],
      );
    } catch (error) {
      if (!(error instanceof CompanionRefused)) throw error;
    }
    return findSubscription(clientId);
  }
  const grace = found.source === 'stripe' && !found.cancelAtPeriodEnd ? RENEWAL_GRACE_MS : 0;
  if (found.plan === DEFAULT_PLAN || !hasEnded(found, at - grace)) return found;
  const fallback = { ...basicPeriod(clientId, stamp, `basic-after-${found.periodId}`), analysesIncluded: 0 };
  await transact([replacingPeriodPut(fallback, found.periodId)]);
  return findSubscription(clientId);
}

import { PLANS, type BillingCycle, type PlanId } from '@adpulse/shared/billing/plans';
import { now } from '../../platform/clock.ts';
import { newId } from '../../platform/ids.ts';
import { changeBalance, type LedgerActor } from '../data/balance.ts';
import { putSubscriptionItem, type SubscriptionRecord } from '../data/subscriptions.ts';
import { transact } from '../../platform/dynamo/transactions.ts';

export interface SubscriptionGrant {
  clientId: string;
  plan: PlanId;
  billing: BillingCycle;
  /** ISO; defaults to now. */
  startsAt?: string;
  /** ISO; the subscription has expired from then on. */
  endsAt: string;
  /** Analyses added to the client's balance with the grant (0: none). */
  analyses: number;
  actor: LedgerActor;
  note: string;
}

/**
 * An operator gives a client (a custom client under contract) its subscription: it replaces the
 * current one, and its analyses are added to the balance with their ledger entry in the same
 * transaction, so the grant and the credits it brings land together or not at all.
 */
export async function grantSubscription(grant: SubscriptionGrant): Promise<SubscriptionRecord> {
  if (!Number.isInteger(grant.analyses) || grant.analyses < 0) {
    throw new Error('The analyses of a grant must be a whole number, 0 or more');
  }
  const at = new Date(now()).toISOString();
  const startsAt = grant.startsAt ?? at;
  if (!(Date.parse(grant.endsAt) > Date.parse(startsAt)))
    throw new Error('A subscription must end after it starts');
  const record: SubscriptionRecord = {
    clientId: grant.clientId,
    plan: grant.plan,
    billing: grant.billing,
    startsAt,
    endsAt: grant.endsAt,
    unlimited: PLANS[grant.plan].unlimited,
    analysesIncluded: grant.analyses,
    analysesUsed: 0,
    source: 'operator',
    cancelAtPeriodEnd: false,
    periodId: `operator-${newId(now())}`,
    updatedAt: at,
  };
  const write = putSubscriptionItem(record);
  if (grant.analyses > 0) {
    await changeBalance(
      {
        clientId: grant.clientId,
        change: grant.analyses,
        reason: 'plan',
        note: grant.note,
        actor: grant.actor,
      },
      () => [write],
    );
  } else {
    const outcome = await transact([write]);
    if (!outcome.ok) throw new Error(`The subscription of ${grant.clientId} could not be written`);
  }
  return record;
}

import type { ClientType } from '@adpulse/shared';
import { now } from '../../platform/clock.ts';
import { readBalance } from '../data/balance.ts';
import type { SubscriptionRecord } from '../data/subscriptions.ts';
import { currentSubscription, hasEnded } from './current.ts';

export type CreditsRefusal =
  | { code: 'purchase.no_subscription' | 'purchase.subscription_expired'; params?: undefined }
  | { code: 'purchase.not_enough_analyses'; params: { needed: number; available: number } };

export interface Coverage {
  subscription: SubscriptionRecord | undefined;
  balance: number;
  /** The analyses can be taken now. */
  covers: boolean;
  /** Why not: the refusal ConsumeCredits would throw (its code and params). */
  refusal?: CreditsRefusal;
}

/** Whether the client's subscription and balance can pay `analyses` now (what ConsumeCredits will check). */
export async function planCoverage(
  clientId: string,
  clientType: ClientType,
  analyses: number,
): Promise<Coverage> {
  // In order: a regular client's first subscription brings its free analyses to the balance.
  const subscription = await currentSubscription(clientId, clientType);
  const { balance } = await readBalance(clientId);
  if (!subscription)
    return { subscription, balance, covers: false, refusal: { code: 'purchase.no_subscription' } };
  if (hasEnded(subscription, now())) {
    return { subscription, balance, covers: false, refusal: { code: 'purchase.subscription_expired' } };
  }
  if (subscription.unlimited || balance >= analyses) return { subscription, balance, covers: true };
  return {
    subscription,
    balance,
    covers: false,
    refusal: {
      code: 'purchase.not_enough_analyses',
      params: { needed: analyses, available: Math.max(0, balance) },
    },
  };
}

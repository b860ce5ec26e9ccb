import { useCallback } from 'react';
import type { PurchaseView } from '@adpulse/shared/billing/purchase';
import type { ApiError } from '../../../api/api-error.ts';
import { billingApi } from '../../../api/billing.ts';
import { useFollow } from '../../../api/use-follow.ts';
import { purchaseUnsettled } from '../success-payment/payment-outcome.ts';
import { PURCHASE_MAX_MS, PURCHASE_POLL_MS } from './purchase.ts';

export interface PurchaseFollowers {
  /** The purchase settled (succeeded or failed), or null: it did not settle in PURCHASE_MAX_MS. */
  onSettled(view: PurchaseView | null): void;
  /** GET /buy refused (a failure that will not pass by reading again). */
  onRefused(error: ApiError): void;
}

/**
 * Follows a purchase just started (or found running): GET /buy every PURCHASE_POLL_MS through
 * `useFollow` until it settles, then one call of the followers.
 */
export function useFollowPurchase(followers: PurchaseFollowers) {
  const { start, following } = useFollow(billingApi.getPurchase, {
    settled: (view) => !purchaseUnsettled(view),
    every: () => PURCHASE_POLL_MS,
    limitMs: PURCHASE_MAX_MS,
    onSettled: (view) => followers.onSettled(view),
    onTimedOut: () => followers.onSettled(null),
    onRefused: (error) => followers.onRefused(error),
  });
  const follow = useCallback((projectId: string) => start({ params: { projectId } }), [start]);
  return { follow, following };
}

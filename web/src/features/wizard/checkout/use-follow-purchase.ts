import { useCallback, useEffect, useRef, useState } from 'react';
import { mutate } from 'swr';
import type { PurchaseView } from '@adpulse/shared/billing/purchase';
import type { ApiError } from '../../../api/api-error.ts';
import { billingApi } from '../../../api/billing.ts';
import { mayPassLater } from '../../../api/error-kinds.ts';
import { swrKey, useApi } from '../../../api/use-api.ts';
import { purchaseUnsettled } from '../success-payment/payment-outcome.ts';
import { PURCHASE_MAX_MS, PURCHASE_POLL_MS } from './purchase.ts';

export interface PurchaseFollowers {
  /** The purchase settled (succeeded or failed), or null: it did not settle in PURCHASE_MAX_MS. */
  onSettled(view: PurchaseView | null): void;
  /** GET /buy refused (a failure that will not pass by reading again). */
  onRefused(error: ApiError): void;
}

/**
 * Follows a purchase just started (or found running): GET /buy, polled through `useApi` (the
 * app's one polling mechanism) every PURCHASE_POLL_MS until it settles, then one call of the
 * followers. The earlier attempt's answer in the cache is dropped first, so it is never taken
 * for this one's.
 */
export function useFollowPurchase(projectId: string | null, followers: PurchaseFollowers) {
  const [following, setFollowing] = useState(false);
  const latest = useRef(followers);
  latest.current = followers;
  const input = projectId ? { params: { projectId } } : null;
  const read = useApi(billingApi.getPurchase, following ? input : null, {
    refreshInterval: (view) => (purchaseUnsettled(view) ? PURCHASE_POLL_MS : 0),
  });

  const follow = useCallback(async () => {
    if (!projectId) return;
    await mutate(swrKey(billingApi.getPurchase, { params: { projectId } }), undefined, { revalidate: false });
    setFollowing(true);
  }, [projectId]);

  const view = following ? read.data : undefined;
  const error = following ? read.error : undefined;
  useEffect(() => {
    if (!view || purchaseUnsettled(view)) return;
    setFollowing(false);
    latest.current.onSettled(view);
  }, [view]);
  useEffect(() => {
    if (!error || mayPassLater(error)) return;
    setFollowing(false);
    latest.current.onRefused(error);
  }, [error]);
  useEffect(() => {
    if (!following) return;
    const timer = setTimeout(() => {
      setFollowing(false);
      latest.current.onSettled(null);
    }, PURCHASE_MAX_MS);
    return () => clearTimeout(timer);
  }, [following]);

  return { follow, following };
}

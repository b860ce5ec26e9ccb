import { useCallback, useState } from 'react';
import { errorText, reportedErrorText } from '../../../api/error-text.ts';
import { hostedCheckoutUrl, refusedBeforeBuying, startPurchase } from './purchase.ts';
import { useFollowPurchase } from './use-follow-purchase.ts';

export type PurchasePhase =
  { status: 'idle' } | { status: 'running' } | { status: 'failed'; code: string; message: string };

/**
 * POST /buy, then GET /buy until the machine settles (or, with Stripe, off to its payment page).
 * A project that cannot be bought goes back to Review; a declined card or missing credits stay
 * here with the spec's text.
 */
export function usePurchase(projectId: string, onSucceeded: () => void, onCannotBuy: () => void) {
  const [phase, setPhase] = useState<PurchasePhase>({ status: 'idle' });
  const purchase = useFollowPurchase({
    onSettled(view) {
      if (!view) setPhase({ status: 'failed', code: 'timeout', message: reportedErrorText(undefined) });
      else if (view.state === 'succeeded') onSucceeded();
      else if (view.error?.code === 'purchase.cannot_buy') onCannotBuy();
      else
        setPhase({
          status: 'failed',
          code: view.error?.code ?? 'purchase.failed',
          message: reportedErrorText(view.error),
        });
    },
    onRefused(error) {
      setPhase({ status: 'failed', code: 'request', message: errorText(error) });
    },
  });
  const { follow: followPurchase } = purchase;

  const follow = useCallback(async () => {
    setPhase({ status: 'running' });
    await followPurchase(projectId);
  }, [projectId, followPurchase]);

  const buy = useCallback(
    async (paymentMethod?: string) => {
      setPhase({ status: 'running' });
      let started;
      try {
        started = await startPurchase(projectId, paymentMethod);
      } catch (error) {
        if (refusedBeforeBuying(error)) return onCannotBuy();
        setPhase({ status: 'failed', code: 'request', message: errorText(error) });
        return;
      }
      // Paid on the provider's page: it sends the buyer back to the success-payment screen.
      const paymentPage = hostedCheckoutUrl(started);
      if (paymentPage) return window.location.assign(paymentPage);
      await follow();
    },
    [projectId, follow, onCannotBuy],
  );

  return { phase, buy, follow };
}

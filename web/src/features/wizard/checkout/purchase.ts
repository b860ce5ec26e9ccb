import type { PurchaseView } from '@adpulse/shared/billing/purchase';
import { billingApi } from '../../../api/billing.ts';
import { ApiError } from '../../../api/api-error.ts';

/** The purchase machine is quick: its state is read every second, for up to 5 minutes. */
export const PURCHASE_POLL_MS = 1_000;
/** How long a purchase is followed before it counts as not settled. */
export const PURCHASE_MAX_MS = 5 * 60_000;

/** POST /buy: starts the purchase machine (a card reference, or nothing for credits). */
export function startPurchase(projectId: string, paymentMethod?: string): Promise<PurchaseView> {
  return billingApi.buyProject({ params: { projectId }, body: paymentMethod ? { paymentMethod } : {} });
}

/**
 * Whether POST /buy refused the project itself (it cannot be bought, or its checkout is not
 * complete), so the buyer goes back to Review; any other failure stays on the page with its text.
 */
export function refusedBeforeBuying(error: unknown): boolean {
  return error instanceof ApiError && (error.is('purchase.cannot_buy') || error.is('common.validation'));
}

/**
 * The provider's payment page the buyer goes to (Stripe Checkout: the card is typed there);
 * null when the purchase already runs (the test provider, credits).
 */
export function hostedCheckoutUrl(view: PurchaseView): string | null {
  return view.state === 'awaiting_payment' && view.redirectUrl ? view.redirectUrl : null;
}

/** GET /buy: how the latest buy of the project went. */
export function readPurchase(projectId: string): Promise<PurchaseView> {
  return billingApi.getPurchase({ params: { projectId } });
}

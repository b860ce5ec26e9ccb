import type { ReportedError } from '@adpulse/shared';
import type { PurchaseView } from '@adpulse/shared/billing/purchase';
import { isMissing } from '../../../api/error-kinds.ts';

/**
 * What the page after a purchase may say. `confirmed` only when a purchase of this project
 * succeeded (GET /buy names its attempt): a project that is merely active, a missing or
 * unknown project, or no project in the address has no purchase behind it.
 */
export type PaymentOutcome =
  | { kind: 'checking' }
  | { kind: 'confirming' }
  | { kind: 'confirmed' }
  | { kind: 'failed'; error: ReportedError | undefined }
  | { kind: 'none' };

/** GET /buy is read again while it can still change on its own. */
export const purchaseUnsettled = (view: PurchaseView | undefined) =>
  view?.state === 'running' || view?.state === 'awaiting_payment';

export function paymentOutcome(
  projectId: string | null,
  purchase: { view?: PurchaseView | undefined; error?: unknown },
): PaymentOutcome {
  if (!projectId) return { kind: 'none' };
  if (purchase.error !== undefined)
    return isMissing(purchase.error) ? { kind: 'none' } : { kind: 'failed', error: undefined };
  const view = purchase.view;
  if (!view) return { kind: 'checking' };
  // Back from the provider's page before its notification: paid maybe, but nothing confirmed yet.
  if (purchaseUnsettled(view)) return { kind: 'confirming' };
  if (view.state === 'failed') return { kind: 'failed', error: view.error };
  return view.attempt === undefined ? { kind: 'none' } : { kind: 'confirmed' };
}

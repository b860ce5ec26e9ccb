import { DomainError } from '../../platform/errors.ts';
import { findPurchase } from '../data/purchases.ts';
import { paymentProvider } from '../providers/index.ts';

/**
 * Before an unbought project is deleted: its open payment page is closed, so nobody can pay for
 * a project that is gone. A page already paid (its notification is on its way) or a purchase
 * being carried out keeps the project.
 */
export async function closeUnpaidCheckout({
  clientId,
  projectId,
}: {
  clientId: string;
  projectId: string;
}): Promise<void> {
  const purchase = await findPurchase(clientId, projectId);
  if (purchase?.state === 'running') throw new DomainError('projects.paying');
  if (purchase?.state !== 'awaiting_payment' || !purchase.checkoutId) return;
  if ((await paymentProvider().closeCheckout(purchase.checkoutId)) === 'paid') {
    throw new DomainError('projects.paying');
  }
}

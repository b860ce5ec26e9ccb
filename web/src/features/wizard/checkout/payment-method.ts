import type { ClientType } from '@adpulse/shared';
import { PACKAGES, type ProjectType } from '@adpulse/shared/projects/constants';

export type PaymentMethod = 'card' | 'credits';

/**
 * How a project is paid, as the purchase machine decides it (functions/src/billing): a card for
 * regular users buying a priced package; analysis credits for customers, the predict flow and
 * packages priced on quotation.
 */
export function paymentMethodFor(type: ProjectType, clientType: ClientType): PaymentMethod {
  if (clientType === 'custom' || type === 'predict') return 'credits';
  return PACKAGES[type].quoted || PACKAGES[type].price === 0 ? 'credits' : 'card';
}

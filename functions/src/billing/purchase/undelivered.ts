import { priceOf } from '@adpulse/shared/billing/pricing';
import type { PanelRefund } from '@adpulse/shared/fieldwork/index';
import type { ProjectType } from '@adpulse/shared/projects/index';
import { returnCredits } from '../credits.ts';
import { findConsumption } from '../data/consumptions.ts';
import { findPayment } from '../data/payments.ts';
import { refundUndeliveredRespondents } from './refund.ts';

/** What a fieldwork a panel's refusal ended delivered, against what was bought. */
export interface Delivery {
  type: ProjectType;
  /** Completes that came in before the refusal. */
  delivered: number;
  sampleSize: number;
}

/**
 * The part of a card payment (minor units) that pays for respondents a panel left undelivered:
 * all of it when none came (the set-up bought nothing either); otherwise, for a package, its fee
 * per respondent for each one missing, and for a flat price (the quick predict) its share of the
 * missing respondents. Never more than was paid.
 */
export function undeliveredAmount(paid: number, delivery: Delivery): number {
  if (delivery.delivered <= 0) return paid;
  const missing = Math.max(0, delivery.sampleSize - delivery.delivered);
  const price = priceOf(delivery.type, delivery.sampleSize);
  const owed =
    price?.kind === 'package'
      ? price.perRespondent * 100 * missing
      : (paid * missing) / Math.max(1, delivery.sampleSize);
  return Math.min(paid, Math.round(owed));
}

/**
 * What goes back to the client when a panel's refusal ends a bought project's fieldwork (issue 23),
 * decided once from how it was paid: a card payment, its undelivered part (`undeliveredAmount`);
 * analysis credits, all of them when no respondent came, none otherwise (an analysis is per
 * stimulus, and the results of the respondents who came are delivered); `none` when nothing was
 * paid (an unlimited plan's count aside, which `giveUndeliveredBack` returns with the credits).
 */
export async function undeliveredRefundOf(
  clientId: string,
  projectId: string,
  delivery: Delivery,
): Promise<PanelRefund> {
  const payment = await findPayment(clientId, projectId);
  if (payment) {
    return { method: 'card', amount: payment.refunded ?? undeliveredAmount(payment.amount, delivery) };
  }
  const consumption = await findConsumption(clientId, projectId);
  if (consumption && delivery.delivered === 0) return { method: 'credits', analyses: consumption.analyses };
  return { method: 'none' };
}

/**
 * Gives back what `undeliveredRefundOf` decided, once across retries and crashes: the card's part
 * by the purchase's own refund path (`refundUndeliveredRespondents`: claimed, refunded under the
 * charge's key, recorded), the credits by `returnCredits` (the consumption record goes with them).
 */
export async function giveUndeliveredBack(
  clientId: string,
  projectId: string,
  refund: PanelRefund,
  note: string,
): Promise<void> {
  if (refund.method === 'card' && refund.amount > 0) {
    await refundUndeliveredRespondents({ clientId, projectId }, refund.amount);
  }
  if (refund.method === 'credits') {
    await returnCredits({ clientId, projectId, actor: { kind: 'system', id: 'panel-error' }, note });
  }
}

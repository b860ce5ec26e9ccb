import type { Language } from '@adpulse/shared';
import type { PurchaseQuote } from '@adpulse/shared/billing/schemas';
import { reportedError } from '@adpulse/shared/i18n/reported-error';
import type { Session } from '../../platform/auth/session.ts';
import { planCoverage } from '../plans/coverage.ts';
import { checkoutSettings } from '../providers/index.ts';
import { paymentMethodOf } from './order.ts';
import { projectPriceOf } from './price.ts';
import { readyAssets } from '../../assets/index.ts';
import { getProject, scopeOf } from '../../projects/index.ts';

/**
 * GET /projects/{projectId}/buy/quote: how the project would be paid now, what it costs, what
 * the plan has left, and the refusal the purchase would meet with credits (no subscription,
 * expired, needed versus available), so the checkout can say it before the user confirms.
 */
export async function quotePurchase(
  session: Session,
  projectId: string,
  language: Language,
): Promise<PurchaseQuote> {
  const project = await getProject(session.clientId, await scopeOf(session), projectId);
  const stimuli = await readyAssets(session.clientId, projectId);
  const analyses = Math.max(1, stimuli.length);
  const price = projectPriceOf(project, stimuli);
  const input = { clientId: session.clientId, clientType: session.clientType, paymentMethod: '' };
  const [method, coverage] = await Promise.all([
    paymentMethodOf(project, input, analyses),
    planCoverage(session.clientId, session.clientType, analyses),
  ]);
  const refusal = method === 'credits' ? coverage.refusal : undefined;
  return {
    method,
    amount: method === 'card' ? (price?.total ?? 0) : 0,
    price,
    analyses,
    available: coverage.subscription?.unlimited ? null : coverage.balance,
    checkout: checkoutSettings(),
    ...(refusal ? { problem: reportedError(refusal.code, refusal.params, language) } : {}),
  };
}

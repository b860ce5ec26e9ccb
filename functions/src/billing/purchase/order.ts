import { paymentMethodFor, type PaymentMethod } from '@adpulse/shared/billing/purchase';
import { checkoutProblems, paymentProblems, type WizardProblem } from '@adpulse/shared/wizard/steps';
import type { Payment } from '@adpulse/shared/projects/index';
import { findBillingInfo } from '../data/billing-info.ts';
import { DomainError } from '../../platform/errors.ts';
import { planCoverage } from '../plans/coverage.ts';
import { paymentProvider } from '../providers/index.ts';
import type { Order, PurchaseInput } from '@adpulse/shared/workflows/purchase';

/** Who buys what, before the order is known. */
export type OrderRequest = Pick<PurchaseInput, 'clientId' | 'projectId' | 'clientType' | 'paymentMethod'>;
import { readyAssets } from '../../assets/index.ts';
import { projectPriceOf } from './price.ts';
import type { ProjectRecord } from '../../projects/index.ts';

/**
 * Why a project cannot be bought with `method`; empty when it can. A card payment needs the
 * billing details, and a card reference when our form collects the card (test provider).
 */
export function purchaseProblems(
  project: ProjectRecord,
  stimuli: number,
  input: Pick<PurchaseInput, 'clientType' | 'paymentMethod'>,
  method: PaymentMethod,
  collectsCard = true,
): WizardProblem[] {
  const problems = checkoutProblems(project, stimuli, input.clientType);
  if (method === 'card') {
    problems.push(...paymentProblems(project.payment));
    if (collectsCard && !input.paymentMethod.trim()) {
      problems.push({ step: 'checkout', field: 'paymentMethod', message: 'validation.required' });
    }
  }
  return problems;
}

/** The refusal of a project that cannot be bought: each problem a field detail (`review.name`). */
export const cannotBuyError = (problems: readonly WizardProblem[]) =>
  new DomainError('purchase.cannot_buy', {
    details: problems.map((problem) => ({
      field: `${problem.step}.${problem.field}`,
      code: problem.message,
    })),
  });

/**
 * How a project is paid now. A regular user's predict takes an analysis of the plan while one is
 * left, else it is paid by card; once a card reference is given (a paid checkout), it is a card.
 */
export async function paymentMethodOf(
  project: ProjectRecord,
  input: Pick<PurchaseInput, 'clientId' | 'clientType' | 'paymentMethod'>,
  analyses: number,
): Promise<PaymentMethod> {
  if (project.type !== 'predict' || input.clientType !== 'regular') {
    return paymentMethodFor(project.type, input.clientType);
  }
  if (input.paymentMethod.trim()) return 'card';
  const { covers } = await planCoverage(input.clientId, input.clientType, analyses);
  return paymentMethodFor(project.type, input.clientType, covers);
}

/**
 * The billing details a card payment is checked against: the project's own (its checkout form),
 * or, for a quick predict, which has no checkout form, the client's saved billing information.
 */
async function paymentDetailsOf(project: ProjectRecord, clientId: string): Promise<Payment | undefined> {
  if (project.type !== 'predict') return project.payment;
  const { billingInfo } = await findBillingInfo(clientId);
  return { ...billingInfo, ...project.payment };
}

/** The checkout's billing details an invoice shows (what was filled in; not the terms box). */
function invoiceDetailsOf(payment: Payment | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payment ?? {}).filter(
      (entry): entry is [string, string] =>
        entry[0] !== 'acceptedTerms' && typeof entry[1] === 'string' && !!entry[1],
    ),
  );
}

/**
 * The order, validated once by POST /buy before anything starts (the purchase machine gets it in
 * its input): the project is pending, valid and at the end of its wizard, and the way to pay is known.
 */
export async function validateOrder(input: OrderRequest, project: ProjectRecord | undefined): Promise<Order> {
  if (!project) throw cannotBuyError([]);
  const assets = await readyAssets(input.clientId, input.projectId);
  const stimuli = assets.length;
  const analyses = Math.max(1, stimuli);
  const method = await paymentMethodOf(project, input, analyses);
  const payment = method === 'card' ? await paymentDetailsOf(project, input.clientId) : project.payment;
  const problems = purchaseProblems(
    payment ? { ...project, payment } : project,
    stimuli,
    input,
    method,
    paymentProvider().collectsCard,
  );
  if (problems.length) throw cannotBuyError(problems);
  return {
    method,
    amount: method === 'card' ? Math.round((projectPriceOf(project, assets)?.total ?? 0) * 100) : 0,
    currency: 'eur',
    description: `AdPulse ${project.type}${project.audience.source === 'own' ? ' (own audience)' : ''}: ${project.name}`,
    analyses,
    projectName: project.name,
    panelProvider: project.panelProvider,
    ...(method === 'card' ? { billedTo: invoiceDetailsOf(project.payment) } : {}),
  };
}

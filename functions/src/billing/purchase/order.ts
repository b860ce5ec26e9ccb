import { paymentMethodFor } from '@adpulse/shared/billing/purchase';
import { PACKAGES } from '@adpulse/shared/projects/index';
import { checkoutProblems, paymentProblems, type WizardProblem } from '@adpulse/shared/wizard/steps';
import { PurchaseRefused } from '../errors.ts';
import type { Order, PurchaseInput } from './input.ts';
import { readyAssets } from '../../assets/index.ts';
import { type ProjectRecord, findProject } from '../../projects/index.ts';

/** Why a project cannot be bought; empty when it can. */
export function purchaseProblems(
  project: ProjectRecord,
  stimuli: number,
  input: Pick<PurchaseInput, 'clientType' | 'paymentMethod'>,
): WizardProblem[] {
  const problems = checkoutProblems(project, stimuli, input.clientType);
  if (paymentMethodFor(project.type, input.clientType) === 'card') {
    problems.push(...paymentProblems(project.payment));
    if (!input.paymentMethod.trim()) {
      problems.push({ step: 'checkout', field: 'paymentMethod', message: 'validation.required' });
    }
  }
  return problems;
}

export class CannotBuy extends PurchaseRefused {
  constructor(readonly problems: WizardProblem[]) {
    super(
      'CannotBuy',
      `The project cannot be bought: ${problems.map((p) => `${p.step}.${p.field}`).join(', ') || 'not found'}`,
    );
  }
}

/**
 * The Validate step (also run by POST /buy before starting the machine): the project is
 * pending, valid and at the end of its wizard, and the way to pay is known.
 */
export async function validateOrder(input: PurchaseInput): Promise<Order> {
  const project = await findProject(input.clientId, input.projectId);
  if (!project) throw new CannotBuy([]);
  const stimuli = (await readyAssets(input.clientId, input.projectId)).length;
  const problems = purchaseProblems(project, stimuli, input);
  if (problems.length) throw new CannotBuy(problems);
  const method = paymentMethodFor(project.type, input.clientType);
  const price = project.type === 'predict' ? 0 : PACKAGES[project.type].price;
  return {
    method,
    amount: method === 'card' ? price * 100 : 0,
    currency: 'eur',
    description: `AdPulse ${project.type}: ${project.name}`,
    analyses: Math.max(1, stimuli),
    projectName: project.name,
    panelProvider: project.panelProvider,
  };
}

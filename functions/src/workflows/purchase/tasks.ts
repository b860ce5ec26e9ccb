import { purchaseWorkflow } from '@adpulse/shared/workflows/purchase';
import { now } from '../../platform/clock.ts';
import { domainErrorOf, workflowTask } from '../../platform/task-handler.ts';
import {
  PaymentDeclined,
  declinedError,
  chargeOnce,
  consumeCredits,
  invoicePurchase,
  saveFailedPurchase,
  saveSucceededPurchase,
} from '../../billing/index.ts';
import { launchFieldwork, startFieldworkMachine } from '../../fieldwork/index.ts';
import { markProjectActive, toProjectRecord } from '../../projects/index.ts';
import { killPoint } from '../../platform/kill-point.ts';
import { mailInvoice, notifyProjectActive } from '../notices.ts';
import { undoFailedPurchase } from './undo.ts';

/**
 * The purchase saga: the Lambda tasks of statemachines/purchase.asl.json, one export per state
 * of its definition (`shared/src/workflows/purchase.ts`). It spans billing, projects and
 * fieldwork, so it lives here, above them. Each task gets the machine's whole state (the order
 * POST /buy validated is in it) and returns what its ResultPath stores. Every step is safe to
 * repeat for a project.
 */

/** Charge -> $.payment (idempotent by project); a declined card is `purchase.payment_declined`. */
export const chargeHandler = workflowTask(purchaseWorkflow, 'Charge', async ({ input, context, log }) => {
  const payment = await chargeOnce(input, context).catch((error: unknown) => {
    throw error instanceof PaymentDeclined ? declinedError(error) : error;
  });
  log.info('project paid', {
    projectId: payment.projectId,
    chargeId: payment.chargeId,
    amount: payment.amount,
  });
  return payment;
});

/** ConsumeCredits -> $.credits (one consumption record per project, its ledger entry). */
export const consumeCreditsHandler = workflowTask(purchaseWorkflow, 'ConsumeCredits', ({ input }) =>
  consumeCredits({
    clientId: input.clientId,
    clientType: input.clientType,
    projectId: input.projectId,
    analyses: input.order.analyses,
    actor: { kind: 'user', id: input.userId },
    note: input.order.description,
  }),
);

/**
 * Activate -> $.activation: status active, step completed (conditional on the project's version),
 * with the project as written, for LaunchFieldwork.
 */
export const activateHandler = workflowTask(purchaseWorkflow, 'Activate', async ({ input }) => {
  const project = await markProjectActive(input.clientId, input.projectId);
  killPoint('activated-before-launch');
  return {
    status: project.status,
    step: project.step,
    activatedAt: new Date(now()).toISOString(),
    project: { ...project },
  };
});

/**
 * LaunchFieldwork -> $.fieldwork: the respondent test link (one per project), built from the
 * project Activate wrote, then the fieldwork machine.
 */
export const launchFieldworkHandler = workflowTask(purchaseWorkflow, 'LaunchFieldwork', async ({ input }) => {
  const activated = input.activation?.project;
  const link = await launchFieldwork(
    input.clientId,
    input.projectId,
    input.order.panelProvider,
    activated ? toProjectRecord(activated) : undefined,
  );
  await startFieldworkMachine(input.clientId, input.projectId);
  return { testId: link.testId };
});

/** Notify -> $.notification: the activation e-mail (once per project; none to a suppressed address). */
export const notifyHandler = workflowTask(purchaseWorkflow, 'Notify', async ({ input }) => ({
  sentTo: (await notifyProjectActive(input)).sentTo,
}));

/**
 * Invoice -> $.invoice: the invoice of a card payment (numbered once, PDF stored) and its e-mail
 * to the buyer (once per invoice number, so a retry neither numbers nor mails again); null for credits.
 */
export const invoiceHandler = workflowTask(purchaseWorkflow, 'Invoice', async ({ input, log }) => {
  const invoice = await invoicePurchase(input);
  if (!invoice) return { number: null };
  log.info('purchase invoiced', { projectId: input.projectId, invoice: invoice.number });
  const notice = await mailInvoice(input, invoice);
  log.info('invoice notice', { projectId: input.projectId, ...notice });
  return { number: invoice.number };
});

/** RecordPurchased: the attempt's end, for GET /projects/{projectId}/buy (which never asks Step Functions). */
export const recordPurchasedHandler = workflowTask(purchaseWorkflow, 'RecordPurchased', async ({ input }) => {
  await saveSucceededPurchase(input.clientId, input.projectId, input.attempt, new Date(now()).toISOString());
  return { recorded: 'succeeded' as const };
});

/**
 * RecordFailure: why this attempt stopped, for GET /projects/{projectId}/buy. A task's
 * DomainError keeps its code, params and details; anything else (a timeout, a crash, a fieldwork
 * launch that failed for good) is ours. What the purchase did is undone first
 * (`undoFailedPurchase`): the project back on sale if it was activated, the credits or the card
 * payment given back. A purchase whose fieldwork has begun is not undone: its attempt stays
 * `running` and the sweeper runs it again, every step adopting what was done.
 */
export const recordFailureHandler = workflowTask(
  purchaseWorkflow,
  'RecordFailure',
  async ({ input, log }) => {
    const refusal = domainErrorOf(input.failure);
    const code = refusal?.code ?? 'purchase.failed';
    const failure = { projectId: input.projectId, attempt: input.attempt, code, error: input.failure.Error };
    log.warn('purchase failed', failure);
    const undone = await undoFailedPurchase(input);
    if (undone.kept) {
      log.error('purchase failed after its fieldwork began: left running for the sweeper', failure);
      return { recorded: 'running' };
    }
    log.info('purchase undone', { projectId: input.projectId, ...undone });
    await saveFailedPurchase(
      input.clientId,
      input.projectId,
      input.attempt,
      {
        code,
        ...(refusal?.params ? { params: refusal.params as Record<string, string | number> } : {}),
        ...(refusal?.details?.length ? { details: refusal.details } : {}),
      },
      new Date(now()).toISOString(),
    );
    return { recorded: code };
  },
);

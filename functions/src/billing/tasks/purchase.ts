import { now } from '../../platform/clock.ts';
import { taskHandler } from '../../platform/task-handler.ts';
import { consumeCredits } from '../credits.ts';
import { invoicePurchase } from '../purchase/invoice.ts';
import { failureOf } from '../purchase/failure.ts';
import { failedPurchaseSchema, orderedPurchaseSchema, purchaseInputSchema } from '../purchase/input.ts';
import { notifyBuyer } from '../purchase/notify.ts';
import { validateOrder } from '../purchase/order.ts';
import { chargeOnce } from '../data/payments.ts';
import { saveFailedPurchase } from '../data/purchases.ts';
import { markProjectActive } from '../../projects/index.ts';
import { launchFieldwork, startFieldworkMachine } from '../../fieldwork/index.ts';

/**
 * The Lambda tasks of statemachines/purchase.asl.json, one export per state (infra metadata
 * adpulse:entry = this file, adpulse:handler = the export). Each gets the machine's whole
 * state and returns what its ResultPath stores. Every step is safe to repeat for a project.
 */
const SERVICE = 'purchase';

/** Validate -> $.order */
export const validateHandler = taskHandler(SERVICE, purchaseInputSchema, ({ input }) => validateOrder(input));

/** Charge -> $.payment (idempotent by project). */
export const chargeHandler = taskHandler(SERVICE, orderedPurchaseSchema, async ({ input, context, log }) => {
  const payment = await chargeOnce(input, context);
  log.info('project paid', {
    projectId: payment.projectId,
    chargeId: payment.chargeId,
    amount: payment.amount,
  });
  return payment;
});

/** ConsumeCredits -> $.credits (one consumption record per project, its ledger entry). */
export const consumeCreditsHandler = taskHandler(SERVICE, orderedPurchaseSchema, ({ input }) =>
  consumeCredits({
    clientId: input.clientId,
    clientType: input.clientType,
    projectId: input.projectId,
    analyses: input.order.analyses,
    actor: { kind: 'user', id: input.userId },
    note: input.order.description,
  }),
);

/** Activate -> $.activation: status active, step completed (conditional on the project's version). */
export const activateHandler = taskHandler(SERVICE, orderedPurchaseSchema, async ({ input }) => {
  const project = await markProjectActive(input.clientId, input.projectId);
  return { status: project.status, step: project.step, activatedAt: new Date(now()).toISOString() };
});

/** LaunchFieldwork -> $.fieldwork: the respondent test link (one per project), then the fieldwork machine. */
export const launchFieldworkHandler = taskHandler(SERVICE, orderedPurchaseSchema, async ({ input }) => {
  const link = await launchFieldwork(input.clientId, input.projectId, input.order.panelProvider);
  await startFieldworkMachine(input.clientId, input.projectId);
  return { testId: link.testId };
});

/** Notify -> $.notification */
export const notifyHandler = taskHandler(SERVICE, orderedPurchaseSchema, ({ input }) => notifyBuyer(input));

/** Invoice -> $.invoice: the invoice of a card payment (numbered once, PDF stored); null for credits. */
export const invoiceHandler = taskHandler(SERVICE, orderedPurchaseSchema, async ({ input, log }) => {
  const invoice = await invoicePurchase(input);
  if (invoice) log.info('purchase invoiced', { projectId: input.projectId, invoice: invoice.number });
  return { number: invoice?.number ?? null };
});

/** RecordFailure: why this attempt stopped, for GET /projects/{projectId}/buy. */
export const recordFailureHandler = taskHandler(SERVICE, failedPurchaseSchema, async ({ input, log }) => {
  const error = failureOf(input.failure);
  log.warn('purchase failed', { projectId: input.projectId, attempt: input.attempt, error: error.name });
  await saveFailedPurchase(
    input.clientId,
    input.projectId,
    input.attempt,
    error,
    new Date(now()).toISOString(),
  );
  return { recorded: error.name };
});

/**
 * The definition substitutions of statemachines/purchase.asl.json and the export of this file
 * that serves each: the infra creates one function per entry (adpulse:handler = the export).
 */
export const PURCHASE_TASK_HANDLERS = {
  ValidatePurchaseFunctionArn: 'validateHandler',
  ChargeFunctionArn: 'chargeHandler',
  ConsumeCreditsFunctionArn: 'consumeCreditsHandler',
  ActivateProjectFunctionArn: 'activateHandler',
  LaunchFieldworkFunctionArn: 'launchFieldworkHandler',
  NotifyPurchaseFunctionArn: 'notifyHandler',
  InvoicePurchaseFunctionArn: 'invoiceHandler',
  RecordPurchaseFailureFunctionArn: 'recordFailureHandler',
} as const;

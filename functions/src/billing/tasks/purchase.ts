import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import { now } from '../../platform/clock.ts';
import { consumeCredits } from '../data/credits.ts';
import { failureOf } from '../purchase/failure.ts';
import { failedPurchaseSchema, orderedPurchaseSchema, purchaseInputSchema } from '../purchase/input.ts';
import { notifyBuyer } from '../purchase/notify.ts';
import { validateOrder } from '../purchase/order.ts';
import { chargeOnce } from '../data/payments.ts';
import { saveFailedPurchase } from '../data/purchases.ts';
import { markProjectActive } from '../../projects/index.ts';
import { launchFieldwork } from '../../fieldwork/index.ts';

/**
 * The Lambda tasks of statemachines/purchase.asl.json, one export per state (infra metadata
 * adpulse:entry = this file, adpulse:handler = the export). Each gets the machine's whole
 * state and returns what its ResultPath stores. Every step is safe to repeat for a project.
 */
const logger = new Logger({ serviceName: 'purchase' });

/** Validate -> $.order */
export async function validateHandler(event: unknown, context: Context) {
  logger.addContext(context);
  return validateOrder(purchaseInputSchema.parse(event));
}

/** Charge -> $.payment (idempotent by project). */
export async function chargeHandler(event: unknown, context: Context) {
  logger.addContext(context);
  const payment = await chargeOnce(orderedPurchaseSchema.parse(event), context);
  logger.info('project paid', {
    projectId: payment.projectId,
    chargeId: payment.chargeId,
    amount: payment.amount,
  });
  return payment;
}

/** ConsumeCredits -> $.credits (one consumption record per project). */
export async function consumeCreditsHandler(event: unknown, context: Context) {
  logger.addContext(context);
  const purchase = orderedPurchaseSchema.parse(event);
  return consumeCredits(purchase.clientId, purchase.projectId, purchase.order.analyses);
}

/** Activate -> $.activation: status active, step completed (conditional on the project's version). */
export async function activateHandler(event: unknown, context: Context) {
  logger.addContext(context);
  const purchase = orderedPurchaseSchema.parse(event);
  const project = await markProjectActive(purchase.clientId, purchase.projectId);
  return { status: project.status, step: project.step, activatedAt: new Date(now()).toISOString() };
}

/** LaunchFieldwork -> $.fieldwork: the respondent test link (one per project). */
export async function launchFieldworkHandler(event: unknown, context: Context) {
  logger.addContext(context);
  const purchase = orderedPurchaseSchema.parse(event);
  const link = await launchFieldwork(purchase.clientId, purchase.projectId, purchase.order.panelProvider);
  return { testId: link.testId };
}

/** Notify -> $.notification */
export async function notifyHandler(event: unknown, context: Context) {
  logger.addContext(context);
  return notifyBuyer(orderedPurchaseSchema.parse(event));
}

/** RecordFailure: why this attempt stopped, for GET /projects/{projectId}/buy. */
export async function recordFailureHandler(event: unknown, context: Context) {
  logger.addContext(context);
  const purchase = failedPurchaseSchema.parse(event);
  const error = failureOf(purchase.failure);
  logger.warn('purchase failed', {
    projectId: purchase.projectId,
    attempt: purchase.attempt,
    error: error.name,
  });
  await saveFailedPurchase(
    purchase.clientId,
    purchase.projectId,
    purchase.attempt,
    error,
    new Date(now()).toISOString(),
  );
  return { recorded: error.name };
}

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
  RecordPurchaseFailureFunctionArn: 'recordFailureHandler',
} as const;

import {
  DescribeExecutionCommand,
  ExecutionAlreadyExists,
  ExecutionDoesNotExist,
  StartExecutionCommand,
} from '@aws-sdk/client-sfn';
import { ENV, isErrorCode, isLanguage, type ClientType, type Language } from '@adpulse/shared';
import { CANCELED_PREDICT_PARAM, type PurchaseView } from '@adpulse/shared/billing/purchase';
import type { ProjectStatus } from '@adpulse/shared/projects/constants';
import { errorBodyOf } from '@adpulse/shared/i18n/reported-error';
import { env, sfnClient } from '../../platform/aws.ts';
import { now } from '../../platform/clock.ts';
import type { Session } from '../../platform/auth/session.ts';
import { notFound } from '../../platform/errors.ts';
import { billingInfoSchema } from '@adpulse/shared/billing/schemas';
import { findBillingInfo, saveBillingInfo } from '../data/billing-info.ts';
import {
  findPurchase,
  saveFailedPurchase,
  savePurchaseAttempt,
  type PurchaseRecord,
} from '../data/purchases.ts';
import { paymentProvider, projectChargeKey } from '../providers/index.ts';
import { CHECKOUT_LIFETIME_SECONDS } from '../providers/stripe-provider.ts';
import {
  purchaseInputSchema,
  purchaseWorkflow,
  type PurchaseInput,
} from '@adpulse/shared/workflows/purchase';
import { cannotBuyError, validateOrder } from './order.ts';
import { adoptableCharge, chargeGeneration } from '../data/payments.ts';
import { findUser } from '../../accounts/index.ts';
import { findProject, getProject, scopeOf } from '../../projects/index.ts';

/** Step Functions keeps execution names for 90 days: each attempt after a failure gets its own. */
export const purchaseExecutionName = (projectId: string, attempt: number) => `buy-${projectId}-${attempt}`;

/** A payment page is offered again while it has this long left; older ones are closed and replaced. */
const REUSE_CHECKOUT_MS = 5 * 60 * 1000;
/** A payment page whose expiry the provider never confirmed counts as abandoned this long after. */
const ABANDONED_AFTER_MS = 10 * 60 * 1000;
/** Step Functions has ended (timed out) any purchase execution started this long ago. */
const RUN_DEADLINE_MS = (purchaseWorkflow.timeoutSeconds + 60) * 1000;

/**
 * POST /projects/{projectId}/buy: starts the purchase of the project, once. A buy of a project
 * already bought, or while its purchase runs, answers that purchase without starting anything;
 * after a failed attempt (a declined card) a new attempt starts. Two simultaneous buys compute
 * the same attempt and so the same execution name and input, which Step Functions runs once.
 * Paid by card with a provider that takes the card on its own page (Stripe), the attempt waits
 * for the payment: the answer carries the page, and the provider's notification starts the
 * machine (`startPaidPurchase`).
 */
export async function buyProject(
  session: Session,
  projectId: string,
  request: { paymentMethod?: string | undefined },
  language: Language,
): Promise<PurchaseView> {
  const project = await getProject(session.clientId, await scopeOf(session), projectId);
  const current = await settledPurchase(session.clientId, projectId, project.status);
  // Not for sale: bought, being bought, or closed after a purchase; the answer is GET /buy's.
  if (project.status !== 'pending') {
    if (current || project.status === 'active') return purchaseView(current, language);
    throw cannotBuyError([]);
  }
  if (current?.state === 'running') return { state: 'running', attempt: current.attempt };
  const provider = paymentProvider();
  if (current?.state === 'awaiting_payment' && current.checkoutId) {
    const left = Date.parse(current.checkoutExpiresAt ?? '') - now();
    if (left > REUSE_CHECKOUT_MS && current.redirectUrl) return awaitingView(current);
    // Too old to offer: close it, unless the buyer has just paid it (its notification is coming).
    if ((await provider.closeCheckout(current.checkoutId)) === 'paid') return awaitingView(current);
  }

  const attempt = (current?.attempt ?? 0) + 1;
  const buyer = {
    projectId,
    clientId: session.clientId,
    userId: session.userId,
    clientType: session.clientType,
    language,
    attempt,
    paymentMethod: request.paymentMethod?.trim() ?? '',
  };
  // Validated once, here, with the project just read: the machine gets the order in its input.
  const order = await validateOrder(buyer, project);
  const input: PurchaseInput = { ...buyer, order };
  if (order.method === 'card') await keepCheckoutBillingInfo(session.clientId, project.payment);

  if (order.method === 'card' && !provider.collectsCard) {
    // Paid already (a page of an earlier attempt, whose purchase stopped before its record):
    // adopt that payment rather than open a page that would take it a second time.
    const paid = await adoptableCharge({
      clientId: session.clientId,
      projectId,
      idempotencyKey: projectChargeKey(
        projectId,
        order.amount,
        await chargeGeneration(session.clientId, projectId),
      ),
      amount: order.amount,
      currency: order.currency,
    });
    if (paid) {
      await startPurchaseExecution({ ...input, paymentMethod: paid.chargeId });
      return { state: 'running', attempt };
    }
    const [billing, user] = await Promise.all([
      findBillingInfo(session.clientId),
      findUser(session.clientId, session.userId),
    ]);
    const appUrl = `${process.env[ENV.appUrl] ?? ''}/${language}`;
    const checkout = await provider.startProjectCheckout({
      clientId: session.clientId,
      projectId,
      attempt,
      userId: session.userId,
      language,
      clientType: session.clientType,
      amount: order.amount,
      description: order.description,
      ...(user?.email ? { email: user.email } : {}),
      ...(billing.stripeCustomerId ? { customerId: billing.stripeCustomerId } : {}),
      successUrl: `${appUrl}/success-payment?project=${encodeURIComponent(projectId)}&checkout={CHECKOUT_SESSION_ID}`,
      cancelUrl:
        project.type === 'predict'
          ? `${appUrl}/dashboard?${CANCELED_PREDICT_PARAM}=${encodeURIComponent(projectId)}`
          : `${appUrl}/project/${encodeURIComponent(projectId)}/checkout`,
    });
    const at = new Date(now()).toISOString();
    const record: PurchaseRecord = {
      projectId,
      attempt,
      state: 'awaiting_payment',
      checkoutId: checkout.checkoutId,
      redirectUrl: checkout.redirectUrl,
      checkoutExpiresAt: new Date(now() + CHECKOUT_LIFETIME_SECONDS * 1000).toISOString(),
      order,
      method: order.method,
      startedAt: at,
      updatedAt: at,
    };
    await savePurchaseAttempt(session.clientId, record);
    return awaitingView(record);
  }

  await startPurchaseExecution(input);
  return { state: 'running', attempt };
}

/**
 * The billing details typed at a project's checkout become the client's billing information, so
 * the next checkout, a quick predict and a change of plan find them (the latest typed wins).
 */
async function keepCheckoutBillingInfo(clientId: string, payment: unknown): Promise<void> {
  const details = billingInfoSchema.safeParse(payment);
  if (details.success) await saveBillingInfo(clientId, details.data, new Date(now()).toISOString());
}

function awaitingView(record: PurchaseRecord): PurchaseView {
  return {
    state: 'awaiting_payment',
    attempt: record.attempt,
    ...(record.redirectUrl ? { redirectUrl: record.redirectUrl } : {}),
  };
}

/**
 * Starts (once) the execution of an attempt. It is recorded as running first, so that the
 * machine's record of its own end (RecordPurchased, RecordFailure) always finds this attempt.
 */
async function startPurchaseExecution(input: PurchaseInput): Promise<void> {
  const stateMachineArn = env(ENV.purchaseStateMachineArn);
  const name = purchaseExecutionName(input.projectId, input.attempt);
  const at = new Date(now()).toISOString();
  await savePurchaseAttempt(input.clientId, {
    projectId: input.projectId,
    attempt: input.attempt,
    executionArn: `${stateMachineArn.replace(':stateMachine:', ':execution:')}:${name}`,
    state: 'running',
    method: input.order.method,
    startedAt: at,
    updatedAt: at,
  });
  try {
    await sfnClient().send(
      new StartExecutionCommand({ stateMachineArn, name, input: JSON.stringify(input) }),
    );
  } catch (error) {
    // Another request started this very attempt (maybe with other input): it is the buy.
    if (error instanceof ExecutionAlreadyExists) return;
    await saveFailedPurchase(input.clientId, input.projectId, input.attempt, { code: 'purchase.failed' }, at);
    throw error;
  }
}

/** What the sweeper did with a purchase attempt recorded as running. */
export type StuckPurchaseOutcome = 'young' | 'running' | 'restarted' | 'failed';

/**
 * For the sweeper: an attempt recorded as running whose execution no longer runs and never
 * recorded its end (the process died, or its failure step failed too). Started less than
 * `graceMs` ago it is left alone (its StartExecution may be on its way). An execution that ended
 * is run again as the next attempt with the same order: every step adopts what the dead one did
 * (the charge by its key, the credits by their record, activation and launch per project). One
 * that never started is recorded as failed, so the buyer may buy again.
 */
export async function resumeStuckPurchase(
  clientId: string,
  purchase: PurchaseRecord,
  graceMs: number,
): Promise<StuckPurchaseOutcome> {
  if (purchase.state !== 'running' || Date.parse(purchase.startedAt) + graceMs > now()) return 'young';
  const at = new Date(now()).toISOString();
  let execution;
  try {
    execution = purchase.executionArn
      ? await sfnClient().send(new DescribeExecutionCommand({ executionArn: purchase.executionArn }))
      : undefined;
  } catch (error) {
    if (!(error instanceof ExecutionDoesNotExist)) throw error;
  }
  if (execution?.status === 'RUNNING') return 'running';
  const input = execution?.input ? purchaseInputSchema.safeParse(JSON.parse(execution.input)) : undefined;
  if (!input?.success) {
    await saveFailedPurchase(clientId, purchase.projectId, purchase.attempt, { code: 'purchase.failed' }, at);
    return 'failed';
  }
  await startPurchaseExecution({ ...input.data, attempt: purchase.attempt + 1 });
  return 'restarted';
}

/** What a paid project checkout says about its buy (the metadata it was created with). */
export interface PaidCheckout {
  checkoutId: string;
  clientId: string;
  projectId: string;
  attempt: number;
  userId: string;
  language: string;
  clientType: string;
}

/**
 * The provider confirmed the payment of a project's checkout: the purchase machine runs that
 * attempt with the checkout as its payment reference (its Charge step checks it is paid).
 */
export async function startPaidPurchase(paid: PaidCheckout): Promise<void> {
  const clientType: ClientType = paid.clientType === 'custom' ? 'custom' : 'regular';
  const buyer = {
    projectId: paid.projectId,
    clientId: paid.clientId,
    userId: paid.userId,
    clientType,
    language: isLanguage(paid.language) ? paid.language : 'en',
    attempt: paid.attempt,
    paymentMethod: paid.checkoutId,
  };
  // The order POST /buy validated when it opened the payment page (older records: validated now).
  const purchase = await findPurchase(paid.clientId, paid.projectId);
  // Stripe may confirm one payment twice (completed, then async_payment_succeeded): once this
  // attempt has started, its project is no longer for sale and the order is not validated again.
  if (purchase?.attempt === paid.attempt && purchase.state !== 'awaiting_payment') return;
  const order =
    purchase?.attempt === paid.attempt && purchase.order
      ? purchase.order
      : await validateOrder(buyer, await findProject(paid.clientId, paid.projectId));
  await startPurchaseExecution({ ...buyer, order });
}

/** The provider closed a project's checkout unpaid: that attempt failed like a declined card. */
export async function abandonCheckout(clientId: string, projectId: string, attempt: number): Promise<void> {
  const purchase = await findPurchase(clientId, projectId);
  if (purchase?.state !== 'awaiting_payment' || purchase.attempt !== attempt) return;
  await saveFailedPurchase(
    clientId,
    projectId,
    attempt,
    { code: 'purchase.payment_declined' },
    new Date(now()).toISOString(),
  );
}

/**
 * GET /projects/{projectId}/buy: how the latest buy went, with the spec's text when it failed.
 * `succeeded` only once the machine recorded it (RecordPurchased, after the invoice): while the
 * project is active but its invoice not yet issued, the purchase is still `running`.
 */
export async function readPurchase(
  session: Session,
  projectId: string,
  language: Language,
): Promise<PurchaseView> {
  const project = await getProject(session.clientId, await scopeOf(session), projectId);
  const purchase = await settledPurchase(session.clientId, projectId, project.status);
  if (!purchase && project.status === 'pending') throw notFound();
  return purchaseView(purchase, language);
}

/**
 * The answer for a purchase record as the machine left it. No record at all is a project
 * activated without a purchase of ours (seeded): nothing to follow.
 */
function purchaseView(purchase: PurchaseRecord | undefined, language: Language): PurchaseView {
  if (!purchase) return { state: 'succeeded' };
  switch (purchase.state) {
    case 'failed': {
      // The task's DomainError as it was recorded: the same body a route would answer.
      const failure = purchase.error;
      const code = isErrorCode(failure?.code) ? failure.code : 'purchase.failed';
      return {
        state: 'failed',
        attempt: purchase.attempt,
        error: errorBodyOf(code, { params: failure?.params, details: failure?.details }, language),
      };
    }
    case 'succeeded': {
      const paidWith = purchase.method ?? purchase.order?.method;
      return { state: 'succeeded', attempt: purchase.attempt, ...(paidWith ? { paidWith } : {}) };
    }
    case 'awaiting_payment':
      return awaitingView(purchase);
    case 'running':
      return { state: 'running', attempt: purchase.attempt };
  }
}

/**
 * The purchase record as the machine left it, with a "running" attempt older than the machine's
 * timeout read as ended (it did not record how: its last step failed too, or it was stopped):
 * failed, unless its project is active (paid and activated: what is missing, its record and
 * maybe its invoice, the sweeper's rerun finishes), and a payment page long past its expiry read
 * as a declined payment.
 */
async function settledPurchase(
  clientId: string,
  projectId: string,
  projectStatus: ProjectStatus,
): Promise<PurchaseRecord | undefined> {
  const purchase = await findPurchase(clientId, projectId);
  if (purchase?.state === 'awaiting_payment') {
    const expired = Date.parse(purchase.checkoutExpiresAt ?? '') + ABANDONED_AFTER_MS < now();
    return expired
      ? { ...purchase, state: 'failed', error: { code: 'purchase.payment_declined' } }
      : purchase;
  }
  if (purchase?.state === 'running' && Date.parse(purchase.startedAt) + RUN_DEADLINE_MS < now()) {
    return projectStatus === 'active'
      ? { ...purchase, state: 'succeeded' }
      : { ...purchase, state: 'failed', error: { code: 'purchase.failed' } };
  }
  return purchase;
}

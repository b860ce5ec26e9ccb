import { DescribeExecutionCommand, ExecutionAlreadyExists, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { ENV, ERRORS, type ErrorCode, type Language } from '@adpulse/shared';
import type { PurchaseView } from '@adpulse/shared/billing/purchase';
import { translatorFor } from '@adpulse/shared/i18n/translator';
import { env, sfnClient } from '../../platform/aws.ts';
import { now } from '../../platform/clock.ts';
import type { Session } from '../../platform/auth/session.ts';
import { DomainError, notFound } from '../../platform/errors.ts';
import { PURCHASE_ERRORS, isPurchaseErrorName } from '../errors.ts';
import type { PurchaseInput } from './input.ts';
import { CannotBuy, validateOrder } from './order.ts';
import { findPurchase, saveRunningPurchase, type PurchaseRecord } from '../data/purchases.ts';
import { getProject, scopeOf } from '../../projects/index.ts';

/** Step Functions keeps execution names for 90 days: each attempt after a failure gets its own. */
export const purchaseExecutionName = (projectId: string, attempt: number) => `buy-${projectId}-${attempt}`;

export const cannotBuyError = (problems: CannotBuy['problems']) =>
  new DomainError('purchase.cannot_buy', {
    details: problems.map((problem) => ({
      field: `${problem.step}.${problem.field}`,
      code: problem.message,
    })),
  });

/**
 * POST /projects/{projectId}/buy: starts the purchase machine for the project, once. A buy of a
 * project already bought, or while its purchase runs, answers that purchase without starting
 * anything; after a failed attempt (a declined card) a new attempt starts. Two simultaneous
 * buys compute the same attempt and so the same execution name and input, which Step
 * Functions runs once.
 */
export async function buyProject(
  session: Session,
  projectId: string,
  request: { paymentMethod?: string | undefined },
  language: Language,
): Promise<PurchaseView> {
  const project = await getProject(session.clientId, await scopeOf(session), projectId);
  const current = await settledPurchase(session.clientId, projectId);
  if (project.status !== 'pending') {
    if (current || project.status === 'active')
      return { state: 'succeeded', ...(current ? { attempt: current.attempt } : {}) };
    throw cannotBuyError([]);
  }
  if (current?.state === 'running') return { state: 'running', attempt: current.attempt };

  const attempt = (current?.attempt ?? 0) + 1;
  const input: PurchaseInput = {
    projectId,
    clientId: session.clientId,
    userId: session.userId,
    clientType: session.clientType,
    language,
    attempt,
    paymentMethod: request.paymentMethod?.trim() ?? '',
  };
  try {
    await validateOrder(input);
  } catch (error) {
    if (error instanceof CannotBuy) throw cannotBuyError(error.problems);
    throw error;
  }

  const stateMachineArn = env(ENV.purchaseStateMachineArn);
  const name = purchaseExecutionName(projectId, attempt);
  let executionArn = `${stateMachineArn.replace(':stateMachine:', ':execution:')}:${name}`;
  try {
    const started = await sfnClient().send(
      new StartExecutionCommand({ stateMachineArn, name, input: JSON.stringify(input) }),
    );
    executionArn = started.executionArn ?? executionArn;
  } catch (error) {
    // Another request started this very attempt (maybe with other input): it is the buy.
    if (!(error instanceof ExecutionAlreadyExists)) throw error;
  }
  const at = new Date(now()).toISOString();
  await saveRunningPurchase(session.clientId, {
    projectId,
    attempt,
    executionArn,
    state: 'running',
    startedAt: at,
    updatedAt: at,
  });
  return { state: 'running', attempt };
}

/** GET /projects/{projectId}/buy: how the latest buy went, with the spec's text when it failed. */
export async function readPurchase(
  session: Session,
  projectId: string,
  language: Language,
): Promise<PurchaseView> {
  const project = await getProject(session.clientId, await scopeOf(session), projectId);
  const purchase = await settledPurchase(session.clientId, projectId);
  if (project.status !== 'pending')
    return { state: 'succeeded', ...(purchase ? { attempt: purchase.attempt } : {}) };
  if (!purchase) throw notFound();
  if (purchase.state === 'running') return { state: 'running', attempt: purchase.attempt };
  const name = purchase.error?.name ?? 'Failed';
  const code: ErrorCode = isPurchaseErrorName(name) ? PURCHASE_ERRORS[name] : 'purchase.failed';
  const params = purchase.error?.params;
  return {
    state: 'failed',
    attempt: purchase.attempt,
    error: {
      code,
      message: translatorFor(language)(ERRORS[code].message, params ?? {}),
      ...(params && Object.keys(params).length ? { params } : {}),
    },
  };
}

/**
 * The purchase record, with a "running" attempt whose execution ended without recording why
 * (its failure step failed too, or it was stopped) read as failed.
 */
async function settledPurchase(clientId: string, projectId: string): Promise<PurchaseRecord | undefined> {
  const purchase = await findPurchase(clientId, projectId);
  if (purchase?.state !== 'running') return purchase;
  try {
    const execution = await sfnClient().send(
      new DescribeExecutionCommand({ executionArn: purchase.executionArn }),
    );
    if (execution.status === 'RUNNING' || execution.status === 'SUCCEEDED') return purchase;
    return { ...purchase, state: 'failed', error: { name: execution.error ?? 'Failed' } };
  } catch (error) {
    if (error instanceof Error && error.name === 'ExecutionDoesNotExist') {
      return { ...purchase, state: 'failed', error: { name: 'Failed' } };
    }
    throw error;
  }
}

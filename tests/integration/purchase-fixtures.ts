import { billingContract } from '@adpulse/shared';
import type { PurchaseView } from '@adpulse/shared/billing/purchase';
import type { PurchaseInput } from '@adpulse/shared/workflows/purchase';
import { DescribeExecutionCommand, type DescribeExecutionCommandOutput } from '@aws-sdk/client-sfn';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { expect, vi } from 'vitest';
import { findPurchase } from '../../functions/src/billing/data/purchases.ts';
import { testLedger } from '../../functions/src/billing/data/test-charges.ts';
import { grantSubscription } from '../../functions/src/billing/plans/grant.ts';
import { validateOrder } from '../../functions/src/billing/purchase/order.ts';
import { dynamoClient, sfnClient } from '../../functions/src/platform/aws.ts';
import { findProject } from '../../functions/src/projects/data/store.ts';
import { invokeRoute, type RouteAnswer } from '../support/invoke-route.ts';
import { waitFor } from '../support/wait.ts';
import { customAdmin, type SignedIn } from './accounts-fixtures.ts';

type PurchaseAnswer = RouteAnswer<typeof billingContract.routes.getPurchase>;

/** GET /buy of the shared integration runtime. */
export const purchaseOf = (user: SignedIn, projectId: string, lang?: string): Promise<PurchaseAnswer> =>
  invokeRoute(billingContract.routes.getPurchase, {
    token: user.token,
    params: { projectId },
    ...(lang ? { lang } : {}),
  });

/** GET /buy (read by `read`, default the shared runtime's) until the purchase is no longer running. */
export function settledPurchase(
  user: SignedIn,
  projectId: string,
  options: { lang?: string; read?: () => Promise<PurchaseAnswer> } = {},
): Promise<PurchaseView> {
  const read = options.read ?? (() => purchaseOf(user, projectId, options.lang));
  return waitFor(
    `the purchase of ${projectId} to settle`,
    async () => {
      const answer = await read();
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.state === 'running' ? undefined : answer.body;
    },
    { everyMs: 50 },
  );
}

/**
 * The purchase execution of the project's latest attempt, once it has ended (GET /buy reads
 * "succeeded" from RecordPurchased, its last task: the execution's own end follows).
 */
export async function endedPurchase(
  clientId: string,
  projectId: string,
): Promise<DescribeExecutionCommandOutput> {
  const purchase = await findPurchase(clientId, projectId);
  if (!purchase) throw new Error(`No purchase record for ${projectId}`);
  return waitFor(
    `the purchase execution of ${projectId} to end`,
    async () => {
      const execution = await sfnClient().send(
        new DescribeExecutionCommand({ executionArn: purchase.executionArn }),
      );
      return execution.status === 'RUNNING' ? undefined : execution;
    },
    { everyMs: 50 },
  );
}

/**
 * The process dies right after the provider charged the card, before the payment record is
 * written: the write of `PAYMENT#<projectId>` throws, as a SIGKILL would have cut it (undo with
 * vi.restoreAllMocks()).
 */
export function killBeforeThePaymentRecord(): void {
  const client = dynamoClient();
  const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
  vi.spyOn(client, 'send').mockImplementation((async (command: unknown) => {
    if (command instanceof PutCommand && String(command.input.Item?.sk ?? '').startsWith('PAYMENT#')) {
      throw new Error('killed after the charge, before its record');
    }
    return send(command);
  }) as never);
}

/** The purchase machine's input for a card buy of a project at checkout, its order validated as POST /buy does. */
export async function cardPurchaseInput(
  user: SignedIn,
  projectId: string,
  attempt: number,
  paymentMethod: string,
): Promise<PurchaseInput> {
  const buyer = {
    projectId,
    clientId: user.clientId,
    userId: user.userId,
    clientType: 'regular' as const,
    language: 'en' as const,
    attempt,
    paymentMethod,
  };
  return { ...buyer, order: await validateOrder(buyer, await findProject(user.clientId, projectId)) };
}

/** A custom client with a yearly contract of 5 analyses. */
export async function contractClient(label: string): Promise<SignedIn> {
  const admin = await customAdmin(false, label);
  await grantSubscription({
    clientId: admin.clientId,
    plan: 'pro',
    billing: 'yearly',
    endsAt: '2099-12-31',
    analyses: 5,
    actor: { kind: 'operator', id: 'test' },
    note: 'contract',
  });
  return admin;
}

/** The test provider's charges of one project, with how many refunds each was given. */
export const chargesOf = async (user: SignedIn, projectId: string) =>
  (await testLedger(user.clientId)).filter((charge) => charge.projectId === projectId);

export const refundsOf = (charges: Awaited<ReturnType<typeof chargesOf>>) =>
  charges.reduce((sum, charge) => sum + (charge.refunds ?? 0), 0);

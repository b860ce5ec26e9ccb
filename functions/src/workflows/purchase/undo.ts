import { buyingStep } from '@adpulse/shared/wizard/steps';
import type { FailedPurchase } from '@adpulse/shared/workflows/purchase';
import { refundFailedPurchase, returnCredits } from '../../billing/index.ts';
import { withdrawUnstartedFieldwork } from '../../fieldwork/index.ts';
import { findProject, reopenForPurchase } from '../../projects/index.ts';

/** What RecordFailure undid: the project put back on sale, and what went back to the client. */
export type UndonePurchase =
  | { kept: false; reopened: boolean; creditsReturned: number; refund: 'refunded' | 'nothing' }
  /** The project's fieldwork has begun (respondents entered): the purchase is carried on, not undone. */
  | { kept: true };

/**
 * Undoes what a failed purchase did, once across retries and crashes (each step finds its own
 * earlier work):
 * - a project the purchase activated (LaunchFieldwork failed for good, or Activate wrote and then
 *   failed to answer) has its unstarted fieldwork withdrawn and goes back on sale, at the step its
 *   buyer buys from, so the checkout can buy it again;
 * - then what the purchase took goes back: the credits, or the recorded card payment, refunded once
 *   (`refundFailedPurchase`: a buy after it is one new charge).
 * Not undone: a project whose fieldwork has begun (respondents entered, or its panel project
 * opened) stays active with its payment (`kept`).
 */
export async function undoFailedPurchase(input: FailedPurchase): Promise<UndonePurchase> {
  const { clientId, projectId } = input;
  const reopened = (await findProject(clientId, projectId))?.status === 'active';
  if (reopened) {
    if (!(await withdrawUnstartedFieldwork(clientId, projectId))) return { kept: true };
    await reopenForPurchase(clientId, projectId, buyingStep(input.clientType));
  }
  const creditsReturned =
    input.order.method === 'credits'
      ? await returnCredits({
          clientId,
          projectId,
          actor: { kind: 'user', id: input.userId },
          note: input.order.description,
        })
      : 0;
  const refund =
    input.order.method === 'card' ? await refundFailedPurchase({ clientId, projectId }) : 'nothing';
  return { kept: false, reopened, creditsReturned, refund };
}

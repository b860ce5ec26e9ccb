import type { PanelRefund } from '@adpulse/shared/fieldwork/index';
import { now } from '../../platform/clock.ts';
import type { TaskFailure } from '../../platform/task-handler.ts';
import { requestFinalAnalysis } from '../../analysis/index.ts';
import { giveUndeliveredBack, undeliveredRefundOf } from '../../billing/index.ts';
import {
  findFieldwork,
  markPanelSettlementRefunded,
  recordPanelFailure,
  recordPanelSettlement,
} from '../../fieldwork/index.ts';
import { findProject, markProjectClosed } from '../../projects/index.ts';

/** What RecordPanelFailure did: the code the execution fails with and, after a refusal, the settlement. */
export interface PanelFailureOutcome {
  code: string;
  recorded: boolean;
  delivered: number | null;
  refund: PanelRefund['method'] | null;
  project: 'closed' | 'final_analysis' | null;
}

/**
 * A panel provider's refusal (rejected targeting, closed survey, bad token, unknown project) ends
 * a bought project's fieldwork; the client must not be left with a paid project silently active
 * (issue 23). In order, each step repeatable (the task is retried):
 * 1. fieldwork closed `panel_error` with the code (fieldwork's `recordPanelFailure`);
 * 2. what goes back decided once from how the project was paid and what was delivered (billing's
 *    `undeliveredRefundOf`, kept on the fieldwork by W22: a retry gives back what the first decided);
 * 3. given back by the purchase's own refund path (`giveUndeliveredBack`: the card's part claimed,
 *    refunded under the charge's key and recorded, or the credits returned), then marked on the
 *    fieldwork (W23), which the fieldwork screen reads;
 * 4. the project ends: with completes, the final analysis runs on them (it closes the project with
 *    the fieldwork's closed date, as for an early close); with none, the project is closed.
 * A failure that is not a refusal changes nothing (the sweeper takes the fieldwork over).
 */
export async function settlePanelFailure(
  clientId: string,
  projectId: string,
  failure: TaskFailure,
): Promise<PanelFailureOutcome> {
  const ended = await recordPanelFailure(clientId, projectId, failure);
  const none = { delivered: null, refund: null, project: null };
  if (!ended.recorded) return { ...ended, ...none };
  const fieldwork = await findFieldwork(clientId, projectId, true);
  const project = await findProject(clientId, projectId);
  if (fieldwork?.closeReason !== 'panel_error' || !project) return { ...ended, ...none };
  const delivered = fieldwork.counts.completes;
  const at = new Date(now()).toISOString();
  const decided = await undeliveredRefundOf(clientId, projectId, {
    type: project.type,
    delivered,
    sampleSize: fieldwork.plan.sampleSize,
  });
  const settlement = await recordPanelSettlement(clientId, projectId, {
    delivered,
    refund: decided,
    state: 'refunding',
    at,
  });
  const refund = settlement?.refund ?? decided;
  await giveUndeliveredBack(clientId, projectId, refund, `Panel refusal ${ended.code}: ${project.name}`);
  await markPanelSettlementRefunded(clientId, projectId);
  const closedAt = fieldwork.closedAt ?? at;
  if (delivered > 0) await requestFinalAnalysis(clientId, projectId, closedAt);
  else await markProjectClosed(clientId, projectId, new Date(closedAt));
  return {
    ...ended,
    delivered,
    refund: refund.method,
    project: delivered > 0 ? 'final_analysis' : 'closed',
  };
}

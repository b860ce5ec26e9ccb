import type { ClientType } from '@adpulse/shared';
import type { CreditsView, Usage } from '@adpulse/shared/billing/schemas';
import { now } from '../platform/clock.ts';
import { listLedger, readBalance } from './data/balance.ts';
import { boughtAnalyses } from './data/consumptions.ts';
import { currentSubscription, hasEnded } from './plans/current.ts';
import { projectStatuses } from '../projects/index.ts';

/**
 * GET /clients/{clientId}/usage (spec section 3): the balance of analyses, and the videos
 * (stimuli) of the bought projects: analysed (closed) and in progress (active). Reads the
 * client's purchase records and then the status of those projects (one key read per project).
 */
export async function readUsage(clientId: string, clientType: ClientType): Promise<Usage> {
  // The subscription first: a regular client's first one brings its free analyses to the balance.
  const subscription = await currentSubscription(clientId, clientType);
  const [{ balance }, analyses] = await Promise.all([readBalance(clientId), boughtAnalyses(clientId)]);
  const statuses = await projectStatuses(clientId, [...analyses.keys()]);
  let analysed = 0;
  let inProgress = 0;
  for (const [projectId, count] of analyses) {
    const status = statuses.get(projectId);
    if (status === 'closed') analysed += count;
    else if (status === 'active') inProgress += count;
  }
  const unlimited = subscription !== undefined && subscription.unlimited && !hasEnded(subscription, now());
  return { balance, unlimited, analysed, inProgress };
}

/** GET /clients/{clientId}/credits: the balance and its latest ledger entries. */
export async function readCredits(clientId: string): Promise<CreditsView> {
  const [{ balance }, entries] = await Promise.all([readBalance(clientId), listLedger(clientId)]);
  return { balance, entries };
}

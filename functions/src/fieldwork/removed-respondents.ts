import type { RemovedRespondents } from '@adpulse/shared/analysis/schemas';
import { findFieldwork } from './data/fieldwork-store.ts';
import { qualityReasonCounts } from './respondent-quality.ts';

/** The quality terminations of a project's fieldwork, by reason; undefined before it launched. */
export async function removedRespondents(
  clientId: string,
  projectId: string,
): Promise<RemovedRespondents | undefined> {
  const record = await findFieldwork(clientId, projectId, true);
  if (!record) return undefined;
  return { total: record.counts.qualityTerminations, byReason: qualityReasonCounts(record.counts) };
}

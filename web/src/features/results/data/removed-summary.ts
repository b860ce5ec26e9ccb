import { QUALITY_REASONS } from '@adpulse/shared/fieldwork/index';
import type { RemovedRespondents } from '@adpulse/shared/analysis/schemas';

/**
 * "12 of 162 removed for quality: No measurement 3, Duplicates 2": the respondents the quality
 * rules removed beside the n analysed; null when none were (or the file predates the count).
 */
export function removedSummary(
  removed: RemovedRespondents | undefined,
  n: number,
  label: (reason: (typeof QUALITY_REASONS)[number]) => string,
  sentence: (values: { removed: string; total: string; reasons: string }) => string,
  count: (value: number) => string,
): string | null {
  if (!removed || removed.total === 0) return null;
  const reasons = QUALITY_REASONS.filter((reason) => removed.byReason[reason] > 0)
    .map((reason) => `${label(reason)} ${count(removed.byReason[reason])}`)
    .join(', ');
  return sentence({ removed: count(removed.total), total: count(n + removed.total), reasons });
}

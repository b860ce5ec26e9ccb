import { QUALITY_REASONS, type QualityReason } from '@adpulse/shared/fieldwork/index';
import type { RemovedRespondents } from '@adpulse/shared/analysis/schemas';

/**
 * "12 of 162 removed for quality: 7 speeders, 3 with no measurement, 2 duplicates": the
 * respondents the quality rules removed beside the n analysed, the reasons most frequent first;
 * null when none were (or the file predates the count). `counted` says a reason with its count
 * (plural forms from the catalogue). A file written before a reason existed lacks its count.
 */
export function removedSummary(
  removed: RemovedRespondents | undefined,
  n: number,
  counted: (reason: QualityReason, count: number) => string,
  sentence: (values: { removed: string; total: string; reasons: string }) => string,
  count: (value: number) => string,
): string | null {
  if (!removed || removed.total === 0) return null;
  const byReason: Partial<Record<QualityReason, number>> = removed.byReason;
  const reasons = QUALITY_REASONS.filter((reason) => (byReason[reason] ?? 0) > 0)
    .sort((a, b) => (byReason[b] ?? 0) - (byReason[a] ?? 0))
    .map((reason) => counted(reason, byReason[reason] ?? 0))
    .join(', ');
  return sentence({ removed: count(removed.total), total: count(n + removed.total), reasons });
}

import type { ProjectSummary } from '@adpulse/shared/projects/index';
import { storage } from '../../platform/storage.ts';
import { toSummary } from './records.ts';

/**
 * Card items as summaries, each with a short-lived link to its picture (the thumbnail of the
 * project's first ready stimulus) when it has one. Signing is local: no call per card.
 */
export function toCardSummaries(items: readonly Record<string, unknown>[]): Promise<ProjectSummary[]> {
  return Promise.all(
    items.map(async (item) => {
      const summary = toSummary(item);
      const key = item.stimulusThumbnail;
      return typeof key === 'string' && key
        ? { ...summary, thumbnailUrl: await storage().viewUrl({ bucket: 'results', key }) }
        : summary;
    }),
  );
}

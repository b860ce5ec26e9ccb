import { fieldedSampleSize, priceOf } from '@adpulse/shared/billing/pricing';
import type { PriceBreakdown } from '@adpulse/shared/billing/schemas';
import type { ProjectRecord } from '../../projects/index.ts';

/** The card price of a project as it stands: its package, the sample its stimuli field, and who answers. */
export function projectPriceOf(
  project: Pick<ProjectRecord, 'type' | 'audience'>,
  stimuli: readonly { requiredRespondents: number }[],
): PriceBreakdown | null {
  const sampleSize = fieldedSampleSize(
    project.type,
    stimuli.map((stimulus) => stimulus.requiredRespondents),
    project.audience.sampleSize,
  );
  return priceOf(project.type, sampleSize, project.audience.source);
}

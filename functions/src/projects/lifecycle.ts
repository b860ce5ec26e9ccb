import type { AnalysisReference } from '@adpulse/shared/analysis/reference';
import { WIZARD_STEPS, type Step } from '@adpulse/shared/projects/index';
import { DomainError } from '../platform/errors.ts';
import type { ProjectRecord } from './data/records.ts';
import { findProject, mutateProject } from './data/store.ts';

/**
 * Status changes made by other domains (purchase, analysis), keeping the list indexes in step.
 * Both are idempotent: a retried purchase or a repeated analysis event changes nothing twice.
 */
export async function markProjectActive(clientId: string, projectId: string): Promise<ProjectRecord> {
  const next = await mutateProject(clientId, projectId, (current) => {
    if (current.status === 'closed') throw new DomainError('purchase.cannot_buy');
    return { ...current, status: 'active', step: WIZARD_STEPS.completed };
  });
  return next as ProjectRecord;
}

/**
 * A purchase undone after its activation (its fieldwork could not be launched): the project is
 * for sale again at `step`, the step its buyer buys from, so the checkout can buy it again. Only
 * an active project goes back; any other is left as it is.
 */
export async function reopenForPurchase(clientId: string, projectId: string, step: Step): Promise<void> {
  if ((await findProject(clientId, projectId))?.status !== 'active') return;
  await mutateProject(clientId, projectId, (current) =>
    current.status === 'active' ? { ...current, status: 'pending', step } : current,
  );
}

export async function markProjectClosed(
  clientId: string,
  projectId: string,
  closedAt: Date = new Date(),
): Promise<ProjectRecord> {
  const next = await mutateProject(clientId, projectId, (current) =>
    current.status === 'closed'
      ? current
      : { ...current, status: 'closed', step: WIZARD_STEPS.completed, closed: closedAt.toISOString() },
  );
  return next as ProjectRecord;
}

/**
 * The card's picture: the results-bucket key of the first ready stimulus's thumbnail, or null.
 * Written only when it changes, so the card and its indexes stay as they are otherwise.
 */
export async function setStimulusThumbnail(
  clientId: string,
  projectId: string,
  key: string | null,
): Promise<void> {
  const current = await findProject(clientId, projectId);
  if (!current || (current.stimulusThumbnail ?? null) === key) return;
  await mutateProject(clientId, projectId, (fresh) => ({ ...fresh, stimulusThumbnail: key }));
}

/** The S3 key of the project's thumbnail (set by the thumbnail upload call), or null. */
export async function setProjectThumbnail(
  clientId: string,
  projectId: string,
  key: string | null,
): Promise<ProjectRecord> {
  const next = await mutateProject(clientId, projectId, (current) => ({ ...current, thumbnail: key }));
  return next as ProjectRecord;
}

/**
 * The analysis domain's record of a published run: the project names its file, and a final run
 * closes the project with its closed date (kept if already closed). Idempotent.
 */
export async function recordProjectAnalysis(
  clientId: string,
  projectId: string,
  reference: AnalysisReference,
  close?: Date,
): Promise<ProjectRecord> {
  const next = await mutateProject(clientId, projectId, (current) => {
    const closing = close && current.status !== 'closed';
    return {
      ...current,
      analysis: reference,
      ...(closing ? { status: 'closed', step: WIZARD_STEPS.completed, closed: close.toISOString() } : {}),
    };
  });
  return next as ProjectRecord;
}

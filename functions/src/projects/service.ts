import type { CreateProject, UpdateProject } from '@adpulse/shared/projects/index';
import { notFound } from '../platform/errors.ts';
import { applyUpdate, newProjectRecord, type Actor } from './domain.ts';
import { projectBusy } from './errors.ts';
import { newId } from '../platform/ids.ts';
import { runAfterProjectDelete, type ProjectDeleteSteps } from './on-delete.ts';
import type { ProjectRecord } from './data/records.ts';
import { findProject, insertProject, mutateProject } from './data/store.ts';
import { canSeeProject, type BranchScope } from './visibility.ts';

export type ProjectActor = Actor & { scope: BranchScope };

/** POST /projects: pending, at the audience step. */
export async function createProject(
  actor: ProjectActor,
  request: CreateProject,
  now: Date = new Date(),
): Promise<ProjectRecord> {
  const record = newProjectRecord(actor, request, newId(now.getTime()), now);
  await insertProject(record);
  return record;
}

/** P1 for a caller: another client's project, or one of a branch it may not see, is 404. */
export async function getProject(
  clientId: string,
  scope: BranchScope,
  projectId: string,
): Promise<ProjectRecord> {
  const project = await findProject(clientId, projectId);
  if (!project || !canSeeProject(scope, project)) throw notFound();
  return project;
}

/** A change of a project the caller sees, re-applied on the fresh project after a conflict. */
export async function changeProject(
  actor: ProjectActor,
  projectId: string,
  change: (current: ProjectRecord) => ProjectRecord,
): Promise<ProjectRecord> {
  const next = await mutateProject(actor.session.clientId, projectId, (current) => {
    if (!canSeeProject(actor.scope, current)) throw notFound();
    return change(current);
  });
  if (!next) throw new Error('A change must not delete the project');
  return next;
}

export function updateProject(
  actor: ProjectActor,
  projectId: string,
  update: UpdateProject,
): Promise<ProjectRecord> {
  return changeProject(actor, projectId, (current) => applyUpdate(current, update, actor));
}

/** F4: into a folder (out of the one it was in), or out of any with `null`. */
export function moveProject(
  actor: ProjectActor,
  projectId: string,
  folderId: string | null,
): Promise<ProjectRecord> {
  return changeProject(actor, projectId, (current) => ({ ...current, folder: folderId }));
}

/**
 * P7: the other domains' checks (which may refuse), the project and its index items in one
 * transaction, then the other domains' cleanup.
 */
export async function deleteProject(
  actor: ProjectActor,
  projectId: string,
  steps: ProjectDeleteSteps,
): Promise<{ cleanupFailures: unknown[] }> {
  const clientId = actor.session.clientId;
  const deletable = (current: ProjectRecord) => {
    if (!canSeeProject(actor.scope, current)) throw notFound();
    if (current.status === 'active') throw projectBusy();
  };
  // Checked before the other domains' steps, so a caller cannot act on a project it may not delete.
  deletable(await getProject(clientId, actor.scope, projectId));
  for (const step of steps.before) await step({ clientId, projectId });
  await mutateProject(clientId, projectId, (current) => {
    deletable(current);
    return undefined;
  });
  return { cleanupFailures: await runAfterProjectDelete({ clientId, projectId }, steps.after) };
}

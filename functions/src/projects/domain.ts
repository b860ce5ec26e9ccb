import {
  DEFAULT_PANEL_PROVIDER,
  FIRST_STEP,
  WIZARD_STEPS,
  offersProduct,
  type CreateProject,
  type UpdateProject,
} from '@adpulse/shared/projects/index';
import type { Session } from '../platform/auth/session.ts';
import { forbidden } from '../platform/errors.ts';
import { invalidField, productNotOffered, projectNotEditable } from './errors.ts';
import type { ProjectRecord } from './data/records.ts';

/** Who acts, and the branch ids of the caller's client (for branch assignment). */
export interface Actor {
  session: Pick<Session, 'userId' | 'clientId' | 'branchId' | 'multiUser' | 'clientType'>;
  branchIds: readonly string[];
}

/**
 * The branch of a new project: only multi-user clients have branches; a user of a branch
 * creates in that branch; others may pick an existing branch or none.
 */
export function branchForNewProject(actor: Actor, requested: string | undefined): string | undefined {
  const { session } = actor;
  if (!session.multiUser) {
    if (requested) throw invalidField('branchId');
    return undefined;
  }
  if (session.branchId) {
    if (requested && requested !== session.branchId) throw invalidField('branchId');
    return session.branchId;
  }
  if (requested && !actor.branchIds.includes(requested)) throw invalidField('branchId');
  return requested;
}

export function newProjectRecord(
  actor: Actor,
  request: CreateProject,
  projectId: string,
  now: Date,
): ProjectRecord {
  if (!offersProduct(actor.session.clientType, request.type)) throw productNotOffered();
  const branchId = branchForNewProject(actor, request.branchId);
  return {
    clientId: actor.session.clientId,
    projectId,
    name: request.name,
    type: request.type,
    status: 'pending',
    step: FIRST_STEP,
    viewer: request.viewer,
    ...(request.predictMediaType ? { predictMediaType: request.predictMediaType } : {}),
    panelProvider: DEFAULT_PANEL_PROVIDER,
    thumbnail: null,
    folder: null,
    ...(branchId ? { branchId } : {}),
    created: now.toISOString(),
    closed: null,
    country: null,
    audience: {},
    questions: [],
    payment: {},
    analysis: null,
    createdBy: actor.session.userId,
    version: 1,
  };
}

/** What may still change once a project has left pending. */
const ALWAYS_EDITABLE: ReadonlySet<keyof UpdateProject> = new Set(['name', 'folder']);

/** The furthest step a save may set: one beyond the current step, never completed (purchase sets it). */
export function maxSavableStep(current: ProjectRecord['step']): number {
  return Math.min(current + 1, WIZARD_STEPS.checkout);
}

/**
 * PATCH rules: a project not pending only takes a new name or folder; steps go back freely and
 * forward one at a time up to checkout; a predict project names its media type and only it
 * has one; a user of a branch cannot move a project to another branch.
 */
export function applyUpdate(current: ProjectRecord, update: UpdateProject, actor: Actor): ProjectRecord {
  const given = (Object.keys(update) as (keyof UpdateProject)[]).filter((key) => update[key] !== undefined);
  if (current.status !== 'pending' && given.some((key) => !ALWAYS_EDITABLE.has(key)))
    throw projectNotEditable();

  const next: ProjectRecord = { ...current };
  if (update.name !== undefined) next.name = update.name;
  if (update.type !== undefined && update.type !== current.type) {
    if (!offersProduct(actor.session.clientType, update.type)) throw productNotOffered();
    next.type = update.type;
  }
  if (update.viewer !== undefined) next.viewer = update.viewer;
  if (update.panelProvider !== undefined) next.panelProvider = update.panelProvider;
  if (update.country !== undefined) next.country = update.country;
  if (update.audience !== undefined) next.audience = update.audience;
  if (update.questions !== undefined) next.questions = update.questions;
  if (update.attentionCheck !== undefined) next.attentionCheck = update.attentionCheck;
  if (update.payment !== undefined) next.payment = update.payment;
  if (update.folder !== undefined) next.folder = update.folder;

  if (update.step !== undefined) {
    if (update.step > maxSavableStep(current.step)) throw invalidField('step');
    next.step = update.step as ProjectRecord['step'];
  }

  if (update.predictMediaType !== undefined) {
    if (update.predictMediaType === null) delete next.predictMediaType;
    else next.predictMediaType = update.predictMediaType;
  }
  if (next.type !== 'predict') {
    if (update.predictMediaType) throw invalidField('predictMediaType');
    delete next.predictMediaType;
  } else if (!next.predictMediaType) {
    throw invalidField('predictMediaType', 'validation.required');
  }

  if (update.branchId !== undefined && update.branchId !== (current.branchId ?? null)) {
    if (actor.session.branchId) throw forbidden();
    if (!actor.session.multiUser) throw invalidField('branchId');
    if (update.branchId === null) delete next.branchId;
    else if (!actor.branchIds.includes(update.branchId)) throw invalidField('branchId');
    else next.branchId = update.branchId;
  }
  return next;
}

import { deleteProjectAssets } from '../assets/cleanup.ts';

/**
 * What else goes when a project is deleted. The project and its index items are gone (one
 * transaction) before these run; each step gets the ids and must tolerate running twice.
 * The assets domain's step deletes the project's assets and their files, so the projects
 * function needs delete access to the uploads and results buckets.
 */
export interface DeletedProject {
  clientId: string;
  projectId: string;
}
export type AfterProjectDelete = (project: DeletedProject) => Promise<void>;

export const AFTER_PROJECT_DELETE: AfterProjectDelete[] = [deleteProjectAssets];

/** Runs every step; the failures are returned (for the log), not thrown: the project is gone. */
export async function runAfterProjectDelete(project: DeletedProject): Promise<unknown[]> {
  const outcomes = await Promise.allSettled(AFTER_PROJECT_DELETE.map((step) => step(project)));
  return outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
}

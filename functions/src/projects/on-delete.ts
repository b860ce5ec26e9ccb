/**
 * What else goes when a project is deleted: steps of other domains, passed in by the projects
 * Lambda (handler.ts), so projects depends on none of them. The project and its index items
 * are gone (one transaction) before these run; each step gets the ids and must tolerate
 * running twice.
 */
export interface DeletedProject {
  clientId: string;
  projectId: string;
}
export type AfterProjectDelete = (project: DeletedProject) => Promise<void>;

/**
 * A step of another domain that runs before a project the caller may delete goes: it may refuse
 * the deletion with a DomainError (e.g. its payment page has just been paid).
 */
export type BeforeProjectDelete = (project: DeletedProject) => Promise<void>;

/** The other domains' steps around a deletion. */
export interface ProjectDeleteSteps {
  before: readonly BeforeProjectDelete[];
  after: readonly AfterProjectDelete[];
}

/** Runs every step; the failures are returned (for the log), not thrown: the project is gone. */
export async function runAfterProjectDelete(
  project: DeletedProject,
  steps: readonly AfterProjectDelete[],
): Promise<unknown[]> {
  const outcomes = await Promise.allSettled(steps.map((step) => step(project)));
  return outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
}

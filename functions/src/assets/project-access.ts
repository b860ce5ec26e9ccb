import type { Session } from '../platform/auth/session.ts';
import { scopeOf } from '../projects/caller.ts';
import { projectNotEditable } from '../projects/errors.ts';
import type { ProjectRecord } from '../projects/data/records.ts';
import { getProject } from '../projects/service.ts';

/**
 * The project a call on assets works on: one the caller sees (else 404, like every project
 * call). `forChange`: only pending projects can change their assets (spec section 4).
 */
export async function projectOfCaller(
  session: Session,
  projectId: string,
  options: { forChange: boolean },
): Promise<ProjectRecord> {
  const project = await getProject(session.clientId, await scopeOf(session), projectId);
  if (options.forChange && project.status !== 'pending') throw projectNotEditable();
  return project;
}

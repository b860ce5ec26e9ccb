import type { Session } from '../platform/auth/session.ts';
import { type ProjectRecord, getProject, projectNotEditable, scopeOf } from '../projects/index.ts';

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

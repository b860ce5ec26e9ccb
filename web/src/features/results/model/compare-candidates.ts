import type { ProjectSummary } from '@adpulse/shared/projects/index';

/**
 * The projects a project can be compared with: the client's other projects that have results,
 * closed ones first (as listed, newest first), then active ones whose partial results exist.
 * The project itself and any project listed twice appear once at most.
 */
export function compareCandidates(
  projectId: string,
  closed: readonly ProjectSummary[],
  activeWithResults: readonly ProjectSummary[],
): ProjectSummary[] {
  const seen = new Set([projectId]);
  const out: ProjectSummary[] = [];
  for (const project of [...closed, ...activeWithResults]) {
    if (seen.has(project._id)) continue;
    if (project.status !== 'closed' && project.status !== 'active') continue;
    seen.add(project._id);
    out.push(project);
  }
  return out;
}

/**
 * The projects of `listed` whose results exist: each project read (`read`) names its analysis
 * file once its first analysis is stored. A closed project can lack one (its analysis failed, or
 * it was closed without fieldwork), so closed ones are checked too.
 */
export async function withResults(
  listed: readonly ProjectSummary[],
  read: (projectId: string) => Promise<{ analysis: unknown }>,
): Promise<ProjectSummary[]> {
  const projects = await Promise.all(listed.map((summary) => read(summary._id)));
  return listed.filter((_, index) => projects[index]?.analysis != null);
}

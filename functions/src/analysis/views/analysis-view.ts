import type { AnalysisRunInfo, AnalysisStatus, ProjectAnalysis } from '@adpulse/shared/analysis/index';
import type { ProjectRecord } from '../../projects/index.ts';
import { now } from '../../platform/clock.ts';
import { readRunState, type PublishedRun } from '../data/run-state.ts';
import { readPublishedFile } from './file.ts';
import { linksExpireAt, summaryImageLinks } from './links.ts';

export function runInfoOf(run: PublishedRun | null): AnalysisRunInfo | null {
  if (!run) return null;
  return {
    runId: run.runId,
    reason: run.reason,
    partial: run.partial,
    respondents: run.respondents,
    generatedAt: run.generatedAt,
    publishedAt: run.publishedAt,
  };
}

/** Which run made the project's current file, and whether a newer one is being made (no file read). */
export async function analysisStatusOf(project: ProjectRecord): Promise<AnalysisStatus> {
  return statusOf(project, await readRunState(project.clientId, project.projectId));
}

function statusOf(project: ProjectRecord, state: Awaited<ReturnType<typeof readRunState>>): AnalysisStatus {
  return {
    projectId: project.projectId,
    projectStatus: project.status === 'closed' ? 'closed' : 'active',
    run: runInfoOf(state.current),
    running: state.running !== null && state.running.leaseUntil > now(),
  };
}

/**
 * What the results screens read of a bought project: the current file (partial while fieldwork
 * runs), the run that made it, whether a newer one is being made, and its summary images.
 */
export async function projectAnalysisOf(project: ProjectRecord): Promise<ProjectAnalysis> {
  const state = await readRunState(project.clientId, project.projectId);
  const [file, images] = await Promise.all([
    readPublishedFile(state.current),
    summaryImageLinks(state.current),
  ]);
  return {
    ...statusOf(project, state),
    file,
    images,
    linksExpireAt: linksExpireAt(),
  };
}

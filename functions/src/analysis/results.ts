import type {
  AnalysisStatus,
  AnalysisImages,
  AnalysisImagesQuery,
  Norms,
  NormsQuery,
  ProjectAnalysis,
  ProjectWithAnalysis,
} from '@adpulse/shared/analysis/index';
import { getProject, scopeOf, toProject, type ProjectRecord } from '../projects/index.ts';
import type { Session } from '../platform/auth/session.ts';
import { notFound } from '../platform/errors.ts';
import { readRunState } from './data/run-state.ts';
import { analysisStatusOf, projectAnalysisOf } from './views/analysis-view.ts';
import { downloadsOf } from './views/downloads.ts';
import { linksExpireAt, secondImageLinks } from './views/links.ts';
import { normsView } from './runtime/norms.ts';
import { drawSecondImages } from './runtime/second-images.ts';

/**
 * A project whose results the caller may read: one it sees (branch visibility, like every
 * project call) that was bought. Another client's, an invisible one and a pending one are 404.
 */
export async function resultsProject(session: Session, projectId: string): Promise<ProjectRecord> {
  const project = await getProject(session.clientId, await scopeOf(session), projectId);
  if (project.status === 'pending') throw notFound();
  return project;
}

export async function readProjectAnalysis(session: Session, projectId: string): Promise<ProjectAnalysis> {
  return projectAnalysisOf(await resultsProject(session, projectId));
}

export async function readAnalysisStatus(session: Session, projectId: string): Promise<AnalysisStatus> {
  return analysisStatusOf(await resultsProject(session, projectId));
}

export async function readAnalysisImages(
  session: Session,
  projectId: string,
  query: Required<AnalysisImagesQuery>,
): Promise<AnalysisImages> {
  const project = await resultsProject(session, projectId);
  const run = (await readRunState(project.clientId, project.projectId)).current;
  if (!run || !run.assets.some((asset) => asset.assetId === query.assetId)) throw notFound();
  // The run stored what these images are drawn from; the first request for them draws them.
  await drawSecondImages(run, query.assetId, query.kind, 'all');
  const links = await secondImageLinks(run, query.assetId, query.kind);
  if (!links) throw notFound();
  return {
    assetId: query.assetId,
    kind: query.kind,
    runId: run.runId,
    ...links,
    linksExpireAt: linksExpireAt(),
  };
}

/** GET /projects/{projectId}/sync: any project the caller sees, with its analysis once bought. */
export async function syncProject(session: Session, projectId: string): Promise<ProjectWithAnalysis> {
  const project = await getProject(session.clientId, await scopeOf(session), projectId);
  return {
    ...toProject(project),
    analysis: project.status === 'pending' ? null : await projectAnalysisOf(project),
  };
}

export async function readDownloads(session: Session, projectId: string) {
  return downloadsOf(await resultsProject(session, projectId));
}

export function readNorms(query: NormsQuery): Promise<Norms> {
  return normsView({
    country: query.country || null,
    category: query.category || null,
    viewer: query.viewer ?? null,
  });
}

/** The norms a project is read against: its country (lv1) and its country, category and viewer (lv2). */
export function normsOfProject(project: ProjectRecord): Promise<Norms> {
  return normsView({
    country: project.audience.country ?? project.country ?? null,
    category: project.audience.category ?? null,
    viewer: project.viewer,
  });
}

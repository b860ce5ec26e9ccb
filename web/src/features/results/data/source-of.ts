import {
  viewOfServedFile,
  type AnalysisFile,
  type AnalysisFileView,
  type Norms,
  type ProjectAnalysis,
} from '@adpulse/shared/analysis/index';
import type { ProjectStatus, Viewer } from '@adpulse/shared/projects/constants';
import type { NormsInfo, ResultsSource, StimulusMedia, SummaryImages } from './results-source.ts';

/** The project facts a results screen shows, whoever reads them (a user or a guest link). */
export interface ResultsProjectFacts {
  projectId: string;
  clientId: string | null;
  name: string;
  status: ProjectStatus;
  viewer: Viewer | null;
  country: string | null;
  category: string | null;
}

/** A stimulus's playable links, by asset id. */
export interface MediaLinks {
  assetId: string;
  src: string | null;
  thumbnail: string | null;
  width?: number | null;
  height?: number | null;
}

/** The norms route's answer as the footnotes read it: which base, how big, how fresh. */
export function normsInfoOf(norms: Norms | undefined): NormsInfo | null {
  if (!norms) return null;
  const levels = [norms.lv1, norms.lv2].filter((level) => level !== null);
  return {
    seed: norms.seed,
    updatedAt: norms.updatedAt,
    basis: norms.basis,
    simulatedProjects: Math.max(0, ...levels.map((level) => level.simulatedProjects)),
  };
}

const KEPT_VIEWS = 4;

/**
 * The analysis file's view, made once per run of a project: a live refresh that brings the same
 * run (every few seconds while fieldwork runs, with fresh signed links) reuses it, so the screens
 * neither read the file again nor redraw from a new object. Without a run, the same file object.
 */
export function fileViews(read: (file: AnalysisFile) => AnalysisFileView = viewOfServedFile) {
  const made = new Map<string, { runId: string | null; file: AnalysisFile; view: AnalysisFileView }>();
  return (analysis: ProjectAnalysis): AnalysisFileView => {
    const runId = analysis.run?.runId ?? null;
    const last = made.get(analysis.projectId);
    if (last && (runId === null ? last.file === analysis.file : last.runId === runId)) return last.view;
    const view = read(analysis.file);
    made.delete(analysis.projectId);
    made.set(analysis.projectId, { runId, file: analysis.file, view });
    // The projects read last (a comparison holds two): older views are let go.
    for (const projectId of [...made.keys()].slice(0, -KEPT_VIEWS)) made.delete(projectId);
    return view;
  };
}

const fileViewOf = fileViews();

/**
 * What a results screen reads, made of the API's answers: the file's view (any version, once per
 * run), the run's n of N, the image and media links by asset. Without an analysis
 * answer (a project not bought yet) the file is `missing` with no warning to show.
 */
export function resultsSourceOf(input: {
  mode: ResultsSource['mode'];
  project: ResultsProjectFacts;
  analysis: ProjectAnalysis | null;
  media: readonly MediaLinks[];
  norms: Norms | undefined;
  fetchedAt: number;
}): ResultsSource {
  const { project, analysis } = input;
  const file: AnalysisFileView = analysis ? fileViewOf(analysis) : { format: 'missing', warnings: [] };
  const images = new Map<string, SummaryImages>(
    (analysis?.images ?? []).map((links) => [
      links.assetId,
      { heatmap: links.heatmap, fogmap: links.fogmap, gazeplot: links.gazeplot },
    ]),
  );
  const media = new Map<string, StimulusMedia>(
    input.media.map((item) => [
      item.assetId,
      { src: item.src, thumbnail: item.thumbnail, width: item.width ?? null, height: item.height ?? null },
    ]),
  );
  const run = analysis?.run;
  return {
    mode: input.mode,
    projectId: project.projectId,
    clientId: project.clientId,
    projectName: project.name,
    status: analysis?.projectStatus ?? project.status,
    viewer: project.viewer,
    country: project.country,
    category: project.category,
    file,
    run: run
      ? {
          partial: run.partial,
          n: run.respondents.n,
          target: run.respondents.target,
          generatedAt: run.generatedAt,
          publishedAt: run.publishedAt,
        }
      : null,
    running: analysis?.running ?? false,
    images,
    media,
    norms: normsInfoOf(input.norms),
    fetchedAt: input.fetchedAt,
  };
}

/** How often an active project's results are read again (spec: live results without a reload). */
export const LIVE_REFRESH_MS = 4000;

/** Whether the answer is of a project still collecting respondents (or a newer run is coming). */
export function isLive(analysis: Pick<ProjectAnalysis, 'projectStatus' | 'running'> | undefined): boolean {
  return analysis !== undefined && (analysis.projectStatus === 'active' || analysis.running);
}

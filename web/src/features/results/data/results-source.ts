import { createContext, useContext } from 'react';
import type { AnalysisFileView } from '@adpulse/shared/analysis/index';
import type { ProjectStatus, Viewer } from '@adpulse/shared/projects/constants';

/** Signed links of one asset's summary saliency images. */
export interface SummaryImages {
  heatmap: string;
  fogmap: string;
  gazeplot: string;
}

/** A stimulus to play beside its curves (a signed link). */
export interface StimulusMedia {
  src: string | null;
  thumbnail: string | null;
  /** Its pixel size when known: the player takes its room before the file loads (nothing shifts). */
  width: number | null;
  height: number | null;
}

/** The run behind the file on screen: partial while fieldwork runs (n of N). */
export interface RunInfo {
  partial: boolean;
  n: number;
  target: number;
  generatedAt: string;
  publishedAt: string;
}

/** One level of the norms as the norms route answers it (the metrics flattened). */
export interface NormsInfo {
  seed: boolean;
  updatedAt: string;
  basis: { projects: number; assets: number };
  simulatedProjects: number;
}

/**
 * Everything a results screen reads, whoever asked for it (a signed-in user or a guest link):
 * the project, its analysis file through the shared reader, media and image links, the norms.
 */
export interface ResultsSource {
  mode: 'project' | 'share';
  projectId: string;
  clientId: string | null;
  projectName: string;
  status: ProjectStatus;
  viewer: Viewer | null;
  country: string | null;
  category: string | null;
  file: AnalysisFileView;
  run: RunInfo | null;
  /** A newer run is being made (live update or re-run). */
  running: boolean;
  images: ReadonlyMap<string, SummaryImages>;
  media: ReadonlyMap<string, StimulusMedia>;
  norms: NormsInfo | null;
  /** When the numbers were last fetched (ms since epoch), for the live banner. */
  fetchedAt: number;
}

export const ResultsContext = createContext<ResultsSource | null>(null);

/** The results of the screen being shown; only inside a results screen. */
export function useResults(): ResultsSource {
  const source = useContext(ResultsContext);
  if (!source) throw new Error('useResults() outside a results screen');
  return source;
}

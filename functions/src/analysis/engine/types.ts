import type { RemovedRespondents } from '@adpulse/shared/analysis/schemas';
import type { NormSet } from '@adpulse/shared/analysis/index';
import type { RespondentSession, StimulusKind, TestQuestion } from '@adpulse/shared/fieldwork/index';
import type { Population, Viewer } from '@adpulse/shared/projects/index';

/** A stimulus as the engine needs it. */
export interface AnalysisAsset {
  assetId: string;
  name: string;
  fileName: string;
  kind: StimulusKind;
  /** Seconds: the video's length or the image's exposure. */
  duration: number;
  /** Pixels; the saliency grid follows the aspect ratio (16:9 when unknown). */
  width?: number;
  height?: number;
}

export interface AnalysisProject {
  projectId: string;
  /** Two-letter country code of the audience. */
  country: string | null;
  /** Brand category of the audience. */
  category: string | null;
  viewer: Viewer;
  /** Decides the age groups of the demographic cuts. */
  population: Population;
  /** The sample size bought (N of "n of N"). */
  targetRespondents: number;
  questions: Pick<TestQuestion, 'questionId' | 'type' | 'text' | 'answers'>[];
}

export interface AnalysisOptions {
  /** Seed of every bootstrap: the same input gives the same file. */
  seed?: number;
  replicates?: number;
  curveReplicates?: number;
  /** Fieldwork still runs: the file is marked partial with n of N. */
  partial?: boolean;
  /** Correct expressions by the calibration's neutral baseline when a session has one (default true). */
  useNeutralBaseline?: boolean;
  /** Clock, for generatedAt. */
  now?: Date;
  /** Respondents the quality rules removed, by reason (the fieldwork's counts). */
  removed?: RemovedRespondents;
}

export interface AnalysisInput {
  project: AnalysisProject;
  assets: AnalysisAsset[];
  sessions: RespondentSession[];
  norms: NormSet | null;
  options?: AnalysisOptions;
}

import type { NormSet } from '@adpulse/shared/analysis/index';
import type { RespondentSession } from '@adpulse/shared/fieldwork/index';
import {
  DEFAULT_POPULATION,
  simulateSessions,
  type PopulationModel,
  type SimulatedRespondent,
  type SimulatedQuestion,
  type StimulusModel,
} from '../../../fieldwork/index.ts';
import { analyseProject, type AnalysisRun } from '../analyse.ts';
import type { AnalysisAsset, AnalysisOptions, AnalysisProject } from '../types.ts';

/** Test helpers: a project of simulated respondents, analysed. */
export function assetOf(model: StimulusModel, name = model.stimulusId): AnalysisAsset {
  return {
    assetId: model.stimulusId,
    name,
    fileName: `${model.stimulusId}.${model.kind === 'video' ? 'mp4' : 'png'}`,
    kind: model.kind,
    duration: model.duration,
    width: model.width,
    height: model.height,
  };
}

export function projectOf(questions: SimulatedQuestion[] = [], target = 150): AnalysisProject {
  return {
    projectId: 'project-1',
    country: 'IT',
    category: 'food',
    viewer: 'youtube',
    population: 'national',
    targetRespondents: target,
    questions,
  };
}

export interface Simulated {
  run: AnalysisRun;
  sessions: RespondentSession[];
  respondents: SimulatedRespondent[];
}

export function simulateAndAnalyse(
  stimuli: StimulusModel[],
  count: number,
  options: {
    seed?: number;
    population?: Partial<PopulationModel>;
    questions?: SimulatedQuestion[];
    analysis?: AnalysisOptions;
    norms?: NormSet | null;
  } = {},
): Simulated {
  const questions = options.questions ?? [];
  const { sessions, respondents } = simulateSessions(
    {
      projectId: 'project-1',
      stimuli,
      orderRule: stimuli.length > 1 ? 'random' : 'single',
      questions,
      population: { ...DEFAULT_POPULATION, ...options.population },
      seed: options.seed ?? 1,
    },
    count,
  );
  const run = analyseSessions(stimuli, sessions, { ...options, target: count });
  return { run, sessions, respondents };
}

/** The analysis of given sessions of the stimuli (simulated, or rewritten by a mutant). */
export function analyseSessions(
  stimuli: StimulusModel[],
  sessions: RespondentSession[],
  options: {
    questions?: SimulatedQuestion[];
    analysis?: AnalysisOptions;
    norms?: NormSet | null;
    target?: number;
  } = {},
): AnalysisRun {
  return analyseProject({
    project: projectOf(options.questions ?? [], options.target ?? sessions.length),
    assets: stimuli.map((stimulus) => assetOf(stimulus)),
    sessions,
    norms: options.norms ?? null,
    options: options.analysis,
  });
}

export function correlation(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let meanA = 0;
  let meanB = 0;
  for (let i = 0; i < a.length; i++) {
    meanA += a[i] as number;
    meanB += b[i] as number;
  }
  meanA /= a.length;
  meanB /= b.length;
  let cov = 0;
  let varA = 0;
  let varB = 0;
  for (let i = 0; i < a.length; i++) {
    const x = (a[i] as number) - meanA;
    const y = (b[i] as number) - meanB;
    cov += x * y;
    varA += x * x;
    varB += y * y;
  }
  return cov / Math.sqrt(varA * varB);
}

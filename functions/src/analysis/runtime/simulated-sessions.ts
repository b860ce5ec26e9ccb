import { orderRuleOf } from '@adpulse/shared/fieldwork/index';
import type { ProjectType } from '@adpulse/shared/projects/index';
import {
  DEFAULT_POPULATION,
  defaultImageModel,
  defaultVideoModel,
  simulateSessions,
  type SimulationPlan,
} from '../../fieldwork/index.ts';
import type { AnalysisAsset, AnalysisProject } from '../engine/types.ts';
import { sessionsInMemory, type SessionSource } from './sessions.ts';

/**
 * The simulator's respondents for a project (the generative model of docs/methodology.md): the
 * stimuli are the project's assets with the default video or image truth, the questions its own.
 * Every session is marked simulated, so the file says `dataSource` simulated and the screens never
 * show it as measured. Used by engine tests that need sessions in memory; the Lambda reads stored ones.
 */
export function simulationPlanOf(
  project: AnalysisProject,
  type: ProjectType,
  assets: readonly AnalysisAsset[],
  seed: number,
): SimulationPlan {
  const stimuli = assets.map((asset) =>
    asset.kind === 'image'
      ? defaultImageModel(asset.assetId, asset.duration, size(asset))
      : defaultVideoModel(asset.assetId, asset.duration, size(asset)),
  );
  return {
    projectId: project.projectId,
    stimuli,
    orderRule: orderRuleOf(type),
    questions: project.questions,
    population: DEFAULT_POPULATION,
    seed,
  };
}

const size = (asset: AnalysisAsset) => ({
  ...(asset.width ? { width: asset.width } : {}),
  ...(asset.height ? { height: asset.height } : {}),
});

/** `count` simulated respondents of a plan (drop-outs included, as a panel sends them). */
export function simulatedSessionSource(plan: SimulationPlan, count: number): SessionSource {
  return sessionsInMemory(simulateSessions(plan, count).sessions);
}

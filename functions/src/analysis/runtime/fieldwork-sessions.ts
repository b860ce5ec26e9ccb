import { PANEL_MODE_ENV } from '../../fieldwork/index.ts';
import { readyAssets } from '../../assets/index.ts';
import { findProject } from '../../projects/index.ts';
import { DomainError } from '../../platform/errors.ts';
import type { SessionSource } from './sessions.ts';
import { simulatedSessionSource, simulationPlanOf } from './simulated-sessions.ts';
import { analysisAssetOf, analysisProjectOf } from './stimuli.ts';

/** Fieldwork that the panel could not send sessions for (no reader of stored sessions yet). */
export class FieldworkSessionsUnavailable extends Error {
  constructor() {
    super('Stored fieldwork sessions cannot be read yet: only simulated panels are analysed');
    this.name = 'FieldworkSessionsUnavailable';
  }
}

/** A stable seed from the project id, so re-runs of a simulated project read the same respondents. */
export function seedOf(projectId: string): number {
  let hash = 2166136261;
  for (const char of projectId) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

/**
 * The sessions a run of the Lambda reads. With the simulated panel (PANEL_MODE=simulated, the local
 * runtime) they are the simulator's respondents of the project, `completes` of them (all the sample
 * bought when not given), marked simulated. The fieldwork server's stored sessions replace this
 * once it exports their read; until then a real panel's project fails its run with a clear error
 * rather than being analysed from invented respondents.
 */
export function fieldworkSessionSource(
  completes?: number,
  mode = process.env[PANEL_MODE_ENV],
): SessionSource {
  const simulatedOf = async (clientId: string, projectId: string): Promise<SessionSource> => {
    if (mode !== 'simulated') throw new FieldworkSessionsUnavailable();
    const project = await findProject(clientId, projectId);
    if (!project) throw new DomainError('common.not_found');
    const assets = await readyAssets(clientId, projectId);
    const analysisProject = analysisProjectOf(project, assets);
    const plan = simulationPlanOf(
      analysisProject,
      project.type,
      assets.map(analysisAssetOf),
      seedOf(projectId),
    );
    return simulatedSessionSource(plan, completes ?? analysisProject.targetRespondents);
  };
  return {
    completes: async (clientId, projectId) =>
      (await simulatedOf(clientId, projectId)).completes(clientId, projectId),
    sessions: async function* (clientId, projectId) {
      yield* (await simulatedOf(clientId, projectId)).sessions(clientId, projectId);
    },
  };
}

import type { ProjectType } from '@adpulse/shared/projects/index';
import type { AssetRecord } from '../../functions/src/assets/data/records.ts';
import { putReadyAssetOf, type StimulusSpec } from '../support/ready-asset.ts';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ANALYSIS_FILE, runPrefix, runStateKey } from '../../functions/src/analysis/data/keys.ts';
import { claimRunSlot, publishRun, readRunState } from '../../functions/src/analysis/data/run-state.ts';
import { runProjectAnalysis, type RunOutcome } from '../../functions/src/analysis/runtime/run.ts';
import {
  simulatedSessionSource,
  simulationPlanOf,
} from '../../functions/src/analysis/runtime/simulated-sessions.ts';
import { analysisAssetOf, analysisProjectOf } from '../../functions/src/analysis/runtime/stimuli.ts';
import { dynamoClient, tableName } from '../../functions/src/platform/aws.ts';
import { storage } from '../../functions/src/platform/storage.ts';
import { findProject, mutateProject } from '../../functions/src/projects/data/store.ts';
import type { AnalysisRunReason } from '@adpulse/shared/analysis/index';
import type { SignedIn } from './accounts-fixtures.ts';
import { newProject, setStatus } from './projects-fixtures.ts';

export type { StimulusSpec } from '../support/ready-asset.ts';

/** A ready asset as the assets domain stores it once checked (no media: images draw over grey). */
export function putReadyAsset(
  user: SignedIn,
  projectId: string,
  index: number,
  spec: StimulusSpec,
): Promise<AssetRecord> {
  return putReadyAssetOf(user.clientId, projectId, index, spec);
}

/** A bought (active) project of `user` with ready stimuli. */
export async function boughtProject(
  user: SignedIn,
  name: string,
  stimuli: StimulusSpec[],
  type: ProjectType = 'discover',
  audience?: { country: string; category: string },
) {
  const project = await newProject(user, name, { type });
  if (audience) {
    await mutateProject(user.clientId, project._id, (current) => ({
      ...current,
      audience: { ...current.audience, ...audience },
    }));
  }
  const assets: AssetRecord[] = [];
  for (const [index, spec] of stimuli.entries())
    assets.push(await putReadyAsset(user, project._id, index, spec));
  await setStatus(user, project._id, 'active');
  return { projectId: project._id, assets, type };
}

/** Runs the real engine on `respondents` simulated sessions of the project, as the task would. */
export async function analyseSimulated(
  user: SignedIn,
  projectId: string,
  respondents: number,
  reason: AnalysisRunReason = 'live',
  seed = 7,
): Promise<RunOutcome> {
  const project = await findProject(user.clientId, projectId);
  if (!project) throw new Error(`No project ${projectId}`);
  const { readyAssets } = await import('../../functions/src/assets/index.ts');
  const assets = await readyAssets(user.clientId, projectId);
  const plan = simulationPlanOf(
    analysisProjectOf(project, assets),
    project.type,
    assets.map(analysisAssetOf),
    seed,
  );
  return runProjectAnalysis(
    { clientId: user.clientId, projectId, reason },
    { sessions: simulatedSessionSource(plan, respondents) },
  );
}

/** Publishes a stored file as it is (an older-format file imported from the previous platform). */
export async function publishStoredFile(
  user: SignedIn,
  projectId: string,
  file: unknown,
  jsonVersion: number,
) {
  const runId = `imported${Date.now()}`;
  const at = Date.now();
  if (!(await claimRunSlot(user.clientId, projectId, { runId, reason: 'rerun', now: at, leaseMs: 60_000 }))) {
    throw new Error('slot taken');
  }
  const prefix = runPrefix(user.clientId, projectId, runId);
  await storage().put(
    { bucket: 'results', key: `${prefix}${ANALYSIS_FILE}` },
    Buffer.from(JSON.stringify(file)),
    'application/json',
  );
  const state = await readRunState(user.clientId, projectId, true);
  await publishRun(
    user.clientId,
    projectId,
    {
      runId,
      reason: 'rerun',
      partial: false,
      respondents: { n: 100, target: 100 },
      generatedAt: new Date(at).toISOString(),
      publishedAt: new Date(at).toISOString(),
      jsonVersion,
      prefix,
      fingerprint: runId,
      csv: false,
      assets: [],
    },
    state.current?.runId ?? null,
    100,
  );
}

/**
 * Forgets a project's current run fingerprint and partial state: the next run reads every session
 * again, as a run with nothing to build on does (else it would answer "unchanged").
 */
export async function forgetCurrentRun(clientId: string, projectId: string): Promise<void> {
  const state = await readRunState(clientId, projectId, true);
  if (!state.current) return;
  if (state.current.partials) await storage().delete({ bucket: 'samples', key: state.current.partials });
  await dynamoClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: runStateKey(clientId, projectId),
      UpdateExpression: 'SET #current.fingerprint = :forgotten REMOVE #current.partials',
      ExpressionAttributeNames: { '#current': 'current' },
      ExpressionAttributeValues: { ':forgotten': 'forgotten' },
    }),
  );
}

import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import { ENV, type Language } from '@adpulse/shared';
import type { FeasibilityView } from '@adpulse/shared/fieldwork/feasibility';
import { feasibilityWorkflow } from '@adpulse/shared/workflows/feasibility';
import { reportedError } from '@adpulse/shared/i18n/reported-error';
import { checkoutProblems } from '@adpulse/shared/wizard/steps';
import { DEFAULT_AUDIENCE_SOURCE } from '@adpulse/shared/projects/constants';
import { env, sfnClient } from '../platform/aws.ts';
import { now } from '../platform/clock.ts';
import type { Session } from '../platform/auth/session.ts';
import { DomainError, notFound, type FieldProblem } from '../platform/errors.ts';
import type { FeasibilityRequestInput } from './feasibility-request.ts';
import { assetLimit, readyAssets } from '../assets/index.ts';
import { getProject, scopeOf } from '../projects/index.ts';
import {
  findFeasibilityRun,
  saveFeasibilityRun,
  type FeasibilityRunRecord,
} from './data/feasibility-runs.ts';

/** Step Functions has ended (timed out) any feasibility execution started this long ago. */
const RUN_DEADLINE_MS = (feasibilityWorkflow.timeoutSeconds + 60) * 1000;

export const incompleteProject = (details: readonly FieldProblem[]) =>
  new DomainError('fieldwork.incomplete_project', { details });

/**
 * POST /projects/{projectId}/feasibility: the checkout gate, then the feasibility machine.
 * More stimuli than the package allows reads "Max allowance exceeded" (the spec's feasibility
 * 400); any other gap (step, status, audience, upload, questions) is the incomplete-project
 * error, whose details name the steps to fix.
 */
export async function startFeasibility(session: Session, projectId: string): Promise<FeasibilityView> {
  const project = await getProject(session.clientId, await scopeOf(session), projectId);
  const assets = await readyAssets(session.clientId, projectId);
  const limit = assetLimit(project, session.clientType);
  if (limit !== null && assets.length > limit) throw new DomainError('assets.max_allowance');
  const problems = checkoutProblems(project, assets.length, session.clientType);
  if (problems.length) {
    throw incompleteProject(
      problems.map((problem) => ({ field: `${problem.step}.${problem.field}`, code: problem.message })),
    );
  }

  const startedAt = new Date(now()).toISOString();
  // A survey without stimuli (researchonly), or one answered by the client's own audience through
  // its link, has nothing to ask the panel about.
  const asksPanel = assets.length > 0 && (project.audience.source ?? DEFAULT_AUDIENCE_SOURCE) === 'panel';
  const runId = asksPanel ? `feasibility-${projectId}-${Date.parse(startedAt)}` : null;
  // Recorded before the machine starts, so that its RecordOutcome always finds this run.
  await saveFeasibilityRun(session.clientId, {
    projectId,
    runId,
    state: runId ? 'running' : 'succeeded',
    items: [],
    startedAt,
    updatedAt: startedAt,
  });
  if (runId) {
    const input: FeasibilityRequestInput = {
      projectId,
      clientId: session.clientId,
      items: assets.map((asset) => ({
        assetId: asset.assetId,
        requiredRespondents: asset.requiredRespondents,
      })),
      audience: { ...project.audience, country: project.audience.country ?? project.country ?? '' },
      panelProvider: project.panelProvider,
    };
    await sfnClient().send(
      new StartExecutionCommand({
        stateMachineArn: env(ENV.feasibilityStateMachineArn),
        name: runId,
        input: JSON.stringify(input),
      }),
    );
  }
  return runId ? { items: [], state: 'running' } : { items: [], state: 'succeeded' };
}

/**
 * GET /projects/{projectId}/feasibility: the latest run as the machine recorded it. A run that
 * failed or timed out carries `fieldwork.not_feasible` (the checkout goes back to Review).
 */
export async function readFeasibility(
  session: Session,
  projectId: string,
  language: Language,
): Promise<FeasibilityView> {
  await getProject(session.clientId, await scopeOf(session), projectId);
  const run = await findFeasibilityRun(session.clientId, projectId);
  if (!run) throw notFound();
  const view = viewOf(run);
  if (view.state !== 'failed' && view.state !== 'timed_out') return view;
  return { ...view, error: reportedError('fieldwork.not_feasible', undefined, language) };
}

/** The run's view; one still "running" past the machine's timeout ended unrecorded: timed out. */
function viewOf(run: FeasibilityRunRecord): FeasibilityView {
  if (run.state === 'running' && Date.parse(run.startedAt) + RUN_DEADLINE_MS < now()) {
    return { items: [], state: 'timed_out' };
  }
  return { items: run.state === 'succeeded' ? run.items : [], state: run.state };
}

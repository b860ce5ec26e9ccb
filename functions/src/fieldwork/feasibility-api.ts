import { DescribeExecutionCommand, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { ENV, type Language } from '@adpulse/shared';
import type { FeasibilityItem, FeasibilityView } from '@adpulse/shared/fieldwork/feasibility';
import { reportedError } from '@adpulse/shared/i18n/reported-error';
import { checkoutProblems } from '@adpulse/shared/wizard/steps';
import { env, sfnClient } from '../platform/aws.ts';
import { now } from '../platform/clock.ts';
import type { Session } from '../platform/auth/session.ts';
import { DomainError, notFound, type FieldProblem } from '../platform/errors.ts';
import type { FeasibilityRequestInput } from './feasibility-request.ts';
import { assetLimit, readyAssets } from '../assets/index.ts';
import { type ProjectRecord, getProject, mutateProject, scopeOf } from '../projects/index.ts';

/** Where the project keeps its latest feasibility run (on the project item, beside its fields). */
interface FeasibilityRun {
  executionArn: string | null;
  startedAt: string;
}
type ProjectWithFeasibility = ProjectRecord & { feasibility?: FeasibilityRun };

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
  let executionArn: string | null = null;
  // A survey without stimuli (researchonly) has nothing to ask the panel about.
  if (assets.length > 0) {
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
    const started = await sfnClient().send(
      new StartExecutionCommand({
        stateMachineArn: env(ENV.feasibilityStateMachineArn),
        name: `feasibility-${projectId}-${Date.parse(startedAt)}`,
        input: JSON.stringify(input),
      }),
    );
    executionArn = started.executionArn ?? null;
  }
  await mutateProject(session.clientId, projectId, (current) => {
    const next: ProjectWithFeasibility = { ...current, feasibility: { executionArn, startedAt } };
    return next;
  });
  return executionArn ? { items: [], state: 'running' } : { items: [], state: 'succeeded' };
}

/**
 * GET /projects/{projectId}/feasibility: the latest run, read from Step Functions. A run that
 * failed or timed out carries `fieldwork.not_feasible` (the checkout goes back to Review).
 */
export async function readFeasibility(
  session: Session,
  projectId: string,
  language: Language,
): Promise<FeasibilityView> {
  const run = await latestRun(session, projectId);
  if (run.state !== 'failed' && run.state !== 'timed_out') return run;
  return { ...run, error: reportedError('fieldwork.not_feasible', undefined, language) };
}

/** The latest run as Step Functions tells it. */
async function latestRun(session: Session, projectId: string): Promise<FeasibilityView> {
  const project: ProjectWithFeasibility = await getProject(
    session.clientId,
    await scopeOf(session),
    projectId,
  );
  const run = project.feasibility;
  if (!run) throw notFound();
  if (!run.executionArn) return { items: [], state: 'succeeded' };
  const execution = await sfnClient().send(new DescribeExecutionCommand({ executionArn: run.executionArn }));
  switch (execution.status) {
    case 'RUNNING':
    case 'PENDING_REDRIVE':
      return { items: [], state: 'running' };
    case 'SUCCEEDED': {
      const output = JSON.parse(execution.output ?? '{}') as { items?: FeasibilityItem[] };
      return { items: output.items ?? [], state: 'succeeded' };
    }
    case 'TIMED_OUT':
      return { items: [], state: 'timed_out' };
    default: {
      return { items: [], state: execution.error === 'FeasibilityTimeout' ? 'timed_out' : 'failed' };
    }
  }
}

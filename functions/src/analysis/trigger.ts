import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import { ENV } from '@adpulse/shared';
import { env, sfnClient } from '../platform/aws.ts';
import { now } from '../platform/clock.ts';
import { newId } from '../platform/ids.ts';
import { claimRunSlot, readRunState, releaseRunSlot } from './data/run-state.ts';
import { RUN_LEASE_MS } from './runtime/run.ts';
import type { AnalysisExecution } from '@adpulse/shared/workflows/analysis';

/** Live results re-run after this many new completes... */
export const LIVE_EVERY_COMPLETES = 25;
/** ...or, with at least one new complete, after this long since the last run started. */
export const LIVE_EVERY_MS = 60 * 1000;

/** Starts the analysis state machine; the execution name makes a repeated start of one run a no-op. */
export async function startAnalysisExecution(input: AnalysisExecution): Promise<void> {
  await sfnClient().send(
    new StartExecutionCommand({
      stateMachineArn: env(ENV.analysisStateMachineArn),
      name: `${input.reason}-${input.projectId}-${input.runId ?? newId(now())}`.slice(0, 80),
      input: JSON.stringify(input),
    }),
  );
}

/**
 * Fieldwork closed: the final analysis of the project (closes it with `closedAt`, stores its
 * norm summary, refreshes its country's norms). A run going on is waited for by the machine.
 */
export function requestFinalAnalysis(clientId: string, projectId: string, closedAt: string): Promise<void> {
  return startAnalysisExecution({ clientId, projectId, reason: 'final', closedAt, runId: newId(now()) });
}

export type LiveTrigger = 'started' | 'not_due' | 'busy';

/**
 * New completes while fieldwork runs: a partial re-run when LIVE_EVERY_COMPLETES arrived since the
 * last one or LIVE_EVERY_MS passed. The slot is taken here, conditioned on no other claim since the
 * state was read, so a burst of completes that all see it due starts one run.
 */
export async function requestLiveAnalysis(
  clientId: string,
  projectId: string,
  completes: number,
): Promise<LiveTrigger> {
  const at = now();
  const state = await readRunState(clientId, projectId, true);
  const fresh = completes - state.analysedCompletes;
  const due = fresh >= LIVE_EVERY_COMPLETES || (fresh > 0 && at - state.lastClaimAt >= LIVE_EVERY_MS);
  if (!due) return 'not_due';
  const runId = newId(at);
  const claimed = await claimRunSlot(clientId, projectId, {
    runId,
    reason: 'live',
    now: at,
    leaseMs: RUN_LEASE_MS,
    expectLastClaimAt: state.lastClaimAt,
  });
  if (!claimed) return 'busy';
  try {
    await startAnalysisExecution({ clientId, projectId, reason: 'live', runId, completes });
  } catch (error) {
    await releaseRunSlot(clientId, projectId, runId);
    throw error;
  }
  return 'started';
}

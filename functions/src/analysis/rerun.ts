import type { AnalysisRunState } from '@adpulse/shared/analysis/index';
import type { Session } from '../platform/auth/session.ts';
import { now } from '../platform/clock.ts';
import { forbidden } from '../platform/errors.ts';
import { newId } from '../platform/ids.ts';
import { claimRunSlot, readRunState, releaseRunSlot } from './data/run-state.ts';
import { rerunTooSoon } from './errors.ts';
import { resultsProject } from './results.ts';
import { startAnalysisExecution } from './trigger.ts';
import { RUN_LEASE_MS } from './runtime/run.ts';

/** A closed project may be re-analysed this often (its input rarely changes: norms, the engine). */
export const CLOSED_RERUN_INTERVAL_MS = 10 * 60 * 1000;
/** An active project's partial results may be refreshed by hand this often. */
export const ACTIVE_RERUN_INTERVAL_MS = 60 * 1000;

/**
 * POST /projects/{projectId}/analysis/run: an admin of the client asks for a new analysis of a
 * bought project. The slot is taken here (conditional write), so a run already going answers
 * `running` with its id instead of starting another, and a re-run asked too soon is refused
 * (429); then the analysis state machine runs it in the background.
 */
export async function requestRerun(session: Session, projectId: string): Promise<AnalysisRunState> {
  if (session.subType !== 'admin') throw forbidden();
  const project = await resultsProject(session, projectId);
  const at = now();
  const runId = newId(at);
  const interval = project.status === 'closed' ? CLOSED_RERUN_INTERVAL_MS : ACTIVE_RERUN_INTERVAL_MS;
  const claimed = await claimRunSlot(project.clientId, projectId, {
    runId,
    reason: 'rerun',
    now: at,
    leaseMs: RUN_LEASE_MS,
    rerunNotBefore: at - interval,
  });
  if (!claimed) {
    const state = await readRunState(project.clientId, projectId, true);
    if (state.running && state.running.leaseUntil >= at)
      return { state: 'running', runId: state.running.runId };
    throw rerunTooSoon();
  }
  try {
    await startAnalysisExecution({ clientId: project.clientId, projectId, reason: 'rerun', runId });
  } catch (error) {
    await releaseRunSlot(project.clientId, projectId, runId);
    throw error;
  }
  return { state: 'started', runId };
}

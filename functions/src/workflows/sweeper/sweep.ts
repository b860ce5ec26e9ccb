import { requestFinalAnalysis } from '../../analysis/index.ts';
import { listRunningPurchases, resumeStuckPurchase } from '../../billing/index.ts';
import { PANEL_UNAVAILABLE } from '@adpulse/shared/workflows/fieldwork';
import {
  closeFieldworkIfDue,
  closePanel,
  fieldworkMachineState,
  listUnsettledFieldwork,
  settleFieldwork,
} from '../../fieldwork/index.ts';

export interface SweepOptions {
  /** A purchase attempt younger than this is left alone: its StartExecution may be on its way. */
  purchaseGraceMs: number;
  log?: (message: string, detail: Record<string, unknown>) => void;
}

/** What one sweep found and did. `stuck` counts the projects it had to move: each is an alarm in the cloud. */
export interface SweepReport {
  /** Fieldwork closed (sample reached or time up) and handed to its final analysis. */
  fieldworkClosed: string[];
  /** Fieldwork already closed whose final analysis had not been asked for. */
  finalAnalysesRequested: string[];
  /** Purchases whose execution died: run again as their next attempt. */
  purchasesRestarted: string[];
  /** Purchases whose execution never started: recorded as failed (the buyer may buy again). */
  purchasesFailed: string[];
  stuck: number;
}

/**
 * The sweeper (issue 22): what a dead execution left behind, found through the sparse indexes of
 * unsettled fieldwork and running purchases, never by scanning. Fieldwork with no live machine
 * closes when its sample is reached or its time is up, is closed and reconciled at its panel
 * provider, then gets its final analysis (which closes the project). A purchase whose execution ended without
 * recording how runs again as its next attempt (each step adopts what was done), or is recorded
 * as failed if it never ran. It spans fieldwork, analysis and billing, so it lives here.
 */
export async function sweep(options: SweepOptions): Promise<SweepReport> {
  const report: SweepReport = {
    fieldworkClosed: [],
    finalAnalysesRequested: [],
    purchasesRestarted: [],
    purchasesFailed: [],
    stuck: 0,
  };
  for (const unsettled of await listUnsettledFieldwork()) {
    const { clientId, projectId } = unsettled;
    const machine = await fieldworkMachineState(projectId);
    if (machine === 'running') continue;
    const record = await closeFieldworkIfDue(clientId, projectId);
    if (record?.state !== 'closed' || !record.closedAt) continue;
    if (!(await panelClosed(clientId, projectId, options))) continue;
    await requestFinalAnalysis(clientId, projectId, record.closedAt);
    await settleFieldwork(clientId, projectId);
    (unsettled.state === 'fielding' ? report.fieldworkClosed : report.finalAnalysesRequested).push(projectId);
    options.log?.('fieldwork swept', { projectId, closeReason: record.closeReason, machine });
  }
  for (const purchase of await listRunningPurchases()) {
    const outcome = await resumeStuckPurchase(purchase.clientId, purchase, options.purchaseGraceMs);
    if (outcome === 'restarted') report.purchasesRestarted.push(purchase.projectId);
    if (outcome === 'failed') report.purchasesFailed.push(purchase.projectId);
    if (outcome === 'restarted' || outcome === 'failed') {
      options.log?.('purchase swept', { projectId: purchase.projectId, attempt: purchase.attempt, outcome });
    }
  }
  report.stuck =
    report.fieldworkClosed.length +
    report.finalAnalysesRequested.length +
    report.purchasesRestarted.length +
    report.purchasesFailed.length;
  return report;
}

/**
 * As the machine's ClosePanel before its final analysis: the project closed at the panel
 * provider and our completes reconciled. False while the provider is unavailable (the next sweep
 * tries again); a refusal is recorded on the fieldwork by closePanel and the analysis goes on.
 */
async function panelClosed(clientId: string, projectId: string, options: SweepOptions): Promise<boolean> {
  try {
    await closePanel(clientId, projectId);
    return true;
  } catch (error) {
    options.log?.('panel not closed', { projectId, detail: String(error) });
    if (error instanceof Error && error.name === PANEL_UNAVAILABLE) return false;
    throw error;
  }
}

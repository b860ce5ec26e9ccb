import { now } from '../../platform/clock.ts';
import { paymentProvider, reconcileCharge, type ChargeOutcome } from '../../billing/index.ts';
import { findProject } from '../../projects/index.ts';

export interface ReconcileOptions {
  /** A charge younger than this is left alone: its purchase may still be recording it. */
  graceMs: number;
  /** How far back the provider's charges are read (the cloud runs every 5 minutes). */
  lookbackMs: number;
  log?: (message: string, detail: Record<string, unknown>) => void;
}

/** What one reconciliation found, by charge id; `orphaned` (refunded + adopted) raises the alarm. */
export interface ReconcileReport {
  checked: number;
  refunded: string[];
  adopted: string[];
  waiting: string[];
  orphaned: number;
}

/**
 * The reconciliation of orphaned charges (issue 22): every project charge the provider made in
 * the lookback window is matched with the payment we recorded; one with none is adopted by the
 * purchase it paid for or given back, and the outcome recorded (billing's `reconcileCharge`).
 * It reads the project's status from the projects domain, so it lives here, above both.
 */
export async function reconcileCharges(options: ReconcileOptions): Promise<ReconcileReport> {
  const report: ReconcileReport = { checked: 0, refunded: [], adopted: [], waiting: [], orphaned: 0 };
  const since = new Date(now() - options.lookbackMs).toISOString();
  for (const charge of await paymentProvider().listCharges(since)) {
    report.checked += 1;
    const project = await findProject(charge.clientId, charge.projectId);
    const outcome: ChargeOutcome = await reconcileCharge(charge, project?.status, options.graceMs);
    if (outcome === 'refunded') report.refunded.push(charge.chargeId);
    if (outcome === 'adopted') report.adopted.push(charge.chargeId);
    if (outcome === 'young' || outcome === 'purchasing') report.waiting.push(charge.chargeId);
    if (outcome === 'refunded' || outcome === 'adopted') {
      options.log?.('orphaned charge reconciled', {
        chargeId: charge.chargeId,
        projectId: charge.projectId,
        outcome,
      });
    }
  }
  report.orphaned = report.refunded.length + report.adopted.length;
  return report;
}

import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { ORPHANED_CHARGES_METRIC, sweeperWorkflow } from '@adpulse/shared/workflows/sweeper';
import { workflowTask } from '../../platform/task-handler.ts';
import { sweeperGraceMs } from '../sweeper/tasks.ts';
import { reconcileCharges } from './reconcile.ts';

/**
 * The provider's charges of the last 3 days are read: the sweeper runs every 5 minutes, and a
 * charge settled once is recorded, so a longer window would only read more.
 */
const LOOKBACK_MS = 3 * 24 * 3600 * 1000;

/** Reconcile -> $.reconcile: one reconciliation; the OrphanedCharges metric is the cloud's alarm. */
export const reconcileHandler = workflowTask(sweeperWorkflow, 'Reconcile', async ({ log, metrics }) => {
  const report = await reconcileCharges({
    graceMs: sweeperGraceMs(),
    lookbackMs: LOOKBACK_MS,
    log: (message, detail) => log.warn(message, detail),
  });
  metrics.addMetric(ORPHANED_CHARGES_METRIC, MetricUnit.Count, report.orphaned);
  return report;
});

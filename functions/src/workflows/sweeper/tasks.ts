import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { STUCK_PROJECTS_METRIC, sweeperWorkflow } from '@adpulse/shared/workflows/sweeper';
import { workflowTask } from '../../platform/task-handler.ts';
import { sweep } from './sweep.ts';

/** A purchase attempt this young may still be starting its execution (SWEEPER_GRACE_SECONDS). */
const DEFAULT_GRACE_SECONDS = 120;

export function sweeperGraceMs(environment: Record<string, string | undefined> = process.env): number {
  const seconds = Number(environment.SWEEPER_GRACE_SECONDS);
  return (
    (Number.isFinite(seconds) && seconds >= 0 && environment.SWEEPER_GRACE_SECONDS
      ? seconds
      : DEFAULT_GRACE_SECONDS) * 1000
  );
}

/** Sweep -> $: one sweep; the StuckProjects metric is the cloud's alarm (infra observability stack). */
export const sweepHandler = workflowTask(sweeperWorkflow, 'Sweep', async ({ log, metrics }) => {
  const report = await sweep({
    purchaseGraceMs: sweeperGraceMs(),
    log: (message, detail) => log.warn(message, detail),
  });
  metrics.addMetric(STUCK_PROJECTS_METRIC, MetricUnit.Count, report.stuck);
  return report;
});

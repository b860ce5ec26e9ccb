import * as z from 'zod';
import { LAMBDA_TRANSIENT_ERRORS, defineWorkflow } from './define.ts';

/** The sweeper's input: nothing (a schedule starts it, in the cloud and locally). */
export const sweeperInputSchema = z.object({}).passthrough();

const ids = z.array(z.string());

/** What one sweep did (functions/src/workflows/sweeper/sweep.ts); `stuck` raises the alarm. */
export const sweepReportSchema = z.object({
  fieldworkClosed: ids,
  finalAnalysesRequested: ids,
  purchasesRestarted: ids,
  purchasesFailed: ids,
  stuck: z.number().int().nonnegative(),
});

/** What one reconciliation of the provider's charges did (functions/src/workflows/reconcile/). */
export const reconcileReportSchema = z.object({
  checked: z.number().int().nonnegative(),
  refunded: ids,
  adopted: ids,
  waiting: ids,
  orphaned: z.number().int().nonnegative(),
});

/** The metric each reconciliation publishes (service=sweeper): charges it refunded or adopted. */
export const ORPHANED_CHARGES_METRIC = 'OrphanedCharges';

/** The metric each sweep publishes (namespace AdPulse, dimension service=sweeper): projects it had to move. */
export const STUCK_PROJECTS_METRIC = 'StuckProjects';

/**
 * statemachines/sweeper.asl.json, started on a schedule (issue 22): Sweep (what dead executions
 * left), then Reconcile (charges at the provider no payment of ours records).
 */
export const sweeperWorkflow = defineWorkflow('sweeper', {
  input: sweeperInputSchema,
  definitionFile: 'statemachines/sweeper.asl.json',
  timeoutSeconds: 600,
  service: 'sweeper',
  tasks: {
    Sweep: {
      resource: 'SweepFunctionArn',
      id: 'Sweep',
      handler: { entry: 'functions/src/workflows/sweeper/tasks.ts', export: 'sweepHandler' },
      input: sweeperInputSchema,
      output: sweepReportSchema,
      errors: [],
      retry: [...LAMBDA_TRANSIENT_ERRORS],
    },
    Reconcile: {
      resource: 'ReconcileFunctionArn',
      id: 'Reconcile',
      handler: { entry: 'functions/src/workflows/reconcile/tasks.ts', export: 'reconcileHandler' },
      input: z.object({}).passthrough(),
      output: reconcileReportSchema,
      errors: [],
      retry: [...LAMBDA_TRANSIENT_ERRORS],
    },
  },
});

import { z } from 'zod';
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

/** The metric each sweep publishes (namespace AdPulse, dimension service=sweeper): projects it had to move. */
export const STUCK_PROJECTS_METRIC = 'StuckProjects';

/** statemachines/sweeper.asl.json: one Sweep, started on a schedule (issue 22). */
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
  },
});

import { z } from 'zod';
import { idField } from '@adpulse/shared/accounts/fields';
import { ANALYSIS_RUN_REASONS } from '@adpulse/shared/analysis/index';

/** Input of the analysis state machine (statemachines/analysis.asl.json). */
export const analysisExecutionSchema = z.object({
  clientId: idField,
  projectId: idField,
  reason: z.enum(ANALYSIS_RUN_REASONS),
  /** Given when the trigger already took the slot for this run. */
  runId: z.string().optional(),
  /** Live runs: the completes the trigger counted. */
  completes: z.number().int().min(0).optional(),
  /** Final runs: when fieldwork closed. */
  closedAt: z.string().optional(),
});
export type AnalysisExecution = z.infer<typeof analysisExecutionSchema>;

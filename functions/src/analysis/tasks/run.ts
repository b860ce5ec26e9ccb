import { analysisWorkflow } from '@adpulse/shared/workflows/analysis';
import { workflowTask } from '../../platform/task-handler.ts';
import { refreshNorms } from '../runtime/norms.ts';
import { runProjectAnalysis } from '../runtime/run.ts';
import { fieldworkSessionSource } from '../runtime/fieldwork-sessions.ts';

/** RunAnalysis: one run of the project (runtime/run.ts); AnalysisBusy makes the state wait and retry. */
export const runHandler = workflowTask(analysisWorkflow, 'RunAnalysis', async ({ input, log }) => {
  // An error keeps its message (a bare Error serialises to {}); other details go as they are.
  const warn = (message: string, detail: unknown) =>
    log.warn(message, { detail: detail instanceof Error ? String(detail) : detail });
  const outcome = await runProjectAnalysis(
    {
      clientId: input.clientId,
      projectId: input.projectId,
      reason: input.reason,
      ...(input.runId ? { runId: input.runId } : {}),
      ...(input.closedAt ? { closedAt: input.closedAt } : {}),
    },
    {
      sessions: fieldworkSessionSource(warn),
      log: warn,
    },
  );
  log.info('Analysis run', { ...outcome });
  return outcome;
});

/** RefreshNorms: the country's norm groups from every closed project of it. */
export const refreshNormsHandler = workflowTask(analysisWorkflow, 'RefreshNorms', ({ input }) =>
  refreshNorms(input.country, new Date()),
);

import { fieldworkWorkflow } from '@adpulse/shared/workflows/fieldwork';
import { workflowTask } from '../../platform/task-handler.ts';
import { requestFinalAnalysis, requestLiveAnalysis } from '../../analysis/index.ts';
import { checkFieldwork, settleFieldwork } from '../../fieldwork/index.ts';

/**
 * Fieldwork -> analysis: the Lambda tasks of statemachines/fieldwork.asl.json (definition
 * `shared/src/workflows/fieldwork.ts`). A check may start a live analysis and a closed fieldwork
 * the final one, so the sequence lives here, above both domains.
 */

/** Check -> $: one look at the fieldwork (fieldwork-check.ts), a live analysis when due. */
export const checkHandler = workflowTask(fieldworkWorkflow, 'Check', ({ input, log }) =>
  checkFieldwork(input, {
    requestLive: requestLiveAnalysis,
    log: (message, detail) => log.warn(message, { detail: String(detail) }),
  }),
);

/** FinalAnalysis -> $.analysis: the final run, which closes the project with the fieldwork's closed date. */
export const finalAnalysisHandler = workflowTask(fieldworkWorkflow, 'FinalAnalysis', async ({ input }) => {
  await requestFinalAnalysis(input.clientId, input.projectId, input.closedAt);
  // Handed over: the sweeper no longer looks at this fieldwork.
  await settleFieldwork(input.clientId, input.projectId);
  return { requested: true as const };
});

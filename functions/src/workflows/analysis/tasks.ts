import { analysisWorkflow } from '@adpulse/shared/workflows/analysis';
import { workflowTask } from '../../platform/task-handler.ts';
import { notifyResultsReady } from '../notices.ts';

/**
 * NotifyResults -> $.notice: the analysis machine's final run published; the project's creator
 * gets the results-ready e-mail once, when their preference is on (notices.ts).
 */
export const notifyResultsHandler = workflowTask(
  analysisWorkflow,
  'NotifyResults',
  async ({ input, log }) => {
    const notice = await notifyResultsReady(input.clientId, input.projectId);
    log.info('results-ready notice', { projectId: input.projectId, ...notice });
    return notice;
  },
);

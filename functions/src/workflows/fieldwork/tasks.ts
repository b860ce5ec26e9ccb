import { fieldworkWorkflow } from '@adpulse/shared/workflows/fieldwork';
import { workflowTask } from '../../platform/task-handler.ts';
import { requestFinalAnalysis, requestLiveAnalysis } from '../../analysis/index.ts';
import { checkFieldwork, closePanel, openPanel, settleFieldwork } from '../../fieldwork/index.ts';
import { notifyFieldworkClosed } from '../notices.ts';
import { settlePanelFailure } from './panel-failure.ts';

/**
 * Fieldwork -> analysis: the Lambda tasks of statemachines/fieldwork.asl.json (definition
 * `shared/src/workflows/fieldwork.ts`). A check may start a live analysis and a closed fieldwork
 * the final one, so the sequence lives here, above both domains.
 */

/** OpenPanel -> $.panel: the project created and launched at the panel provider (simulated: the simulated panel). */
export const openPanelHandler = workflowTask(fieldworkWorkflow, 'OpenPanel', async ({ input, log }) => {
  const opened = await openPanel(input.clientId, input.projectId);
  log.info('panel project open', { projectId: input.projectId, ...opened });
  return opened;
});

/** ClosePanel -> $.panel: closed at the provider and our completes reconciled, before the final analysis. */
export const closePanelHandler = workflowTask(fieldworkWorkflow, 'ClosePanel', async ({ input, log }) => {
  const closed = await closePanel(input.clientId, input.projectId);
  log.info('panel project closed and reconciled', { projectId: input.projectId, ...closed });
  return closed;
});

/**
 * RecordPanelFailure -> $.panelFailure: a provider's refusal ends the fieldwork with its code, the
 * undelivered respondents' part of the purchase goes back once, and the project ends
 * (`settlePanelFailure`).
 */
export const recordPanelFailureHandler = workflowTask(
  fieldworkWorkflow,
  'RecordPanelFailure',
  async ({ input, log }) => {
    const recorded = await settlePanelFailure(input.clientId, input.projectId, input.failure);
    log.warn('panel failure', { projectId: input.projectId, ...recorded });
    return recorded;
  },
);

/** Check -> $: one look at the fieldwork (fieldwork-check.ts), a live analysis when due. */
export const checkHandler = workflowTask(fieldworkWorkflow, 'Check', ({ input, log }) =>
  checkFieldwork(input, {
    requestLive: requestLiveAnalysis,
    log: (message, detail) => log.warn(message, { detail: String(detail) }),
  }),
);

/**
 * FinalAnalysis -> $.analysis: the final run, which closes the project with the fieldwork's closed
 * date; then, when fieldwork closed before its sample, the fieldwork-closed e-mail (once). An
 * e-mail that fails is logged, not thrown: a retry of this state would start another final run.
 */
export const finalAnalysisHandler = workflowTask(
  fieldworkWorkflow,
  'FinalAnalysis',
  async ({ input, log }) => {
    await requestFinalAnalysis(input.clientId, input.projectId, input.closedAt);
    // Handed over: the sweeper no longer looks at this fieldwork.
    await settleFieldwork(input.clientId, input.projectId);
    await notifyFieldworkClosed(input.clientId, input.projectId).then(
      (notice) => log.info('fieldwork-closed notice', { projectId: input.projectId, ...notice }),
      (error: unknown) => log.warn('fieldwork-closed notice failed', { detail: String(error) }),
    );
    return { requested: true as const };
  },
);

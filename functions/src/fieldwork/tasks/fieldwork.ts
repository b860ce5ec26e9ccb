import { z } from 'zod';
import { idField } from '@adpulse/shared/accounts/fields';
import { taskHandler } from '../../platform/task-handler.ts';
import { requestFinalAnalysis, requestLiveAnalysis } from '../../analysis/index.ts';
import { checkFieldwork } from '../fieldwork-check.ts';

/** The Lambda tasks of statemachines/fieldwork.asl.json. */
const SERVICE = 'fieldwork';

const checkInputSchema = z.object({
  clientId: idField,
  projectId: idField,
  sent: z.number().int().min(0).default(0),
});

/** Check -> $: one look at the fieldwork (fieldwork-check.ts). */
export const checkHandler = taskHandler(SERVICE, checkInputSchema, ({ input, log }) =>
  checkFieldwork(input, {
    requestLive: requestLiveAnalysis,
    log: (message, detail) => log.warn(message, { detail: String(detail) }),
  }),
);

const closedSchema = z.object({ clientId: idField, projectId: idField, closedAt: z.string().min(1) });

/** FinalAnalysis -> $.analysis: the final run, which closes the project with the fieldwork's closed date. */
export const finalAnalysisHandler = taskHandler(SERVICE, closedSchema, async ({ input }) => {
  await requestFinalAnalysis(input.clientId, input.projectId, input.closedAt);
  return { requested: true };
});

import { feasibilityWorkflow } from '@adpulse/shared/workflows/feasibility';
import { now } from '../../platform/clock.ts';
import { validationError } from '../../platform/http/validation.ts';
import { workflowTask } from '../../platform/task-handler.ts';
import { saveFeasibilityOutcome } from '../data/feasibility-runs.ts';
import { feasibilityRequestSchema, type FeasibilityResult } from '../feasibility-request.ts';
import { testUrlOf } from '../client-views.ts';
import { linksOf } from '../panel/links.ts';
import { PANEL_MODE_ENV, panelFor, panelMode } from '../panel/panel-for.ts';

/**
 * One poll of the feasibility state machine: ask the project's panel provider whether each
 * stimulus can get its respondents. A request that does not parse is `common.validation`, its
 * details naming the fields. `env` is injectable so tests choose the panel mode.
 */
export async function checkFeasibility(
  input: unknown,
  env: Record<string, string | undefined> = process.env,
): Promise<FeasibilityResult> {
  const parsed = feasibilityRequestSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error, 'request');
  const request = parsed.data;
  const panel = await panelFor(request.panelProvider, panelMode(env[PANEL_MODE_ENV]), {
    projectId: request.projectId,
    testUrl: linksOf(request.panelProvider).entryUrl(testUrlOf(`feasibility-${request.projectId}`)),
  });
  const items = await panel.checkFeasibility(request.audience, request.items);
  return { items };
}

/** The Lambda entry of the CheckFeasibility task; its refusal fails the task under its code. */
export const handler = workflowTask(feasibilityWorkflow, 'CheckFeasibility', async ({ input, log }) => {
  const result = await checkFeasibility(input);
  log.info('feasibility checked', {
    items: result.items.length,
    feasible: result.items.filter((item) => item.feasibility).length,
  });
  return result;
});

/** RecordOutcome: how the run ended, for GET /projects/{projectId}/feasibility (which never asks Step Functions). */
export const recordOutcomeHandler = workflowTask(feasibilityWorkflow, 'RecordOutcome', async ({ input }) => {
  await saveFeasibilityOutcome(
    input.clientId,
    input.projectId,
    input.runId,
    { state: input.state, items: input.state === 'succeeded' ? input.items : [] },
    new Date(now()).toISOString(),
  );
  return { recorded: input.state };
});

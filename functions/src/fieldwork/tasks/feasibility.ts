import { feasibilityWorkflow } from '@adpulse/shared/workflows/feasibility';
import { workflowTask } from '../../platform/task-handler.ts';
import { feasibilityRequestSchema, type FeasibilityResult } from '../feasibility-request.ts';
import { PANEL_MODE_ENV, panelFor, panelMode } from '../panel/panel-for.ts';

export class InvalidFeasibilityRequest extends Error {
  constructor(message: string) {
    super(message);
    // Step Functions reports a Lambda failure under the error's name.
    this.name = 'InvalidFeasibilityRequest';
  }
}

/**
 * One poll of the feasibility state machine: ask the project's panel provider whether each
 * stimulus can get its respondents. `env` is injectable so tests choose the panel mode.
 */
export async function checkFeasibility(
  input: unknown,
  env: Record<string, string | undefined> = process.env,
): Promise<FeasibilityResult> {
  const parsed = feasibilityRequestSchema.safeParse(input);
  if (!parsed.success) {
    const where = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new InvalidFeasibilityRequest(where.join('; '));
  }
  const request = parsed.data;
  const panel = panelFor(request.panelProvider, panelMode(env[PANEL_MODE_ENV]));
  const items = await panel.checkFeasibility(request.audience, request.items);
  return { items };
}

/**
 * The Lambda entry of the CheckFeasibility task (metadata adpulse:handler = "handler"). The
 * state is parsed by checkFeasibility, whose refusal names the error Step Functions reports.
 */
export const handler = workflowTask(feasibilityWorkflow, 'CheckFeasibility', async ({ input, log }) => {
  const result = await checkFeasibility(input);
  log.info('feasibility checked', {
    items: result.items.length,
    feasible: result.items.filter((item) => item.feasibility).length,
  });
  return result;
});

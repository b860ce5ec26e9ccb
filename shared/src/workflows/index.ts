import { analysisWorkflow } from './analysis.ts';
import { feasibilityWorkflow } from './feasibility.ts';
import { fieldworkWorkflow } from './fieldwork.ts';
import { purchaseWorkflow } from './purchase.ts';

export * from './define.ts';
export { analysisWorkflow, feasibilityWorkflow, fieldworkWorkflow, purchaseWorkflow };

/** Every state machine of the product, in the order the stack builds them (a task may start only one built before its own). */
export const WORKFLOW_DEFINITIONS = [
  feasibilityWorkflow,
  analysisWorkflow,
  fieldworkWorkflow,
  purchaseWorkflow,
] as const;
export type WorkflowName = (typeof WORKFLOW_DEFINITIONS)[number]['name'];

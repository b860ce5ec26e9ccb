import { analysisWorkflow } from './analysis.ts';
import { feasibilityWorkflow } from './feasibility.ts';
import { fieldworkWorkflow } from './fieldwork.ts';
import { purchaseWorkflow } from './purchase.ts';
import { sweeperWorkflow } from './sweeper.ts';

export * from './define.ts';
export { analysisWorkflow, feasibilityWorkflow, fieldworkWorkflow, purchaseWorkflow, sweeperWorkflow };

/** Every state machine of the product, in the order the stack builds them (a task may start only one built before its own). */
export const WORKFLOW_DEFINITIONS = [
  feasibilityWorkflow,
  analysisWorkflow,
  fieldworkWorkflow,
  purchaseWorkflow,
  sweeperWorkflow,
] as const;
export type WorkflowName = (typeof WORKFLOW_DEFINITIONS)[number]['name'];

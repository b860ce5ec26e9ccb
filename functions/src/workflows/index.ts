/**
 * The composition layer: every sequence that spans domains. The Lambda tasks of the purchase
 * saga (`purchase/tasks.ts`) and of fieldwork -> analysis (`fieldwork/tasks.ts`) are entries of
 * their own; what a domain's Lambda entry (handler.ts) or the local runtime composes is here.
 */
export { PROJECT_DELETE_STEPS } from './project-deletion.ts';
export { seedDemoWorkspace } from './demo.ts';

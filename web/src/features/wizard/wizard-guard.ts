import { WIZARD_STEPS, type ProjectStatus } from '@adpulse/shared/projects/constants';

export type WizardStep = 'audience' | 'stimulus' | 'questions' | 'review' | 'checkout';

/** What the guard needs to know of a project: its id, status, saved step and readiness for payment. */
export interface WizardProjectState {
  id: string;
  status: ProjectStatus | (string & {});
  step: number;
  /** Valid for checkout (all steps valid); computed by the wizard from the step validity rules. */
  ready: boolean;
}

export type WizardDecision =
  { kind: 'load' } | { kind: 'allow' } | { kind: 'not-found' } | { kind: 'incomplete' };

/**
 * The wizard guards of spec section 2: the project is loaded when it is not the active one; a
 * step beyond the project's step or a project not pending is page-not-found (then Dashboard);
 * checkout needs step at least checkout, pending status and a valid project, else it is an
 * incomplete project (error, then back to Review).
 */
export function wizardDecision(
  projectId: string,
  requested: WizardStep,
  active: WizardProjectState | null,
): WizardDecision {
  if (!active || active.id !== projectId) return { kind: 'load' };
  if (active.status !== 'pending') return { kind: 'not-found' };
  if (requested === 'checkout') {
    return active.step >= WIZARD_STEPS.checkout && active.ready ? { kind: 'allow' } : { kind: 'incomplete' };
  }
  return WIZARD_STEPS[requested] > active.step ? { kind: 'not-found' } : { kind: 'allow' };
}

import type { ClientType } from '@adpulse/shared';
import { WIZARD_STEPS } from '@adpulse/shared/projects/constants';
import {
  checkoutProblems,
  isCustomerProjectReady,
  isProjectValid,
  isReviewValid,
  type WizardProject,
} from '@adpulse/shared/wizard/steps';

/**
 * Ready for checkout (the guard's `ready`): the server's own gate before feasibility and
 * purchase, so the web never opens a checkout the API would refuse.
 */
export function isReadyForCheckout(project: WizardProject, stimuli: number, clientType: ClientType): boolean {
  return checkoutProblems(project, stimuli, clientType).length === 0;
}

/**
 * Whether Review lets the user go on: for regular users Review is valid and leads to Pay when
 * the project is valid; a customer's Review is the last step, and the project is ready when
 * valid with Review as its last active step (the user is on it now).
 */
export function canLeaveReview(project: WizardProject, stimuli: number, clientType: ClientType): boolean {
  if (clientType === 'regular')
    return isReviewValid(clientType) && isProjectValid(project, stimuli, clientType);
  return isCustomerProjectReady({ ...project, step: WIZARD_STEPS.review }, stimuli);
}

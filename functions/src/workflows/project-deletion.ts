import { deleteProjectAssets } from '../assets/index.ts';
import { closeUnpaidCheckout } from '../billing/index.ts';
import type { AfterProjectDelete, BeforeProjectDelete } from '../projects/index.ts';

/**
 * Project deletion across domains: billing checks its payment page before the project goes
 * (a page just paid refuses the deletion), assets removes the media after. The projects Lambda
 * (its entry, projects/handler.ts) runs these; the projects domain itself imports neither.
 */
export const PROJECT_DELETE_STEPS: { before: BeforeProjectDelete[]; after: AfterProjectDelete[] } = {
  before: [closeUnpaidCheckout],
  after: [deleteProjectAssets],
};

import { DomainError } from '../platform/errors.ts';

export { invalidField } from '../platform/errors.ts';

/** A project past pending keeps its audience, stimuli, questions and payment (spec section 4). */
export const projectNotEditable = () => new DomainError('projects.not_editable');

/** An active project is being analysed: it cannot be deleted until its analysis is done. */
export const projectBusy = () => new DomainError('projects.busy');

export const createProjectFailed = () => new DomainError('projects.create_failed');

/** A contract product (custom, researchonly) for a client without a contract. */
export const productNotOffered = () => new DomainError('projects.product_not_offered');

import { HttpError } from '../platform/errors.ts';

export const invalidField = (field: string, message = 'validation.invalid') =>
  new HttpError('validation', 'errors.default', [{ field, message }]);

/** A project past pending keeps its audience, stimuli, questions and payment (spec section 4). */
export const projectNotEditable = () => new HttpError('conflict', 'errors.projectNotEditable');

/** An active project is being analysed: it cannot be deleted until its analysis is done. */
export const projectBusy = () => new HttpError('conflict', 'errors.projectBusy');

export const createProjectFailed = () => new HttpError('internal', 'errors.createProject');

import { HttpError } from '../platform/errors.ts';

/** Errors of the accounts calls; texts are catalogue keys (spec section 8 where it has one). */
export const emailNotAvailable = () =>
  new HttpError('conflict', 'errors.emailNotAvailable', [
    { field: 'email', message: 'validation.emailNotAvailable' },
  ]);

export const loginFailed = () => new HttpError('unauthorized', 'errors.loginFailed');

export const rateLimited = () => new HttpError('rate_limited', 'errors.rateLimited');

export const linkExpired = () =>
  new HttpError('validation', 'errors.linkExpired', [{ field: 'token', message: 'validation.linkExpired' }]);

/** The password re-entered to confirm a change is wrong (a 400 on the field, not a 401 that would sign out). */
export const passwordIncorrect = (field: string) =>
  new HttpError('validation', 'errors.default', [{ field, message: 'validation.passwordIncorrect' }]);

export const branchInUse = () => new HttpError('conflict', 'errors.branchInUse');

export const unknownBranch = () =>
  new HttpError('validation', 'errors.default', [{ field: 'branch', message: 'validation.invalid' }]);

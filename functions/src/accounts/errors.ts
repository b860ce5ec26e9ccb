import { DomainError, invalidField } from '../platform/errors.ts';

/** Refusals of the accounts domain, by stable code (texts of spec section 8 where it has one). */
export const emailNotAvailable = () =>
  new DomainError('accounts.email_taken', {
    details: [{ field: 'email', code: 'validation.emailNotAvailable' }],
  });

export const loginFailed = () => new DomainError('auth.login_failed');

export const rateLimited = () => new DomainError('auth.rate_limited');

export const linkExpired = () =>
  new DomainError('auth.link_expired', { details: [{ field: 'token', code: 'validation.linkExpired' }] });

/** The password re-entered to confirm a change is wrong (a 400 on the field, not a 401 that would sign out). */
export const passwordIncorrect = (field: string) => invalidField(field, 'validation.passwordIncorrect');

export const branchInUse = () => new DomainError('accounts.branch_in_use');

export const unknownBranch = () => invalidField('branch');

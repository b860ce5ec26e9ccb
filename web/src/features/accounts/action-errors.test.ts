import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { i18n } from '../../i18n/i18n.ts';
import { actionErrorMessage, serverFieldErrors } from './action-errors.ts';

const generic = 'generic';
const issue = (field: string, code: string) => ({ field, code, message: 'text in some language' });

describe('action errors', () => {
  it('shows the generic error for a 403 and for anything that is not an API error', () => {
    expect(actionErrorMessage(new ApiError(403, 'auth.forbidden'), generic)).toBe(generic);
    expect(actionErrorMessage(new Error('boom'), generic)).toBe(generic);
    expect(actionErrorMessage(new ApiError(200, 'unexpected'), generic)).toBe(generic);
  });

  it("picks the other failures' text from the catalogue by code, never from the API's message", async () => {
    await i18n.init({ lng: 'en', resources: {} });
    expect(actionErrorMessage(new ApiError(409, 'accounts.branch_in_use'), generic)).toBe(
      'errors.branchInUse',
    );
    expect(actionErrorMessage(new ApiError(0, 'network'), generic)).toBe('errors.network');
  });

  it("keeps only a refusal's details of the form's own fields, as catalogue keys", () => {
    const error = new ApiError(400, 'common.validation', {}, [
      issue('oldPassword', 'validation.passwordIncorrect'),
      issue('token', 'validation.linkExpired'),
    ]);
    expect(serverFieldErrors(error, ['oldPassword', 'newPassword'] as const)).toEqual([
      { field: 'oldPassword', message: 'validation.passwordIncorrect' },
    ]);
    const taken = new ApiError(409, 'accounts.email_taken', {}, [
      issue('email', 'validation.emailNotAvailable'),
    ]);
    expect(serverFieldErrors(taken, ['email'])).toEqual([
      { field: 'email', message: 'validation.emailNotAvailable' },
    ]);
    expect(
      serverFieldErrors(new ApiError(429, 'auth.rate_limited', {}, error.details), ['oldPassword']),
    ).toEqual([]);
  });
});

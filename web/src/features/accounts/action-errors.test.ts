import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { actionErrorMessage, serverFieldErrors } from './action-errors.ts';

const generic = 'An error occurred. Please try again later.';

describe('action errors', () => {
  it('shows the generic error for a 403 and for anything that is not an API error', () => {
    expect(actionErrorMessage(new ApiError(403, 'forbidden', 'Page not found'), generic)).toBe(generic);
    expect(actionErrorMessage(new Error('boom'), generic)).toBe(generic);
    expect(actionErrorMessage(new ApiError(200, 'unexpected', 'odd answer'), generic)).toBe(generic);
  });

  it("shows the API's own text for the other failures", () => {
    const inUse = new ApiError(409, 'conflict', 'This branch still has users.');
    expect(actionErrorMessage(inUse, generic)).toBe('This branch still has users.');
    expect(actionErrorMessage(new ApiError(0, 'network', 'The service cannot be reached.'), generic)).toBe(
      'The service cannot be reached.',
    );
  });

  it("keeps only the 400 and 409 details of the form's own fields", () => {
    const error = new ApiError(400, 'validation', 'x', [
      { field: 'oldPassword', message: 'The password is not correct.' },
      { field: 'token', message: 'expired' },
    ]);
    expect(serverFieldErrors(error, ['oldPassword', 'newPassword'] as const)).toEqual([
      { field: 'oldPassword', message: 'The password is not correct.' },
    ]);
    const taken = new ApiError(409, 'conflict', 'The email is not available', [
      { field: 'email', message: 'Email is not available' },
    ]);
    expect(serverFieldErrors(taken, ['email'])).toEqual([
      { field: 'email', message: 'Email is not available' },
    ]);
    expect(serverFieldErrors(new ApiError(429, 'rate_limited', 'x', error.details), ['oldPassword'])).toEqual(
      [],
    );
  });
});

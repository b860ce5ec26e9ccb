import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { isMissing } from './is-missing.ts';

describe('a missing result', () => {
  it('is a refusal coded not found or method not allowed', () => {
    expect(isMissing(new ApiError(404, 'common.not_found'))).toBe(true);
    expect(isMissing(new ApiError(405, 'common.method_not_allowed'))).toBe(true);
  });

  it('is decided by the code, not the status', () => {
    // A 404 whose body is not the API's (a proxy page) is a failure to show, not a missing result.
    expect(isMissing(new ApiError(404, 'unexpected'))).toBe(false);
  });

  it('is not any other failure', () => {
    expect(isMissing(new ApiError(403, 'auth.forbidden'))).toBe(false);
    expect(isMissing(new ApiError(500, 'common.internal'))).toBe(false);
    expect(isMissing(new ApiError(0, 'network'))).toBe(false);
    expect(isMissing(new Error('boom'))).toBe(false);
    expect(isMissing(undefined)).toBe(false);
  });
});

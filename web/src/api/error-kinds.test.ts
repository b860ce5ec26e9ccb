import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { isForbidden, isMissing, isSignedOut, mayPassLater } from './error-kinds.ts';

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

describe('the other kinds of failure, by code', () => {
  it('forbidden and signed out are their own codes, whatever the status', () => {
    expect(isForbidden(new ApiError(403, 'auth.forbidden'))).toBe(true);
    expect(isForbidden(new ApiError(403, 'unexpected'))).toBe(false);
    expect(isForbidden(new ApiError(403, 'projects.product_not_offered'))).toBe(false);
    expect(isSignedOut(new ApiError(401, 'auth.unauthorized'))).toBe(true);
    expect(isSignedOut(new ApiError(401, 'auth.login_failed'))).toBe(false);
  });

  it('a call may pass later when the API was not reached, busy or failing on its side', () => {
    expect(mayPassLater(new ApiError(0, 'network'))).toBe(true);
    expect(mayPassLater(new ApiError(429, 'common.busy'))).toBe(true);
    expect(mayPassLater(new ApiError(429, 'fieldwork.busy'))).toBe(true);
    expect(mayPassLater(new ApiError(500, 'common.internal'))).toBe(true);
    expect(mayPassLater(new ApiError(503, 'billing.stripe_not_configured'))).toBe(true);
  });

  it('a refusal of the request itself will not pass later', () => {
    expect(mayPassLater(new ApiError(400, 'common.validation'))).toBe(false);
    expect(mayPassLater(new ApiError(404, 'common.not_found'))).toBe(false);
    expect(mayPassLater(new ApiError(402, 'purchase.payment_declined'))).toBe(false);
    expect(mayPassLater(new ApiError(200, 'unexpected'))).toBe(false);
    // By the code: a 503 whose body names a refusal is that refusal.
    expect(mayPassLater(new ApiError(503, 'common.validation'))).toBe(false);
  });
});

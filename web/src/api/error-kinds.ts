import { ERROR_CODES, ERRORS, type ErrorCode } from '@adpulse/shared';
import { ApiError } from './api-error.ts';

/**
 * What a failed call means for the screen that made it, decided by the error's stable code,
 * never by the HTTP status of the answer (api-error.ts is the one place that reads a status).
 * A test (`no-status-branches.test.ts`) fails on a web file that compares an ApiError's status.
 */

/** The codes whose failure is ours or a moment's (the registry's 429 and 5xx codes). */
const PASSING_CODES: ReadonlySet<ErrorCode> = new Set(
  ERROR_CODES.filter((code) => ERRORS[code].status === 429 || ERRORS[code].status >= 500),
);

function hasCode(error: unknown, ...codes: ErrorCode[]): error is ApiError {
  return error instanceof ApiError && codes.some((code) => error.is(code));
}

/**
 * Whether a call was refused because there is nothing there for this caller (a wrong or foreign
 * id, a link no longer shared, a route the results area does not serve). A 404 whose body is not
 * the API's (a proxy page) is a failure to show, not a missing thing.
 */
export function isMissing(error: unknown): boolean {
  return hasCode(error, 'common.not_found', 'common.method_not_allowed');
}

/** Whether the caller's role may not use the call (the API answers it like a missing page). */
export function isForbidden(error: unknown): boolean {
  return hasCode(error, 'auth.forbidden');
}

/** Whether the session is gone (the client has already signed the user out). */
export function isSignedOut(error: unknown): boolean {
  return hasCode(error, 'auth.unauthorized');
}

/**
 * Whether the same call may pass if made again later: the API was not reached, was busy, or
 * failed on its side. A refusal of the request itself (any other code) will not change.
 */
export function mayPassLater(error: ApiError): boolean {
  return error.code === 'network' || (error.code !== 'unexpected' && PASSING_CODES.has(error.code));
}

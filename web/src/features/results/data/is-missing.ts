import { ApiError } from '../../../api/api-error.ts';

/**
 * Whether a results call was refused because there is nothing there for this caller (a wrong or
 * foreign id, a link no longer shared, a route the results area does not serve). The screen then
 * waits for the client's move to Dashboard instead of showing a failure. Decided by the error's
 * code, never its HTTP status.
 */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.is('common.not_found') || error.is('common.method_not_allowed'));
}

import type { ErrorDetail } from '@adpulse/shared';
import { ApiError } from '../../api/api-error.ts';
import { showError } from '../../state/dialogs.ts';

/**
 * The text of a failed action. A 403 reads as the generic error: the API's own 403 text is the
 * page-not-found one, which would be wrong for a button press on a screen the user can open.
 */
export function actionErrorMessage(error: unknown, genericText: string): string {
  if (!(error instanceof ApiError) || error.status === 403 || error.code === 'unexpected') return genericText;
  return error.message || genericText;
}

/** Shows a failed action in the error dialog; a 401 already signed the user out, so nothing is shown. */
export function reportActionError(error: unknown, genericText: string): void {
  if (error instanceof ApiError && error.status === 401) return;
  showError({ message: actionErrorMessage(error, genericText) });
}

/**
 * The API's per-field messages (already in the user's language) for the fields a form has: a
 * 400's invalid fields, or a 409's taken value (an e-mail already registered).
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string }[] {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return [];
  const known = new Set<string>(fields);
  return error.details
    .filter((detail: ErrorDetail): detail is ErrorDetail & { field: F } => known.has(detail.field))
    .map((detail) => ({ field: detail.field, message: detail.message }));
}

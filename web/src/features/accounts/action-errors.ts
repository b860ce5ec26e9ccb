import type { FieldIssue } from '@adpulse/shared';
import { ApiError } from '../../api/api-error.ts';
import { errorText } from '../../api/error-text.ts';
import { showError } from '../../state/dialogs.ts';
import { isForbidden, isSignedOut, mayPassLater } from '../../api/error-kinds.ts';

/**
 * The text of a failed action, picked by its code. Forbidden (auth.forbidden) reads as the generic error: the
 * forbidden text is the page-not-found one, which would be wrong for a button press on a
 * screen the user can open.
 */
export function actionErrorMessage(error: unknown, genericText: string): string {
  if (!(error instanceof ApiError) || isForbidden(error) || error.code === 'unexpected') return genericText;
  return errorText(error);
}

/** Shows a failed action in the error dialog; a lost session (auth.unauthorized) already signed the user out, so nothing is shown. */
export function reportActionError(error: unknown, genericText: string): void {
  if (isSignedOut(error)) return;
  showError({ message: actionErrorMessage(error, genericText) });
}

/**
 * The API's per-field problems for the fields a form has (the details of an invalid request, or
 * of a taken value), each as its catalogue key: the form shows it like its own zod messages.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string }[] {
  if (!(error instanceof ApiError) || mayPassLater(error)) return [];
  const known = new Set<string>(fields);
  return error.details
    .filter((detail: FieldIssue): detail is FieldIssue & { field: F } => known.has(detail.field))
    .map((detail) => ({ field: detail.field, message: detail.code }));
}

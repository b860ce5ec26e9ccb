import { ERRORS, type ReportedError } from '@adpulse/shared';
import { translateKey } from '../i18n/i18n.ts';
import { ApiError, errorMessageKey } from './api-error.ts';

/** The text of a failed call in the current language, from the catalogue by its code and params. */
export function errorText(error: unknown): string {
  return translateKey(errorMessageKey(error), error instanceof ApiError ? { ...error.params } : undefined);
}

/** The text of a failure reported inside an answer (a purchase that stopped), by its code. */
export function reportedErrorText(error: ReportedError | undefined): string {
  return translateKey(error ? ERRORS[error.code].message : 'errors.default', error?.params);
}

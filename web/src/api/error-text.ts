import { ERRORS, errorTextValues, isErrorCode, type ReportedError } from '@adpulse/shared';
import { translateKey } from '../i18n/i18n.ts';
import { ApiError, errorMessageKey } from './api-error.ts';

/** The text of a failed call in the current language, from the catalogue by its code and params. */
export function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) return translateKey(errorMessageKey(error));
  return translateKey(
    errorMessageKey(error),
    isErrorCode(error.code) ? errorTextValues(error.code, error.params) : { ...error.params },
  );
}

/** The text of a failure reported inside an answer (a purchase that stopped), by its code. */
export function reportedErrorText(error: ReportedError | undefined): string {
  if (!error) return translateKey('errors.default');
  return translateKey(ERRORS[error.code].message, errorTextValues(error.code, error.params));
}

import { ApiError } from '../../api/api-error.ts';
import { i18n } from '../../i18n/i18n.ts';

/** What to tell the user of a failed call: the API's text (already in their language), else the generic one. */
export const errorText = (error: unknown): string =>
  error instanceof ApiError ? error.message : i18n.t('errors.default');

import { ApiError } from '../../../api/api-error.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { showError } from '../../../state/dialogs.ts';

/** A failed action in the error dialog: the API's text (already in the user's language) or the generic one. */
export function reportFailure(error: unknown): void {
  const message =
    error instanceof ApiError && error.code !== 'unexpected' ? error.message : i18n.t('errors.default');
  showError({ title: i18n.t('errors.defaultTitle'), message });
}

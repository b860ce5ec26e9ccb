import { errorText } from '../../../api/error-text.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { showError } from '../../../state/dialogs.ts';

/** A failed action in the error dialog, its text picked from the catalogue by the error's code. */
export function reportFailure(error: unknown): void {
  showError({ title: i18n.t('errors.defaultTitle'), message: errorText(error) });
}

import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../i18n/i18n.ts';

/**
 * A form error as text: zod messages and the API's field codes are both catalogue keys, filled
 * with the field's label. Using the hook re-renders the form when the language changes, so the
 * messages follow it.
 */
export function useFieldMessage(): (message: string | undefined, field: string) => string | undefined {
  useTranslation();
  return (message, field) => (message ? fieldMessage(message, `fields.${field}`) : undefined);
}

import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../i18n/i18n.ts';

/**
 * A form error as text: zod messages are catalogue keys filled with the field's label; messages
 * from the API arrive already translated and pass through unchanged. Using the hook re-renders
 * the form when the language changes, so the messages follow it.
 */
export function useFieldMessage(): (message: string | undefined, field: string) => string | undefined {
  useTranslation();
  return (message, field) => (message ? fieldMessage(message, `fields.${field}`) : undefined);
}

import { TextField } from '@aws-amplify/ui-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../../i18n/i18n.ts';

/** The card number of the test payment provider, with the test cards named below it. */
export function CardNumberField({
  field,
  errorKey,
}: {
  field: UseFormRegisterReturn<'cardNumber'>;
  /** The form's message key for the field, if it failed validation. */
  errorKey: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('wizard.fields.cardNumber')}
      autoComplete="cc-number"
      inputMode="numeric"
      isRequired
      descriptiveText={t('wizard.checkout.testCards')}
      hasError={errorKey !== undefined}
      errorMessage={errorKey ? fieldMessage(errorKey, 'wizard.fields.cardNumber') : undefined}
      {...field}
    />
  );
}

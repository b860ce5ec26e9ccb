import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { changePasswordFormSchema, type ChangePasswordForm } from '@adpulse/shared/accounts/clients';
import { accountsApi } from '../../../api/accounts.ts';
import { showSuccess } from '../../../state/dialogs.ts';
import { reportActionError, serverFieldErrors } from '../action-errors.ts';
import { useFieldMessage } from '../use-field-message.ts';
import { SectionCard } from '../SectionCard.tsx';

const FIELDS = ['oldPassword', 'newPassword', 'passwordConfirmation'] as const;

/** The old password, then the new one twice; the API keeps this session and ends the others. */
export function PasswordCard({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordFormSchema) });

  async function change(form: ChangePasswordForm) {
    try {
      await accountsApi.changePassword({
        params: { clientId },
        body: { oldPassword: form.oldPassword, newPassword: form.newPassword },
      });
      reset();
      showSuccess({ message: t('success.passwordChanged') });
    } catch (error) {
      const fields = serverFieldErrors(error, FIELDS);
      for (const detail of fields) setError(detail.field, { type: 'server', message: detail.message });
      if (!fields.length) reportActionError(error, t('errors.default'));
    }
  }

  const labels = {
    showPasswordButtonLabel: t('login.showPassword'),
    passwordIsHiddenLabel: t('login.passwordHidden'),
    passwordIsShownLabel: t('login.passwordShown'),
  };
  const field = (name: (typeof FIELDS)[number], autoComplete: string, hint?: string) => (
    <PasswordField
      label={t(`fields.${name}`)}
      autoComplete={autoComplete}
      descriptiveText={hint}
      isRequired
      hasError={errors[name] !== undefined}
      errorMessage={message(errors[name]?.message, name)}
      {...labels}
      {...register(name)}
    />
  );

  return (
    <SectionCard title={t('accounts.account.passwordTitle')} intro={t('accounts.account.passwordIntro')}>
      <form noValidate onSubmit={(event) => void handleSubmit(change)(event)} className="ap-acc-form">
        {field('oldPassword', 'current-password')}
        {field('newPassword', 'new-password', t('accounts.setPassword.rule'))}
        {field('passwordConfirmation', 'new-password')}
        <div>
          <Button
            type="submit"
            variation="primary"
            isLoading={isSubmitting}
            loadingText={t('accounts.saving')}
          >
            {t('accounts.account.passwordSubmit')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { recoverRequestSchema } from '@adpulse/shared/accounts/registration';
import { accountsApi } from '../../../api/accounts.ts';
import { AuthPage } from '../AuthPage.tsx';
import { AuthDone, AuthFailure, BackToSignIn } from './auth-parts.tsx';
import { actionErrorMessage } from '../action-errors.ts';
import { useFieldMessage } from '../use-field-message.ts';

const emailFormSchema = recoverRequestSchema.pick({ email: true });
type EmailForm = { email: string };

/** password-recovery: asks for a reset e-mail; the answer is the same whatever the address. */
export default function PasswordRecoveryScreen() {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailForm>({ resolver: zodResolver(emailFormSchema) });

  async function submit(form: EmailForm) {
    setFailure(null);
    try {
      await accountsApi.recover({ body: { email: form.email, type: 'predict' } });
      setSent(true);
    } catch (error) {
      setFailure(actionErrorMessage(error, t('errors.default')));
    }
  }

  return (
    <AuthPage
      title={t('screens.passwordRecovery')}
      heading={t('accounts.passwordRecovery.title')}
      intro={sent ? undefined : t('accounts.passwordRecovery.intro')}
    >
      {sent ? (
        <AuthDone
          id="recovery-sent"
          title={t('accounts.passwordRecovery.doneTitle')}
          success={t('success.resetEmailSent')}
        >
          <BackToSignIn />
        </AuthDone>
      ) : (
        <>
          {failure ? <AuthFailure>{failure}</AuthFailure> : null}
          <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="ap-acc-form">
            <TextField
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              isRequired
              hasError={errors.email !== undefined}
              errorMessage={message(errors.email?.message, 'email')}
              {...register('email')}
            />
            <Button
              type="submit"
              variation="primary"
              isLoading={isSubmitting}
              loadingText={t('accounts.passwordRecovery.submitting')}
            >
              {t('accounts.passwordRecovery.submit')}
            </Button>
          </form>
          <p className="ap-auth__links ap-acc-after-form">
            <BackToSignIn />
          </p>
        </>
      )}
    </AuthPage>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Link as UiLink, PasswordField, Text } from '@aws-amplify/ui-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { setPasswordFormSchema, type SetPasswordForm } from '@adpulse/shared/accounts/registration';
import { accountsApi } from '../../../api/accounts.ts';
import { useLanguage } from '../../../routing/use-language.ts';
import { AuthPage } from '../AuthPage.tsx';
import { AuthDone, AuthFailure, BackToSignIn } from './auth-parts.tsx';
import { actionErrorMessage, serverFieldErrors } from '../action-errors.ts';
import { useFieldMessage } from '../use-field-message.ts';

type Purpose = 'confirm' | 'recovery';

const CALL = { confirm: accountsApi.confirm, recovery: accountsApi.resetPassword } satisfies Record<
  Purpose,
  unknown
>;

/**
 * confirm/{token} (a new account, or an invitation) and recovery/{token} (a reset e-mail): the
 * password typed twice, sent with the link's token. A used or expired link shows the API's text
 * and the way to ask for a new one.
 */
export function SetPasswordScreen({ purpose }: { purpose: Purpose }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { token = '' } = useParams();
  const message = useFieldMessage();
  const [failure, setFailure] = useState<{ text: string; linkExpired: boolean } | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SetPasswordForm>({ resolver: zodResolver(setPasswordFormSchema) });

  async function submit(form: SetPasswordForm) {
    setFailure(null);
    try {
      await CALL[purpose]({ body: { token, password: form.password } });
      setDone(true);
    } catch (error) {
      const fields = serverFieldErrors(error, ['password', 'token'] as const);
      const linkExpired = fields.some((detail) => detail.field === 'token');
      for (const detail of fields)
        if (detail.field === 'password') setError('password', { type: 'server', message: detail.message });
      if (linkExpired || !fields.length)
        setFailure({ text: actionErrorMessage(error, t('errors.default')), linkExpired });
    }
  }

  const heading =
    purpose === 'confirm' ? t('accounts.setPassword.confirmTitle') : t('accounts.setPassword.recoveryTitle');
  const intro =
    purpose === 'confirm' ? t('accounts.setPassword.confirmIntro') : t('accounts.setPassword.recoveryIntro');
  const passwordLabels = {
    showPasswordButtonLabel: t('login.showPassword'),
    passwordIsHiddenLabel: t('login.passwordHidden'),
    passwordIsShownLabel: t('login.passwordShown'),
  };

  return (
    <AuthPage
      title={t(purpose === 'confirm' ? 'screens.confirm' : 'screens.recovery')}
      heading={heading}
      intro={done ? undefined : intro}
    >
      {done ? (
        <AuthDone
          id="password-done"
          title={t('accounts.setPassword.doneTitle')}
          success={purpose === 'confirm' ? t('success.passwordSet') : t('success.passwordChanged')}
        >
          <Button as={Link} to={`/${lang}/login`} variation="primary">
            {t('accounts.signIn')}
          </Button>
        </AuthDone>
      ) : (
        <>
          {failure ? (
            <AuthFailure>
              <Flex direction="column" gap="0.5rem" alignItems="flex-start">
                <Text as="span">{failure.text}</Text>
                {failure.linkExpired ? (
                  <UiLink as={Link} to={`/${lang}/password-recovery`}>
                    {t('accounts.setPassword.newLink')}
                  </UiLink>
                ) : null}
              </Flex>
            </AuthFailure>
          ) : null}
          <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="ap-acc-form">
            <PasswordField
              label={t('fields.password')}
              autoComplete="new-password"
              descriptiveText={t('accounts.setPassword.rule')}
              isRequired
              hasError={errors.password !== undefined}
              errorMessage={message(errors.password?.message, 'password')}
              {...passwordLabels}
              {...register('password')}
            />
            <PasswordField
              label={t('fields.passwordConfirmation')}
              autoComplete="new-password"
              isRequired
              hasError={errors.passwordConfirmation !== undefined}
              errorMessage={message(errors.passwordConfirmation?.message, 'passwordConfirmation')}
              {...passwordLabels}
              {...register('passwordConfirmation')}
            />
            <Button
              type="submit"
              variation="primary"
              isLoading={isSubmitting}
              loadingText={t('accounts.setPassword.submitting')}
            >
              {t('accounts.setPassword.submit')}
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

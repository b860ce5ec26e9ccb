import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Heading, Link as UiLink, PasswordField, TextField } from '@aws-amplify/ui-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginRequestSchema } from '@adpulse/shared/accounts/session';
import { accountsApi } from '../../../api/accounts.ts';
import { errorText } from '../../../api/error-text.ts';
import { ApiError } from '../../../api/api-error.ts';
import { dispatch, useAppState } from '../../../state/app-store.ts';
import { sessionFromLogin } from '../../../session/session.ts';
import { fieldMessage } from '../../../i18n/i18n.ts';
import { routeStateOf, routeTo } from '../../../routing/named-routes.ts';
import { safeRedirect } from '../../../routing/resolve.ts';
import { useLanguage } from '../../../routing/use-language.ts';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { PulseArt } from './PulseArt.tsx';

const loginFormSchema = loginRequestSchema.pick({ email: true, password: true });
type LoginForm = { email: string; password: string };

export default function LoginScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const expired = useAppState((state) => state.session.expired);
  const { is404 } = routeStateOf(location.state);
  const [failure, setFailure] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver: zodResolver(loginFormSchema), mode: 'onSubmit' });

  const fieldError = (key: string | undefined, field: 'email' | 'password') =>
    key ? fieldMessage(key, `fields.${field}`) : undefined;

  async function signIn(form: LoginForm) {
    setFailure(null);
    try {
      const answer = await accountsApi.login(
        { body: { ...form, domain: 'client' } },
        { reactToUnauthorized: false },
      );
      const session = sessionFromLogin(answer);
      if (!session) {
        setFailure(t('errors.default'));
        return;
      }
      dispatch({ type: 'session/loggedIn', session });
      const back = safeRedirect(search.get('redirect'), lang);
      const { state, ...dashboard } = routeTo('Dashboard', lang, {});
      void navigate(back ?? dashboard, { replace: true, state: back ? undefined : state });
    } catch (error) {
      setFailure(loginFailureText(error));
    }
  }

  function loginFailureText(error: unknown): string {
    if (!(error instanceof ApiError)) return t('errors.default');
    if (error.is('auth.rate_limited')) return errorText(error);
    // Whatever else a sign-in refuses (a malformed e-mail included) reads as the login failure.
    if (error.is('auth.login_failed') || error.is('common.validation')) return t('errors.loginFailed');
    return errorText(error);
  }

  return (
    <div className="ap-auth">
      <div className="ap-auth__brand">
        <div>
          <Heading level={2} color="#fff" marginBottom="1rem">
            AdPulse
          </Heading>
          <p>{t('app.tagline')}</p>
        </div>
        <PulseArt />
      </div>
      <div className="ap-auth__form">
        <ScreenPage title={t('screens.login')} heading={t('login.title')} intro={t('login.intro')} />
        {is404 ? (
          <Alert variation="error" role="alert" marginBottom="1rem">
            {t('errors.pageNotFound')}
          </Alert>
        ) : null}
        {expired ? (
          <Alert variation="warning" role="alert" marginBottom="1rem">
            {t('errors.unauthorized')}
          </Alert>
        ) : null}
        {failure ? (
          <Alert variation="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        <form noValidate onSubmit={(event) => void handleSubmit(signIn)(event)}>
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            isRequired
            hasError={errors.email !== undefined}
            errorMessage={fieldError(errors.email?.message, 'email')}
            {...register('email')}
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            isRequired
            showPasswordButtonLabel={t('login.showPassword')}
            passwordIsHiddenLabel={t('login.passwordHidden')}
            passwordIsShownLabel={t('login.passwordShown')}
            hasError={errors.password !== undefined}
            errorMessage={fieldError(errors.password?.message, 'password')}
            {...register('password')}
          />
          <Button
            type="submit"
            variation="primary"
            isLoading={isSubmitting}
            loadingText={t('login.submitting')}
          >
            {t('login.submit')}
          </Button>
        </form>
        <div className="ap-auth__links" style={{ marginTop: '1.25rem' }}>
          <UiLink as={Link} to={`/${lang}/password-recovery`}>
            {t('login.forgotPassword')}
          </UiLink>
          <span>
            {t('login.noAccount')}{' '}
            <UiLink as={Link} to={`/${lang}/register`}>
              {t('login.register')}
            </UiLink>
          </span>
        </div>
      </div>
    </div>
  );
}

import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, CheckboxField, Link as UiLink, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  registrationRequestSchema,
  type Registration,
  type RegistrationRequest,
} from '@adpulse/shared/accounts/registration';
import { accountsApi } from '../../../api/accounts.ts';
import { ApiError, errorMessageKey } from '../../../api/api-error.ts';
import { useLanguage } from '../../../routing/use-language.ts';
import { AuthPage } from '../AuthPage.tsx';
import { AuthDone, AuthFailure, BackToSignIn } from './auth-parts.tsx';
import { actionErrorMessage, serverFieldErrors } from '../action-errors.ts';
import { countryOptions } from '../countries.ts';
import { useFieldMessage } from '../use-field-message.ts';

const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'jobTitle', 'companyName'] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
const AUTOCOMPLETE: Record<TextFieldName, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel-national',
  jobTitle: 'organization-title',
  companyName: 'organization',
};
const FORM_FIELDS = [...TEXT_FIELDS, 'country', 'agreeToTerms', 'newsletterRegistration'] as const;

/** Registration (spec sections 3 and 5): a regular client and its admin, who sets the password from the e-mail. */
export default function RegisterScreen() {
  const { t, i18n } = useTranslation();
  const lang = useLanguage();
  const message = useFieldMessage();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const [failure, setFailure] = useState<string | null>(null);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationRequest, unknown, Registration>({
    resolver: zodResolver(registrationRequestSchema),
    defaultValues: { country: '', newsletterRegistration: false },
  });

  async function submit(form: Registration) {
    setFailure(null);
    try {
      await accountsApi.register({ body: form });
      setRegisteredEmail(form.email);
    } catch (error) {
      if (error instanceof ApiError && error.is('accounts.email_taken')) {
        // A taken e-mail is said once, at the field, in the spec's text (picked by its code).
        setError('email', { type: 'server', message: errorMessageKey(error) });
        setFocus('email');
        return;
      }
      const fields = serverFieldErrors(error, FORM_FIELDS);
      for (const { field, message: text } of fields) setError(field, { type: 'server', message: text });
      if (fields[0]) setFocus(fields[0].field);
      setFailure(fields.length === 0 ? actionErrorMessage(error, t('errors.default')) : null);
    }
  }

  const text = (name: TextFieldName, extra: { type?: string; hint?: string } = {}) => (
    <TextField
      label={t(`fields.${name}`)}
      type={extra.type ?? 'text'}
      autoComplete={AUTOCOMPLETE[name]}
      descriptiveText={extra.hint}
      isRequired
      hasError={errors[name] !== undefined}
      errorMessage={message(errors[name]?.message, name)}
      {...register(name)}
    />
  );

  return (
    <AuthPage
      wide
      title={t('screens.register')}
      heading={t('accounts.register.title')}
      intro={registeredEmail ? undefined : t('accounts.register.intro')}
      brandTitle={t('accounts.register.brandTitle')}
      brandText={t('accounts.register.brandPoints')}
    >
      {registeredEmail ? (
        <AuthDone
          id="register-done"
          title={t('accounts.register.doneTitle')}
          success={t('success.accountCreated')}
        >
          <Text>{t('accounts.register.sentTo', { email: registeredEmail })}</Text>
          <BackToSignIn />
        </AuthDone>
      ) : (
        <>
          {failure ? <AuthFailure>{failure}</AuthFailure> : null}
          <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="ap-acc-form">
            <fieldset className="ap-acc-fieldset">
              <legend>{t('accounts.register.aboutYou')}</legend>
              <div className="ap-acc-grid">
                {text('firstName')}
                {text('lastName')}
              </div>
              {text('email', { type: 'email' })}
              <div className="ap-acc-grid ap-acc-grid--end">
                {text('phone', { type: 'tel', hint: t('accounts.register.phoneHint') })}
                {text('jobTitle')}
              </div>
            </fieldset>
            <fieldset className="ap-acc-fieldset">
              <legend>{t('accounts.register.aboutCompany')}</legend>
              <div className="ap-acc-grid">
                {text('companyName')}
                <SelectField
                  label={t('fields.country')}
                  autoComplete="country"
                  placeholder={t('accounts.register.countryPlaceholder')}
                  isRequired
                  hasError={errors.country !== undefined}
                  errorMessage={message(errors.country?.message, 'country')}
                  {...register('country')}
                >
                  {countries.map((country) => (
                    <option key={country.code} value={country.code}>
                      {country.name}
                    </option>
                  ))}
                </SelectField>
              </div>
            </fieldset>
            <Controller
              control={control}
              name="agreeToTerms"
              render={({ field, fieldState }) => (
                <CheckboxField
                  name={field.name}
                  value="yes"
                  ref={field.ref}
                  label={t('accounts.register.agreeToTerms')}
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  isRequired
                  hasError={fieldState.error !== undefined}
                  errorMessage={message(fieldState.error?.message, 'agreeToTerms')}
                />
              )}
            />
            <Controller
              control={control}
              name="newsletterRegistration"
              render={({ field }) => (
                <CheckboxField
                  name={field.name}
                  value="yes"
                  ref={field.ref}
                  label={t('accounts.register.newsletter')}
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                />
              )}
            />
            <Button
              type="submit"
              variation="primary"
              isLoading={isSubmitting}
              loadingText={t('accounts.register.submitting')}
            >
              {t('accounts.register.submit')}
            </Button>
          </form>
          <p className="ap-auth__links ap-acc-after-form">
            <span>
              {t('accounts.register.haveAccount')}{' '}
              <UiLink as={Link} to={`/${lang}/login`}>
                {t('accounts.signIn')}
              </UiLink>
            </span>
          </p>
        </>
      )}
    </AuthPage>
  );
}

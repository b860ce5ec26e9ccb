import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordField, Placeholder, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { deleteMeRequestSchema, type DeleteMeRequest, type Me } from '@adpulse/shared/accounts/me';
import { accountsApi } from '../../../api/accounts.ts';
import { useApi } from '../../../api/use-api.ts';
import { askConfirmation } from '../../../state/dialogs.ts';
import { clearAll } from '../../../state/app-store.ts';
import { useLanguage } from '../../../routing/use-language.ts';
import { reportActionError, serverFieldErrors } from '../action-errors.ts';
import { useFieldMessage } from '../use-field-message.ts';
import { SectionCard } from '../SectionCard.tsx';
import { deletionClosesClient } from './deletion.ts';

/**
 * Deleting one's own account, with the password re-entered and a confirmation that says what
 * happens to the projects: kept 30 days when the client closes, else left with the client.
 */
export function DeleteAccountCard({ me }: { me: Me }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const message = useFieldMessage();
  const admins = useApi(
    accountsApi.listUsers,
    me.client.multiUser ? { query: { subType: 'admin', limit: 100 } } : null,
  );
  // Until the other admins are known the consequence is not stated; if they cannot be read,
  // the stronger warning (the account closes) is shown.
  const known = !me.client.multiUser || admins.data !== undefined || admins.error !== undefined;
  const closes = deletionClosesClient(me, admins.data?.items ?? []);
  const company = me.client.companyName;
  const consequence = closes
    ? t('accounts.account.deleteClosesClient', { company })
    : t('accounts.account.deleteKeepsProjects', { company });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DeleteMeRequest>({ resolver: zodResolver(deleteMeRequestSchema) });

  async function remove(form: DeleteMeRequest) {
    const confirmed = await askConfirmation({
      title: t('accounts.account.deleteConfirmTitle'),
      message: t('accounts.account.deleteConfirmBody', { consequence }),
    });
    if (!confirmed) return;
    try {
      await accountsApi.deleteMe({ body: form });
    } catch (error) {
      const fields = serverFieldErrors(error, ['password'] as const);
      for (const detail of fields) setError(detail.field, { type: 'server', message: detail.message });
      if (!fields.length) reportActionError(error, t('errors.default'));
      return;
    }
    // The account is gone with its sessions: forget everything and start again on Login.
    clearAll();
    window.location.replace(`/${lang}/login`);
  }

  return (
    <SectionCard title={t('accounts.account.deleteTitle')} tone="danger">
      {known ? (
        <Text className="ap-acc-card__intro" data-testid="delete-consequence">
          {consequence}
        </Text>
      ) : (
        <Placeholder marginTop="0.5rem" />
      )}
      <form noValidate onSubmit={(event) => void handleSubmit(remove)(event)} className="ap-acc-form">
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          descriptiveText={t('accounts.account.deletePasswordHint')}
          isRequired
          showPasswordButtonLabel={t('login.showPassword')}
          passwordIsHiddenLabel={t('login.passwordHidden')}
          passwordIsShownLabel={t('login.passwordShown')}
          hasError={errors.password !== undefined}
          errorMessage={message(errors.password?.message, 'password')}
          {...register('password')}
        />
        <div>
          <Button
            type="submit"
            variation="destructive"
            isDisabled={!known}
            isLoading={isSubmitting}
            loadingText={t('accounts.saving')}
          >
            {t('accounts.account.deleteSubmit')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}

import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SelectField, TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { updateClientRequestSchema } from '@adpulse/shared/accounts/clients';
import type { Me } from '@adpulse/shared/accounts/me';
import { accountsApi } from '../../../api/accounts.ts';
import { reportActionError, serverFieldErrors } from '../action-errors.ts';
import { countryOptions } from '../countries.ts';
import { useFieldMessage } from '../use-field-message.ts';
import { SaveRow, SectionCard } from '../SectionCard.tsx';

const companySchema = updateClientRequestSchema.required();
const FIELDS = ['companyName', 'country'] as const;

/** The client's name and country (its type and multi-user setting are the operators'). */
export function CompanyCard({ me, onSaved }: { me: Me; onSaved: (me: Me) => void }) {
  const { t, i18n } = useTranslation();
  const message = useFieldMessage();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const [note, setNote] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(companySchema),
    defaultValues: { companyName: me.client.companyName, country: me.client.registration?.country ?? '' },
  });

  async function save(form: { companyName: string; country: string }) {
    setNote(null);
    try {
      const client = await accountsApi.updateClient({ params: { clientId: me.client._id }, body: form });
      onSaved({ ...me, client });
      setNote(t('accounts.saved'));
    } catch (error) {
      const fields = serverFieldErrors(error, FIELDS);
      for (const detail of fields) setError(detail.field, { type: 'server', message: detail.message });
      if (!fields.length) reportActionError(error, t('errors.default'));
    }
  }

  return (
    <SectionCard title={t('accounts.account.companyTitle')} intro={t('accounts.account.companyIntro')}>
      <form noValidate onSubmit={(event) => void handleSubmit(save)(event)} className="ap-acc-form">
        <div className="ap-acc-grid">
          <TextField
            label={t('fields.companyName')}
            autoComplete="organization"
            isRequired
            hasError={errors.companyName !== undefined}
            errorMessage={message(errors.companyName?.message, 'companyName')}
            {...register('companyName')}
          />
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
        <SaveRow note={note} saving={isSubmitting} />
      </form>
    </SectionCard>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { updateMeRequestSchema, type Me, type UpdateMeRequest } from '@adpulse/shared/accounts/me';
import { accountsApi } from '../../../api/accounts.ts';
import { reportActionError, serverFieldErrors } from '../action-errors.ts';
import { useFieldMessage } from '../use-field-message.ts';
import { SaveRow, SectionCard } from '../SectionCard.tsx';

const personalSchema = updateMeRequestSchema
  .pick({ firstName: true, lastName: true, position: true, jobTitle: true, phone: true })
  .required({ firstName: true, lastName: true });
const FIELDS = ['firstName', 'lastName', 'position', 'jobTitle', 'phone'] as const;
type Field = (typeof FIELDS)[number];
type PersonalForm = Record<Field, string>;

const AUTOCOMPLETE: Record<Field, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  position: 'off',
  jobTitle: 'organization-title',
  phone: 'tel-national',
};

export function PersonalInfoCard({ me, onSaved }: { me: Me; onSaved: (me: Me) => void }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const [note, setNote] = useState<string | null>(null);
  const { user } = me;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(personalSchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      position: user.position ?? '',
      jobTitle: user.jobTitle ?? '',
      phone: user.phone ?? '',
    } satisfies PersonalForm,
  });

  async function save(form: Record<string, unknown>) {
    setNote(null);
    try {
      onSaved(await accountsApi.updateMe({ body: form as UpdateMeRequest }));
      setNote(t('accounts.saved'));
    } catch (error) {
      const fields = serverFieldErrors(error, FIELDS);
      for (const detail of fields) setError(detail.field, { type: 'server', message: detail.message });
      if (!fields.length) reportActionError(error, t('errors.default'));
    }
  }

  const text = (name: Field, options: { required?: boolean; type?: string } = {}) => (
    <TextField
      label={t(`fields.${name}`)}
      type={options.type ?? 'text'}
      autoComplete={AUTOCOMPLETE[name]}
      isRequired={options.required ?? false}
      hasError={errors[name] !== undefined}
      errorMessage={message(errors[name]?.message, name)}
      {...register(name)}
    />
  );

  return (
    <SectionCard title={t('accounts.account.personalTitle')}>
      <form noValidate onSubmit={(event) => void handleSubmit(save)(event)} className="ap-acc-form">
        <div className="ap-acc-grid">
          {text('firstName', { required: true })}
          {text('lastName', { required: true })}
        </div>
        <TextField
          label={t('fields.email')}
          type="email"
          value={user.email}
          isReadOnly
          descriptiveText={t('accounts.account.emailHint')}
        />
        <div className="ap-acc-grid">
          {text('jobTitle')}
          {text('position')}
        </div>
        <div className="ap-acc-grid">{text('phone', { type: 'tel' })}</div>
        <SaveRow note={note} saving={isSubmitting} />
      </form>
    </SectionCard>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckboxField, TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import {
  BILLING_INFO_FIELDS,
  billingInfoSchema,
  type BillingInfo,
  type BillingInfoInput,
  type BillingInfoView,
} from '@adpulse/shared/billing/schemas';
import { billingApi } from '../../api/billing.ts';
import { fieldMessage } from '../../i18n/i18n.ts';
import { formatDate } from '../../i18n/format-date.ts';
import { BILLING_FIELD_LAYOUT, BILLING_LABEL_KEY } from '../wizard/index.ts';
import { SaveRow, SectionCard, reportActionError, serverFieldErrors } from '../accounts/index.ts';

const LAYOUT = BILLING_FIELD_LAYOUT;
const LABEL_KEY = BILLING_LABEL_KEY;

function formOf(view: BillingInfoView): BillingInfoInput {
  const info = view.billingInfo;
  const form = { acceptedTerms: info?.acceptedTerms ?? false } as BillingInfoInput;
  for (const field of BILLING_INFO_FIELDS) form[field] = info?.[field] ?? '';
  if (!form.country) form.country = 'IT';
  return form;
}

/** The billing information form, validated by the shared schema (the API's own rules). */
export function BillingInfoForm({
  view,
  clientId,
  onSaved,
}: {
  view: BillingInfoView;
  clientId: string;
  onSaved: (view: BillingInfoView) => void;
}) {
  const { t, i18n } = useTranslation();
  const [note, setNote] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BillingInfoInput, unknown, BillingInfo>({
    resolver: zodResolver(billingInfoSchema),
    defaultValues: formOf(view),
    mode: 'onTouched',
  });
  const message = (field: keyof BillingInfoInput, labelKey: string) => {
    const key = errors[field]?.message;
    return key ? fieldMessage(key, labelKey) : undefined;
  };

  async function save(info: BillingInfo) {
    setNote(null);
    try {
      const saved = await billingApi.saveBillingInfo({ params: { clientId }, body: info });
      onSaved(saved);
      setNote(t('billing.info.saved'));
    } catch (error) {
      const fields = serverFieldErrors(error, [...BILLING_INFO_FIELDS, 'acceptedTerms'] as const);
      for (const detail of fields) setError(detail.field, { type: 'server', message: detail.message });
      if (!fields.length) reportActionError(error, t('errors.default'));
    }
  }

  return (
    <SectionCard
      title={t('billing.info.title')}
      intro={
        view.updatedAt
          ? t('billing.info.lastSaved', { date: formatDate(view.updatedAt, i18n.language) })
          : t('billing.info.empty')
      }
    >
      <form noValidate onSubmit={(event) => void handleSubmit(save)(event)} className="ap-acc-form">
        <div className="ap-acc-grid">
          {LAYOUT.map(({ field, wide, autoComplete, required }) => (
            <TextField
              key={field}
              className={wide ? 'ap-bill-span-2' : undefined}
              label={t(LABEL_KEY[field] as 'wizard.fields.company')}
              autoComplete={autoComplete}
              isRequired={required}
              inputMode={field === 'vat' ? 'numeric' : undefined}
              descriptiveText={field === 'vat' ? t('wizard.checkout.vatHint') : undefined}
              hasError={errors[field] !== undefined}
              errorMessage={message(field, LABEL_KEY[field])}
              {...register(field)}
            />
          ))}
        </div>
        <CheckboxField
          label={t('wizard.checkout.acceptTerms')}
          hasError={errors.acceptedTerms !== undefined}
          errorMessage={message('acceptedTerms', 'wizard.fields.acceptedTerms')}
          {...register('acceptedTerms')}
        />
        <SaveRow
          note={note}
          saving={isSubmitting}
          labels={{ save: t('billing.info.save'), saving: t('billing.info.saving') }}
        />
      </form>
    </SectionCard>
  );
}

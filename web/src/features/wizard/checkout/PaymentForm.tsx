import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { CardNumberField } from './CardNumberField.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, CheckboxField, Text, TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import type { BillingInfoField } from '@adpulse/shared/billing/schemas';
import { BILLING_FIELD_LAYOUT, BILLING_LABEL_KEY } from './billing-fields.ts';
import { fieldMessage } from '../../../i18n/i18n.ts';
import { useWizard } from '../wizard-context.tsx';
import { canAccess } from '@adpulse/shared';
import { billingApi } from '../../../api/billing.ts';
import { useApi } from '../../../api/use-api.ts';
import { useAppState } from '../../../state/app-store.ts';
import { principalOf } from '../../../session/session.ts';
import {
  cardDigits,
  formOf,
  isSavable,
  paymentFormSchemaFor,
  toPayment,
  type PaymentForm as Form,
} from './payment-form.ts';

const LAYOUT = BILLING_FIELD_LAYOUT;
const LABEL_KEY = BILLING_LABEL_KEY;

/**
 * Billing details of the project's payment entity (auto-saved whenever they are valid as
 * typed) and the card for the test provider; submitting saves them and buys.
 */
export function PaymentForm({
  amount,
  busy,
  collectsCard,
  failure,
  onPay,
}: {
  amount: string;
  busy: boolean;
  /** Our form takes the card (test provider); otherwise the provider's page does (Stripe). */
  collectsCard: boolean;
  failure: string | null;
  onPay: (cardNumber: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { project, save, flush } = useWizard();
  const failureRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    getValues,
    formState: { errors },
  } = useForm<Form>({
    resolver: zodResolver(paymentFormSchemaFor(collectsCard)),
    defaultValues: formOf(project.payment),
    mode: 'onTouched',
  });

  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name === 'cardNumber') return;
      const form = values as Form;
      if (isSavable(form)) save({ payment: toPayment(form) });
    });
    return () => subscription.unsubscribe();
  }, [watch, save]);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  // A project with no billing details yet starts from the client's saved ones (billing-info),
  // for the roles that may read them; the terms are still accepted per purchase.
  const session = useAppState((state) => state.session);
  const principal = principalOf(session);
  const mayReadSaved = principal !== null && canAccess(principal, 'billingInfo');
  const saved = useApi(
    billingApi.getBillingInfo,
    !project.payment.company && mayReadSaved && session.clientId
      ? { params: { clientId: session.clientId } }
      : null,
  );
  const savedInfo = saved.data?.billingInfo;
  useEffect(() => {
    if (!savedInfo || getValues('company')) return;
    const { acceptedTerms, cardNumber } = getValues();
    reset({ ...formOf(savedInfo), acceptedTerms, cardNumber }, { keepDefaultValues: true });
  }, [savedInfo, getValues, reset]);

  const label = (field: BillingInfoField) => t(LABEL_KEY[field] as 'wizard.fields.company');
  const error = (field: keyof Form, labelKey: string) => {
    const key = errors[field]?.message;
    return key ? fieldMessage(key, labelKey) : undefined;
  };

  async function submit(form: Form) {
    save({ payment: toPayment(form) });
    if (!(await flush())) return;
    await onPay(collectsCard ? cardDigits(form.cardNumber) : '');
  }

  return (
    <form className="ap-wz-payment" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <section className="ap-card ap-wz-form-section" aria-labelledby="billing-title">
        <h2 id="billing-title">{t('wizard.checkout.billingTitle')}</h2>
        <div className="ap-wz-form-grid ap-wz-form-grid--billing">
          {LAYOUT.map(({ field, wide, autoComplete, required }) => (
            <TextField
              key={field}
              className={wide ? 'ap-wz-span-2' : undefined}
              label={label(field)}
              autoComplete={autoComplete}
              isRequired={required}
              inputMode={field === 'vat' ? 'numeric' : undefined}
              descriptiveText={field === 'vat' ? t('wizard.checkout.vatHint') : undefined}
              hasError={errors[field] !== undefined}
              errorMessage={error(field, LABEL_KEY[field])}
              {...register(field)}
            />
          ))}
        </div>
        <CheckboxField
          label={t('wizard.checkout.acceptTerms')}
          hasError={errors.acceptedTerms !== undefined}
          errorMessage={error('acceptedTerms', 'wizard.fields.acceptedTerms')}
          {...register('acceptedTerms')}
        />
      </section>
      <section className="ap-card ap-wz-form-section" aria-labelledby="card-title">
        <h2 id="card-title">{t('wizard.checkout.cardTitle')}</h2>
        {collectsCard ? (
          <CardNumberField field={register('cardNumber')} errorKey={errors.cardNumber?.message} />
        ) : (
          <Text>{t('wizard.checkout.hostedCard')}</Text>
        )}
        {failure ? (
          <div ref={failureRef} tabIndex={-1}>
            <Alert variation="error" role="alert" marginTop="1rem">
              {failure}
            </Alert>
          </div>
        ) : null}
        <div className="ap-wz-pay-row">
          <span className="ap-wz-total">
            {t('wizard.checkout.total')} <strong>{amount}</strong>
          </span>
          <Button
            type="submit"
            variation="primary"
            isLoading={busy}
            loadingText={t('wizard.checkout.paying')}
          >
            {t('wizard.checkout.pay', { amount })}
          </Button>
        </div>
      </section>
    </form>
  );
}

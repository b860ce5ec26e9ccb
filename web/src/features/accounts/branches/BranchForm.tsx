import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, SwitchField, Text, TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { createBranchRequestSchema } from '@adpulse/shared/accounts/clients';
import { reportActionError, serverFieldErrors } from '../action-errors.ts';
import { useFieldMessage } from '../use-field-message.ts';

export interface BranchValues {
  name: string;
  shareProjects: boolean;
}

const branchFormSchema = createBranchRequestSchema.required();

/**
 * The name and the sharing setting of a branch. `save` throws the API error: its field messages
 * go on the fields, anything else to the error dialog.
 */
export function BranchForm({
  initial,
  submitLabel,
  submittingLabel,
  save,
  onCancel,
}: {
  initial: BranchValues;
  submitLabel: string;
  submittingLabel: string;
  save: (values: BranchValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<BranchValues>({ resolver: zodResolver(branchFormSchema), defaultValues: initial });

  async function submit(values: BranchValues) {
    try {
      await save(values);
      reset(initial);
    } catch (error) {
      const fields = serverFieldErrors(error, ['name'] as const);
      for (const detail of fields) setError(detail.field, { type: 'server', message: detail.message });
      if (!fields.length) reportActionError(error, t('errors.default'));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="ap-acc-form">
      <TextField
        label={t('fields.name')}
        isRequired
        autoComplete="off"
        hasError={errors.name !== undefined}
        errorMessage={message(errors.name?.message, 'name')}
        {...register('name')}
      />
      <Controller
        control={control}
        name="shareProjects"
        render={({ field }) => (
          <SwitchField
            name={field.name}
            label={t('fields.shareProjects')}
            labelPosition="start"
            isChecked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
          />
        )}
      />
      <Text className="ap-acc-muted ap-acc-hint">{t('accounts.branches.shareHint')}</Text>
      <Flex gap="0.75rem" justifyContent={onCancel ? 'flex-end' : 'flex-start'}>
        {onCancel ? <Button onClick={onCancel}>{t('dialogs.cancel')}</Button> : null}
        <Button type="submit" variation="primary" isLoading={isSubmitting} loadingText={submittingLabel}>
          {submitLabel}
        </Button>
      </Flex>
    </form>
  );
}

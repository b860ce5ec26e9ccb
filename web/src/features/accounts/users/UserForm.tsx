import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import type { SubType } from '@adpulse/shared';
import type { Branch } from '@adpulse/shared/accounts/clients';
import type { User } from '@adpulse/shared/accounts/users';
import { reportActionError, serverFieldErrors } from '../action-errors.ts';
import { useFieldMessage } from '../use-field-message.ts';
import {
  assignableSubTypes,
  editableAssignment,
  managedUser,
  type Actor,
} from '@adpulse/shared/accounts/user-rules';
import { editFormSchema, inviteFormSchema, type UserFormValues } from './user-form-schema.ts';

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'subType',
  'branch',
  'position',
  'phone',
  'jobTitle',
] as const;
type Field = (typeof FIELDS)[number];

function initialValues(user: User | null, manager: Actor): UserFormValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    subType: user?.subType ?? 'researcher',
    // A non-admin manager's users always land in its own branch.
    branch: user ? (user.branch ?? '') : manager.subType !== 'admin' ? (manager.branchId ?? '') : '',
    position: user?.position ?? '',
    phone: user?.phone ?? '',
    jobTitle: user?.jobTitle ?? '',
  };
}

/**
 * Inviting (user null) or editing a user. What the manager may not change (its own role and
 * branch, a branch manager's branch) shows read-only and is left out of the request.
 */
export function UserForm({
  user,
  manager,
  branches,
  save,
  onCancel,
}: {
  user: User | null;
  manager: Actor;
  branches: readonly Branch[];
  save: (body: Record<string, unknown>) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const editable = editableAssignment(manager, user ? managedUser(user) : null);
  const schema = user ? editFormSchema : inviteFormSchema;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UserFormValues, unknown, Record<string, unknown>>({
    // The form holds texts ('' for none); the resolver hands over the parsed request body.
    resolver: zodResolver(schema) as unknown as Resolver<UserFormValues, unknown, Record<string, unknown>>,
    defaultValues: initialValues(user, manager),
  });

  async function submit(parsed: Record<string, unknown>) {
    const body = { ...parsed };
    if (user) delete body.email;
    if (!editable.subType) delete body.subType;
    if (!editable.branch && user) delete body.branch;
    try {
      await save(body);
    } catch (error) {
      const fields = serverFieldErrors(error, FIELDS);
      for (const detail of fields) setError(detail.field, { type: 'server', message: detail.message });
      if (!fields.length) reportActionError(error, t('errors.default'));
    }
  }

  const branchName = (id: string | undefined) =>
    branches.find((branch) => branch._id === id)?.name ?? t('accounts.users.noBranch');
  const subTypeName = (subType: string) => t(`accounts.users.subTypes.${subType as SubType}`);
  const fieldProps = (name: Field) => ({
    hasError: errors[name] !== undefined,
    errorMessage: message(errors[name]?.message, name),
  });
  const text = (name: Field, options: { required?: boolean; type?: string; autoComplete?: string } = {}) => (
    <TextField
      label={t(`fields.${name}`)}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete ?? 'off'}
      isRequired={options.required ?? false}
      {...fieldProps(name)}
      {...register(name)}
    />
  );

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="ap-acc-form">
      <div className="ap-acc-grid">
        {text('firstName', { required: true })}
        {text('lastName', { required: true })}
      </div>
      {user ? (
        <TextField label={t('fields.email')} value={user.email} isReadOnly />
      ) : (
        text('email', { required: true, type: 'email' })
      )}
      <div className="ap-acc-grid">
        {editable.subType ? (
          <SelectField
            label={t('fields.subType')}
            isRequired
            {...fieldProps('subType')}
            {...register('subType')}
          >
            {assignableSubTypes(manager).map((subType) => (
              <option key={subType} value={subType}>
                {subTypeName(subType)}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField label={t('fields.subType')} value={subTypeName(user?.subType ?? '')} isReadOnly />
        )}
        {editable.branch ? (
          <SelectField label={t('fields.branch')} {...fieldProps('branch')} {...register('branch')}>
            <option value="">{t('accounts.users.noBranch')}</option>
            {branches.map((branch) => (
              <option key={branch._id} value={branch._id}>
                {branch.name}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField
            label={t('fields.branch')}
            value={branchName(user ? user.branch : (manager.branchId ?? undefined))}
            isReadOnly
          />
        )}
      </div>
      <div className="ap-acc-grid">
        {text('jobTitle', { autoComplete: 'organization-title' })}
        {text('position')}
      </div>
      <div className="ap-acc-grid">{text('phone', { type: 'tel' })}</div>
      <Flex gap="0.75rem" justifyContent="flex-end" marginTop="0.5rem">
        <Button onClick={onCancel}>{t('dialogs.cancel')}</Button>
        <Button
          type="submit"
          variation="primary"
          isLoading={isSubmitting}
          loadingText={user ? t('accounts.saving') : t('accounts.users.inviting')}
        >
          {user ? t('accounts.save') : t('accounts.users.inviteSubmit')}
        </Button>
      </Flex>
    </form>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, SelectField, TextField } from '@aws-amplify/ui-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { VIEWERS, DEFAULT_VIEWER } from '@adpulse/shared/projects/constants';
import { createProjectRequestSchema, type CreateProjectRequest } from '@adpulse/shared/projects/schemas';
import { accountsApi } from '../../../api/accounts.ts';
import { projectsApi } from '../../../api/projects.ts';
import { useApi } from '../../../api/use-api.ts';
import { useRuntimeConfig } from '../../../config/runtime-config.tsx';
import { fieldMessage } from '../../../i18n/i18n.ts';
import { routeTo } from '../../../routing/named-routes.ts';
import { useLanguage } from '../../../routing/use-language.ts';
import { useAppState } from '../../../state/app-store.ts';
import { errorText } from '../../../api/error-text.ts';
import { forgetProjectList } from '../project-list.ts';
import { ProjectTypeCards } from './ProjectTypeCards.tsx';

type Form = CreateProjectRequest;

/**
 * Creates a project (status pending, step audience) and opens its Audience. Regular users
 * pick the package; customers create custom projects and, in a multi-user account, may give
 * them to a branch (a branch user's projects are their branch's).
 */
export function NewProjectForm({
  customer = false,
  onCancel,
}: {
  customer?: boolean;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const config = useRuntimeConfig();
  const session = useAppState((state) => state.session);
  const choosesBranch = customer && session.multiUser && !session.branchId;
  const { data: client } = useApi(
    accountsApi.getClient,
    choosesBranch && session.clientId ? { params: { clientId: session.clientId } } : null,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Form>({
    resolver: zodResolver(createProjectRequestSchema),
    defaultValues: { name: '', type: customer ? 'custom' : 'discover', viewer: DEFAULT_VIEWER },
  });
  const fieldError = (key: string | undefined, labelKey: string) =>
    key ? fieldMessage(key, labelKey) : undefined;

  async function create(form: Form) {
    setFailure(null);
    try {
      const project = await projectsApi.createProject({ body: form }, { showLoader: true });
      forgetProjectList();
      const { state, ...to } = routeTo('Audience', lang, { projectId: project._id });
      void navigate(to, { state });
    } catch (error) {
      setFailure(errorText(error));
    }
  }

  return (
    <form className="ap-wz-new-project" noValidate onSubmit={(event) => void handleSubmit(create)(event)}>
      {failure ? (
        <Alert variation="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <TextField
        label={t('wizard.newProject.name')}
        isRequired
        maxLength={120}
        hasError={errors.name !== undefined}
        errorMessage={fieldError(errors.name?.message, 'wizard.fields.name')}
        {...register('name')}
      />
      {customer ? null : (
        <ProjectTypeCards
          registration={register('type')}
          selected={watch('type')}
          error={fieldError(errors.type?.message, 'wizard.fields.type')}
        />
      )}
      {config.showViewerSelector ? (
        <SelectField
          label={t('wizard.newProject.viewer')}
          descriptiveText={t('wizard.newProject.viewerHint')}
          {...register('viewer')}
        >
          {VIEWERS.map((viewer) => (
            <option key={viewer} value={viewer}>
              {t(`wizard.viewers.${viewer}`)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {choosesBranch ? (
        <SelectField
          label={t('wizard.newProject.branch')}
          hasError={errors.branchId !== undefined}
          errorMessage={fieldError(errors.branchId?.message, 'wizard.fields.branchId')}
          {...register('branchId', { setValueAs: (value: string) => value || undefined })}
        >
          <option value="">{t('wizard.newProject.noBranch')}</option>
          {(client?.branches ?? []).map((branch) => (
            <option key={branch._id} value={branch._id}>
              {branch.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      {customer && session.branchId ? (
        <p className="ap-wz-field-hint">{t('wizard.newProject.ownBranch')}</p>
      ) : null}
      <div className="ap-wz-form-actions">
        {onCancel ? <Button onClick={onCancel}>{t('wizard.actions.cancel')}</Button> : null}
        <Button
          type="submit"
          variation="primary"
          isLoading={isSubmitting}
          loadingText={t('wizard.newProject.submitting')}
        >
          {t('wizard.newProject.submit')}
        </Button>
      </div>
    </form>
  );
}

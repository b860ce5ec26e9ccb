import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Radio, RadioGroupField, SelectField, TextField } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PREDICT_MEDIA_TYPES, VIEWERS, type PredictMediaType } from '@adpulse/shared/projects/constants';
import { foldersApi } from '../../../api/folders.ts';
import { useApi } from '../../../api/use-api.ts';
import { useRuntimeConfig } from '../../../config/runtime-config.tsx';
import { fieldMessage, translateKey } from '../../../i18n/i18n.ts';
import { useLanguage } from '../../../routing/use-language.ts';
import { useAppState } from '../../../state/app-store.ts';
import { checkPickedFiles } from '../stimulus/upload-checks.ts';
import type { DialogContentProps } from './DialogButton.tsx';
import { PREDICT_FORM_DEFAULTS, predictFormSchema, type PredictForm } from './predict-form.ts';
import { PredictFilePicker } from './PredictFilePicker.tsx';
import { useQuickPredict } from './use-quick-predict.ts';
import '../wizard.css';

/**
 * The quick predict dialog (spec section 4): name, media type, viewer (when shown), folder and
 * the one file; the run itself is `useQuickPredict`'s.
 */
export default function QuickPredictDialog({ close }: DialogContentProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const config = useRuntimeConfig();
  const clientId = useAppState((state) => state.session.clientId);
  const { data: folders } = useApi(foldersApi.listFolders, clientId ? { params: { clientId } } : null);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const predict = useQuickPredict(close);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<PredictForm>({
    resolver: zodResolver(predictFormSchema),
    defaultValues: PREDICT_FORM_DEFAULTS,
  });
  const mediaType = watch('predictMediaType') as PredictMediaType;
  const busy = predict.stage !== 'form';

  function pick(files: File[]) {
    const checked = checkPickedFiles(files, mediaType);
    if (checked.problem) {
      setFile(null);
      setFileProblem(translateKey(checked.problem.key, checked.problem.values));
      return;
    }
    setFileProblem(null);
    setFile(files[0]!);
  }

  async function run(form: PredictForm) {
    if (!file) {
      setFileProblem(fieldMessage('validation.required', 'wizard.fields.file'));
      return;
    }
    await predict.run(form, file, () => setFile(null));
  }

  return (
    <form className="ap-wz-new-project" noValidate onSubmit={(event) => void handleSubmit(run)(event)}>
      <TextField
        label={t('wizard.fields.name')}
        isRequired
        maxLength={120}
        isDisabled={busy}
        hasError={errors.name !== undefined}
        errorMessage={
          errors.name?.message ? fieldMessage(errors.name.message, 'wizard.fields.name') : undefined
        }
        {...register('name')}
      />
      <RadioGroupField
        legend={t('wizard.fields.mediaType')}
        name="predictMediaType"
        direction="row"
        value={mediaType}
        isDisabled={busy || predict.uploaded}
        onChange={(event) => {
          setValue('predictMediaType', event.target.value as PredictMediaType);
          setFile(null);
          setFileProblem(null);
        }}
      >
        {PREDICT_MEDIA_TYPES.map((type) => (
          <Radio key={type} value={type}>
            {t(`wizard.predict.${type}`)}
          </Radio>
        ))}
      </RadioGroupField>
      {config.showViewerSelector ? (
        <SelectField label={t('wizard.fields.viewer')} isDisabled={busy} {...register('viewer')}>
          {VIEWERS.map((viewer) => (
            <option key={viewer} value={viewer}>
              {t(`wizard.viewers.${viewer}`)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {folders?.items.length ? (
        <SelectField label={t('wizard.predict.folder')} isDisabled={busy} {...register('folder')}>
          <option value="">{t('wizard.predict.noFolder')}</option>
          {folders.items.map((folder) => (
            <option key={folder._id} value={folder._id}>
              {folder.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <PredictFilePicker
        mediaType={mediaType}
        file={file}
        upload={predict.upload}
        uploaded={predict.uploaded}
        busy={busy}
        onFiles={pick}
        onRemove={() => setFile(null)}
      />
      {fileProblem ? (
        <Alert variation="error" role="alert">
          {fileProblem}
        </Alert>
      ) : null}
      {predict.failure ? (
        <Alert variation="error" role="alert">
          {predict.failure}
          {predict.needsBillingInfo ? (
            <>
              {' '}
              <Link to={`/${lang}/billing-info`} onClick={close}>
                {t('wizard.predict.billingInfoLink')}
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <div className="ap-wz-form-actions">
        <Button onClick={close} isDisabled={predict.stage === 'buying'}>
          {t('wizard.actions.cancel')}
        </Button>
        <Button
          type="submit"
          variation="primary"
          isLoading={busy}
          loadingText={
            predict.stage === 'creating' ? t('wizard.predict.creating') : t('wizard.predict.starting')
          }
        >
          {t('wizard.predict.submit')}
        </Button>
      </div>
    </form>
  );
}

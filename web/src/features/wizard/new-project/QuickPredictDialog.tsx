import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, Button, Radio, RadioGroupField, SelectField, TextField } from '@aws-amplify/ui-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PREDICT_ASSET } from '@adpulse/shared/assets/constants';
import {
  DEFAULT_VIEWER,
  PREDICT_MEDIA_TYPES,
  VIEWERS,
  type PredictMediaType,
} from '@adpulse/shared/projects/constants';
import { enumField } from '@adpulse/shared/projects/fields';
import { projectNameField } from '@adpulse/shared/projects/schemas';
import { foldersApi } from '../../../api/folders.ts';
import { projectsApi } from '../../../api/projects.ts';
import { reportedErrorText } from '../../../api/error-text.ts';
import { ApiError } from '../../../api/api-error.ts';
import { useApi } from '../../../api/use-api.ts';
import { useRuntimeConfig } from '../../../config/runtime-config.tsx';
import { fieldMessage, translateKey } from '../../../i18n/i18n.ts';
import { useLanguage } from '../../../routing/use-language.ts';
import { useAppState } from '../../../state/app-store.ts';
import { FileName } from '../../../components/FileName.tsx';
import { errorText } from '../../../api/error-text.ts';
import { forgetProjectList } from '../project-list.ts';
import { hostedCheckoutUrl, refusedBeforeBuying, startPurchase } from '../checkout/purchase.ts';
import { useFollowPurchase } from '../checkout/use-follow-purchase.ts';
import { setProjectThumbnail } from '../stimulus/thumbnail.ts';
import { acceptAttribute, checkPickedFiles, type UploadProblem } from '../stimulus/upload-checks.ts';
import { uploadStimulus } from '../stimulus/upload-asset.ts';
import { UploadZone } from '../stimulus/UploadZone.tsx';
import { UploadProgress, type UploadProgressState } from '../stimulus/UploadProgress.tsx';
import type { DialogContentProps } from './DialogButton.tsx';
import '../wizard.css';

interface PredictProgress {
  projectId: string | null;
  uploaded: boolean;
  bought: boolean;
  /** The upload under way, stopped if the dialog closes. */
  upload: AbortController | null;
}

/**
 * A quick predict that failed or was left leaves nothing behind: its project is deleted (the
 * request outlives the page), and a new attempt starts afresh.
 */
function discardUnbought(state: PredictProgress): void {
  const projectId = state.projectId;
  if (!projectId || state.bought) return;
  state.projectId = null;
  state.uploaded = false;
  void projectsApi
    .deleteProject({ params: { projectId } }, { keepalive: true })
    .then(forgetProjectList)
    .catch(() => undefined);
}

const predictFormSchema = z.object({
  name: projectNameField,
  predictMediaType: enumField(PREDICT_MEDIA_TYPES),
  viewer: enumField(VIEWERS),
  folder: z.string(),
});
type PredictForm = z.infer<typeof predictFormSchema>;

type Stage = 'form' | 'creating' | 'uploading' | 'buying';

/**
 * The quick predict flow (spec section 4): create a predict project, upload its one image or
 * video, set the thumbnail, add it to a folder if asked (a failure there is ignored), buy.
 * A failure on the way, closing the dialog or leaving the page deletes the unbought project.
 */
export default function QuickPredictDialog({ close }: DialogContentProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const config = useRuntimeConfig();
  const clientId = useAppState((state) => state.session.clientId);
  const { data: folders } = useApi(foldersApi.listFolders, clientId ? { params: { clientId } } : null);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>('form');
  const [upload, setUpload] = useState<UploadProgressState | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [needsBillingInfo, setNeedsBillingInfo] = useState(false);
  const created = useRef<PredictProgress>({ projectId: null, uploaded: false, bought: false, upload: null });
  const alive = useRef(true);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<PredictForm>({
    resolver: zodResolver(predictFormSchema),
    defaultValues: { name: '', predictMediaType: 'video', viewer: DEFAULT_VIEWER, folder: '' },
  });
  const mediaType = watch('predictMediaType') as PredictMediaType;
  // The purchase started by `run` ends here: off to the success page, or the failure shown.
  const purchase = useFollowPurchase({
    onSettled(view) {
      const state = created.current;
      const projectId = state.projectId;
      if (view?.state === 'succeeded' && projectId) {
        state.bought = true;
        forgetProjectList();
        close();
        void navigate(`/${lang}/success-payment?${new URLSearchParams({ project: projectId })}`);
        return;
      }
      if (view?.state === 'failed') discardUnbought(state);
      setFailure(reportedErrorText(view?.error));
      setStage('form');
    },
    onRefused(error) {
      discardUnbought(created.current);
      setFailure(errorText(error));
      setStage('form');
    },
  });

  useEffect(() => {
    alive.current = true;
    const state = created.current;
    // Leaving the page (reload, closed tab) mid-flow leaves no pending project behind either.
    const leave = () => discardUnbought(state);
    window.addEventListener('pagehide', leave);
    return () => {
      alive.current = false;
      window.removeEventListener('pagehide', leave);
      state.upload?.abort();
      discardUnbought(state);
    };
  }, []);

  function pick(files: File[]) {
    const checked = checkPickedFiles(files, mediaType);
    if (checked.problem) {
      setFile(null);
      setFileProblem(problemText(checked.problem));
      return;
    }
    setFileProblem(null);
    setFile(files[0]!);
  }

  const problemText = (problem: UploadProblem) => translateKey(problem.key, problem.values);

  async function run(form: PredictForm) {
    if (!file) {
      setFileProblem(fieldMessage('validation.required', 'wizard.fields.file'));
      return;
    }
    setFailure(null);
    setNeedsBillingInfo(false);
    const state = created.current;
    const progress: { stage: Stage } = { stage: 'form' };
    const enter = (next: Stage) => {
      progress.stage = next;
      setStage(next);
    };
    try {
      if (!state.projectId) {
        enter('creating');
        const project = await projectsApi.createProject({
          body: {
            name: form.name,
            type: 'predict',
            viewer: form.viewer,
            predictMediaType: form.predictMediaType,
          },
        });
        state.projectId = project._id;
      }
      const projectId = state.projectId;
      if (!state.uploaded) {
        enter('uploading');
        state.upload = new AbortController();
        try {
          await uploadStimulus(
            projectId,
            file,
            {
              name: form.name,
              category: PREDICT_ASSET.category,
              contentType: PREDICT_ASSET.contentType,
              developmentStage: PREDICT_ASSET.developmentStage,
              requiredRespondents: PREDICT_ASSET.requiredRespondents,
            },
            (phase, fraction) => setUpload({ name: file.name, phase, fraction }),
            state.upload.signal,
          );
        } catch (error) {
          setFile(null);
          throw error;
        } finally {
          setUpload(null);
        }
        state.uploaded = true;
        await setProjectThumbnail(projectId, file).catch(() => false);
        if (form.folder) {
          await foldersApi
            .addProject({ params: { folderId: form.folder }, body: { projectId } })
            .catch(() => undefined);
        }
      }
      enter('buying');
      const paymentPage = hostedCheckoutUrl(await startPurchase(projectId));
      if (paymentPage) {
        // Leaving for the provider's page must not delete a project the buyer is about to pay.
        state.bought = true;
        window.location.assign(paymentPage);
        return;
      }
      await purchase.follow(projectId);
      return;
    } catch (error) {
      if (!alive.current) return;
      discardUnbought(state);
      const refusedBuy =
        error instanceof ApiError && refusedBeforeBuying(error) && progress.stage === 'buying';
      // Paid by card, a predict takes the saved billing information: when only that is missing,
      // it is the reason to give.
      const missingDetails =
        refusedBuy &&
        error.details.length > 0 &&
        error.details.every((issue) => issue.field.startsWith('checkout.payment.'));
      setNeedsBillingInfo(missingDetails);
      setFailure(
        missingDetails
          ? t('wizard.predict.needsBillingInfo')
          : refusedBuy
            ? t('errors.cannotBuy')
            : errorText(error),
      );
    }
    setStage('form');
  }

  const busy = stage !== 'form';
  const fieldError = (key: string | undefined, labelKey: string) =>
    key ? fieldMessage(key, labelKey) : undefined;

  return (
    <form className="ap-wz-new-project" noValidate onSubmit={(event) => void handleSubmit(run)(event)}>
      <TextField
        label={t('wizard.fields.name')}
        isRequired
        maxLength={120}
        isDisabled={busy}
        hasError={errors.name !== undefined}
        errorMessage={fieldError(errors.name?.message, 'wizard.fields.name')}
        {...register('name')}
      />
      <RadioGroupField
        legend={t('wizard.fields.mediaType')}
        name="predictMediaType"
        direction="row"
        value={mediaType}
        isDisabled={busy || created.current.uploaded}
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
      {upload ? (
        <UploadProgress upload={upload} />
      ) : file ? (
        <p className="ap-wz-picked-file">
          <FileName name={file.name} />
          {busy ? null : (
            <Button size="small" variation="link" onClick={() => setFile(null)}>
              {t('wizard.actions.delete')}
            </Button>
          )}
        </p>
      ) : created.current.uploaded ? null : (
        <UploadZone
          accept={acceptAttribute(mediaType)}
          disabled={busy}
          onFiles={pick}
          hint={mediaType === 'image' ? t('wizard.predict.imageGuidance') : t('wizard.predict.videoGuidance')}
        />
      )}
      {fileProblem ? (
        <Alert variation="error" role="alert">
          {fileProblem}
        </Alert>
      ) : null}
      {failure ? (
        <Alert variation="error" role="alert">
          {failure}
          {needsBillingInfo ? (
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
        <Button onClick={close} isDisabled={stage === 'buying'}>
          {t('wizard.actions.cancel')}
        </Button>
        <Button
          type="submit"
          variation="primary"
          isLoading={busy}
          loadingText={stage === 'creating' ? t('wizard.predict.creating') : t('wizard.predict.starting')}
        >
          {t('wizard.predict.submit')}
        </Button>
      </div>
    </form>
  );
}

import { useCallback, useState } from 'react';
import { Alert } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import type { Asset } from '@adpulse/shared/assets/schemas';
import { UPLOAD_LIMITS, maxAssets, maxVideoMinutes } from '@adpulse/shared/assets/constants';
import { PACKAGES } from '@adpulse/shared/projects/constants';
import { requiredStimuli, uploadProblems } from '@adpulse/shared/wizard/steps';
import { fieldMessage } from '../../../i18n/i18n.ts';
import { askConfirmation, showError } from '../../../state/dialogs.ts';
import { nextStep } from '../bars.ts';
import { acceptAttribute, nameFromFile } from './upload-checks.ts';
import { removeStimulus, type StimulusFields } from './upload-asset.ts';
import { useWizard } from '../wizard-context.tsx';
import { errorText } from '../../../api/error-text.ts';
import { StepActions } from '../StepActions.tsx';
import { AssetCard } from './AssetCard.tsx';
import { UploadProgress } from './UploadProgress.tsx';
import { UploadZone } from './UploadZone.tsx';
import { useStimulusUpload } from './use-stimulus-upload.ts';

/** Upload: one file at a time to storage, checked by the server; the package's count rule. */
export function StimulusStep() {
  const { t } = useTranslation();
  const { project, clientType, readyAssets, bar, flush, goTo, setAssets, reloadAssets } = useWizard();
  const [problem, setProblem] = useState<string | null>(null);
  const count = readyAssets.length;
  const required = requiredStimuli(project.type);
  // Regular users hold exactly the package's count; customers are not limited.
  const limit = clientType === 'custom' ? null : maxAssets(project.type);
  const full = limit !== null && count >= limit;

  const fieldsFor = useCallback(
    (file: File): StimulusFields => ({
      name: nameFromFile(file.name),
      category: project.audience.category || 'other',
      contentType: 'advertisment',
      developmentStage: 'final',
      requiredRespondents:
        project.audience.sampleSize ?? (project.type === 'predict' ? 75 : PACKAGES[project.type].respondents),
    }),
    [project.audience.category, project.audience.sampleSize, project.type],
  );
  const onUploaded = useCallback(
    (asset: Asset) => {
      setProblem(null);
      setAssets((assets) => [...assets.filter((candidate) => candidate._id !== asset._id), asset]);
    },
    [setAssets],
  );
  const onFailed = useCallback(() => void reloadAssets(), [reloadAssets]);
  const { upload, notice, setNotice, start, cancel } = useStimulusUpload(
    project._id,
    fieldsFor,
    onUploaded,
    onFailed,
  );

  async function remove(asset: Asset) {
    const confirmed = await askConfirmation({
      message: t('wizard.stimulus.deleteConfirm', { name: asset.name }),
    });
    if (!confirmed) return;
    try {
      await removeStimulus(project._id, asset._id);
      setAssets((assets) => assets.filter((candidate) => candidate._id !== asset._id));
      setNotice({ kind: 'info', text: t('wizard.stimulus.deleted', { name: asset.name }) });
    } catch (error) {
      showError({ message: errorText(error) });
    }
  }

  async function next() {
    await flush();
    const problems = uploadProblems(project.type, count, clientType);
    const first = problems[0];
    if (first) {
      setProblem(
        first.message === 'validation.required' && required
          ? t('wizard.stimulus.needMore', { missing: required - count })
          : first.message === 'validation.required'
            ? t('wizard.stimulus.needOne')
            : fieldMessage(first.message, 'wizard.fields.assets'),
      );
      return;
    }
    const target = nextStep(bar, 'stimulus');
    if (target) await goTo(target);
  }

  return (
    <>
      <p className="ap-wz-step-intro">{t('wizard.stimulus.intro')}</p>
      <section className="ap-card ap-wz-form-section" aria-labelledby="stimulus-upload">
        <div className="ap-wz-section-head">
          <h2 id="stimulus-upload">{t('wizard.bar.upload')}</h2>
          <span
            className="ap-wz-count"
            data-complete={required !== null && count === required ? true : undefined}
          >
            {required === null || clientType === 'custom'
              ? t('wizard.stimulus.countAtLeast', { uploaded: count })
              : t('wizard.stimulus.countExact', { uploaded: count, required })}
          </span>
        </div>
        {upload ? (
          <UploadProgress upload={upload} onCancel={cancel} />
        ) : full ? (
          <p className="ap-wz-field-hint ap-wz-full">{t('wizard.stimulus.full')}</p>
        ) : (
          <UploadZone
            accept={acceptAttribute()}
            disabled={false}
            onFiles={(files) => void start(files)}
            hint={t('wizard.stimulus.guidance', {
              minutes: maxVideoMinutes(project.type),
              maxMb: UPLOAD_LIMITS.maxMegabytes,
            })}
          />
        )}
        <div aria-live="polite" className="ap-wz-notice-slot">
          {notice ? (
            <Alert
              variation={notice.kind}
              role={notice.kind === 'error' ? 'alert' : undefined}
              isDismissible={notice.kind !== 'error'}
            >
              {notice.text}
            </Alert>
          ) : null}
        </div>
      </section>

      <section className="ap-wz-form-section" aria-labelledby="stimulus-list">
        <h2 id="stimulus-list">{t('wizard.stimulus.listTitle')}</h2>
        {readyAssets.length === 0 ? (
          <p className="ap-wz-empty">{t('wizard.stimulus.empty')}</p>
        ) : (
          <ul className="ap-wz-asset-list">
            {readyAssets.map((asset) => (
              <AssetCard
                key={asset._id}
                asset={asset}
                onChange={(next) => setAssets((assets) => assets.map((a) => (a._id === next._id ? next : a)))}
                onDelete={(current) => void remove(current)}
              />
            ))}
          </ul>
        )}
      </section>

      {problem ? (
        <Alert variation="error" role="alert" marginBottom="1rem">
          {problem}
        </Alert>
      ) : null}
      <StepActions onNext={next} />
    </>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PREDICT_ASSET } from '@adpulse/shared/assets/constants';
import { foldersApi } from '../../../api/folders.ts';
import { projectsApi } from '../../../api/projects.ts';
import { errorText, reportedErrorText } from '../../../api/error-text.ts';
import { translateKey } from '../../../i18n/i18n.ts';
import { useLanguage } from '../../../routing/use-language.ts';
import { forgetProjectList } from '../project-list.ts';
import { hostedCheckoutUrl, startPurchase } from '../checkout/purchase.ts';
import { useFollowPurchase } from '../checkout/use-follow-purchase.ts';
import { setProjectThumbnail } from '../stimulus/thumbnail.ts';
import { uploadStimulus } from '../stimulus/upload-asset.ts';
import type { UploadProgressState } from '../stimulus/UploadProgress.tsx';
import type { PredictForm, PredictStage } from './predict-form.ts';
import { predictFailure } from './predict-failure.ts';
import { discardUnbought, noPredictProgress } from './predict-progress.ts';

/**
 * The quick predict's run (spec section 4): create the predict project, upload its one file,
 * set the thumbnail, add it to a folder if asked (failures there ignored), buy, and follow the
 * purchase to the success page. A failure on the way, closing the dialog or leaving the page
 * deletes the unbought project; a retry goes on from what was done.
 */
export function useQuickPredict(close: () => void) {
  const lang = useLanguage();
  const navigate = useNavigate();
  const [stage, setStage] = useState<PredictStage>('form');
  const [upload, setUpload] = useState<UploadProgressState | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [needsBillingInfo, setNeedsBillingInfo] = useState(false);
  const created = useRef(noPredictProgress());
  const alive = useRef(true);
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

  /** Runs (or resumes) the quick predict; `onFileLost` when the upload failed and the file must be picked again. */
  async function run(form: PredictForm, file: File, onFileLost: () => void) {
    setFailure(null);
    setNeedsBillingInfo(false);
    const state = created.current;
    const progress: { stage: PredictStage } = { stage: 'form' };
    const enter = (next: PredictStage) => {
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
          onFileLost();
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
      const reason = predictFailure(error, progress.stage);
      setNeedsBillingInfo(reason === 'needsBillingInfo');
      setFailure(
        reason === 'needsBillingInfo'
          ? translateKey('wizard.predict.needsBillingInfo')
          : reason === 'cannotBuy'
            ? translateKey('errors.cannotBuy')
            : errorText(error),
      );
    }
    setStage('form');
  }

  return { stage, upload, failure, needsBillingInfo, uploaded: created.current.uploaded, run };
}

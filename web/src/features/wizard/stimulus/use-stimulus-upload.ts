import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Asset } from '@adpulse/shared/assets/schemas';
import type { MediaKind } from '@adpulse/shared/assets/constants';
import { ApiError } from '../../../api/api-error.ts';
import { errorText } from '../../../api/error-text.ts';
import { translateKey } from '../../../i18n/i18n.ts';
import { checkPickedFiles, isAboveRecommendedSize } from './upload-checks.ts';
import { UploadFailed } from './upload.ts';
import { uploadStimulus, type StimulusFields } from './upload-asset.ts';
import type { UploadProgressState } from './UploadProgress.tsx';

export interface UploadNotice {
  kind: 'error' | 'success' | 'info' | 'warning';
  text: string;
}

/**
 * One upload at a time: the browser's checks, then create, PUT with progress and the server's
 * check. Refusals read the spec's upload texts (the server's in the user's language).
 */
export function useStimulusUpload(
  projectId: string,
  fieldsFor: (file: File) => StimulusFields,
  onUploaded: (asset: Asset) => void,
  onFailed: () => void,
  kind?: MediaKind,
) {
  const { t } = useTranslation();
  const [upload, setUpload] = useState<UploadProgressState | null>(null);
  const [notice, setNotice] = useState<UploadNotice | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (files: File[]) => {
      const checked = checkPickedFiles(files, kind);
      if (checked.problem) {
        setNotice({ kind: 'error', text: translateKey(checked.problem.key, checked.problem.values) });
        return;
      }
      const file = files[0]!;
      const abort = new AbortController();
      controller.current = abort;
      setNotice(
        isAboveRecommendedSize(file.size) ? { kind: 'warning', text: t('wizard.stimulus.largeFile') } : null,
      );
      setUpload({ name: file.name, phase: 'preparing', fraction: 0 });
      try {
        const asset = await uploadStimulus(
          projectId,
          file,
          fieldsFor(file),
          (phase, fraction) => setUpload({ name: file.name, phase, fraction }),
          abort.signal,
        );
        onUploaded(asset);
        setNotice({ kind: 'success', text: t('wizard.stimulus.uploaded', { name: asset.name }) });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') {
          setNotice({ kind: 'info', text: t('wizard.stimulus.cancelled') });
        } else if (error instanceof ApiError) {
          setNotice({ kind: 'error', text: errorText(error) });
        } else if (error instanceof UploadFailed) {
          setNotice({ kind: 'error', text: t('wizard.stimulus.uploadFailed') });
        } else {
          setNotice({ kind: 'error', text: t('errors.default') });
        }
        onFailed();
      } finally {
        controller.current = null;
        setUpload(null);
      }
    },
    [projectId, fieldsFor, onUploaded, onFailed, kind, t],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { upload, notice, setNotice, start, cancel };
}

import { Button } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import type { PredictMediaType } from '@adpulse/shared/projects/constants';
import { FileName } from '../../../components/FileName.tsx';
import { acceptAttribute } from '../stimulus/upload-checks.ts';
import { UploadZone } from '../stimulus/UploadZone.tsx';
import { UploadProgress, type UploadProgressState } from '../stimulus/UploadProgress.tsx';

interface PredictFilePickerProps {
  mediaType: PredictMediaType;
  file: File | null;
  upload: UploadProgressState | null;
  /** The file is already on the project (a retry after the upload): nothing to pick. */
  uploaded: boolean;
  busy: boolean;
  onFiles: (files: File[]) => void;
  onRemove: () => void;
}

/** The quick predict's one file: the upload under way, the file picked, or the zone to pick it. */
export function PredictFilePicker({
  mediaType,
  file,
  upload,
  uploaded,
  busy,
  onFiles,
  onRemove,
}: PredictFilePickerProps) {
  const { t } = useTranslation();
  if (upload) return <UploadProgress upload={upload} />;
  if (file) {
    return (
      <p className="ap-wz-picked-file">
        <FileName name={file.name} />
        {busy ? null : (
          <Button size="small" variation="link" onClick={onRemove}>
            {t('wizard.actions.delete')}
          </Button>
        )}
      </p>
    );
  }
  if (uploaded) return null;
  return (
    <UploadZone
      accept={acceptAttribute(mediaType)}
      disabled={busy}
      onFiles={onFiles}
      hint={mediaType === 'image' ? t('wizard.predict.imageGuidance') : t('wizard.predict.videoGuidance')}
    />
  );
}
